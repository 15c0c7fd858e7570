// A generated demo job as the schema.org JobPosting a feed would send, so that the demo data is
// written through the same import as real feeds. What schema.org has no property for (segment,
// codes, key selling points, the internal and public windows...) travels in the `talentPortal`
// extension, so the imported job equals the generated one field for field.
import type { EmploymentType, JobPostingInput } from '@talent/contract';
import type { CatalogueModel } from './catalogue';
import {
  CATEGORIES,
  FLEXIBLE_WORK_OPTION,
  FLEXIBLE_WORK_OPTIONS,
  WORK_TYPE,
} from './content/categories';
import { SALARY_TYPE } from './job-salary';
import type { JobRow } from './types';

const EMPLOYMENT_TYPE: Readonly<Record<number, EmploymentType>> = {
  [WORK_TYPE.fullTime]: 'FULL_TIME',
  [WORK_TYPE.partTime]: 'PART_TIME',
  [WORK_TYPE.contract]: 'CONTRACTOR',
  [WORK_TYPE.casual]: 'PER_DIEM',
};

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : date);
const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

function lookup<K, V>(map: ReadonlyMap<K, V>, key: K | null | undefined, what: string): V {
  const value = key === null || key === undefined ? undefined : map.get(key);
  if (value === undefined) throw new Error(`Demo job refers to an unknown ${what} '${key}'`);
  return value;
}

export type JobPostingConverter = (job: JobRow) => JobPostingInput;

export function createJobPostingConverter(model: CatalogueModel): JobPostingConverter {
  const plans = new Map(model.plans.map((p) => [p.community.id, p]));
  const categoryNames = new Map(CATEGORIES.map((c) => [c.id, c.name]));
  const subCategoryNames = new Map(model.subCategories.map((s) => [s.id, s.name]));
  const flexibleLabels = new Map(FLEXIBLE_WORK_OPTIONS.map((o) => [o.id as number, o.label]));

  return (job) => {
    const { company, companyDef, community } = lookup(plans, job.communityId, 'community');
    const employmentType = EMPLOYMENT_TYPE[job.workTypeId ?? 0];
    const salaryStated = job.minSalary !== null && job.minSalary !== undefined;
    return {
      '@type': 'JobPosting',
      identifier: job.externalId,
      title: job.roleName,
      description: job.descriptionHtml ?? job.description ?? '',
      datePosted: job.publishedAt.toISOString(),
      validThrough: orUndefined(iso(job.applicationsCloseAt)),
      employmentType: employmentType ? [employmentType] : undefined,
      jobLocation: {
        address: {
          addressLocality: orUndefined(job.locationSuburb),
          addressRegion: orUndefined(job.locationState),
          postalCode: orUndefined(job.locationPostCode),
          addressCountry: orUndefined(job.locationCountryIso2),
        },
        geo: { latitude: job.latitude, longitude: job.longitude },
      },
      jobLocationType:
        job.flexibleWorkOptionId === FLEXIBLE_WORK_OPTION.remote ? 'TELECOMMUTE' : undefined,
      baseSalary: job.currencyIso3
        ? {
            currency: job.currencyIso3,
            value: salaryStated
              ? {
                  minValue: orUndefined(job.minSalary),
                  maxValue: orUndefined(job.maxSalary),
                  unitText: job.salaryType === SALARY_TYPE.hourly ? 'HOUR' : 'YEAR',
                }
              : undefined,
          }
        : undefined,
      hiringOrganization: {
        name: company.name,
        sameAs: orUndefined(company.websiteUrl),
        identifier: company.code,
      },
      directApply: job.source !== 2,
      url: orUndefined(job.customApplyUrl),
      skills: job.specialties,
      industry: companyDef.industry,
      totalJobOpenings: job.numberOfPositions,
      talentPortal: {
        segmentCode: community.segmentCode,
        customCode: orUndefined(job.customCode),
        urlCode: job.urlCode,
        advertUrlCode: job.advertUrlCode,
        summary: orUndefined(job.summary),
        keySellingPoints: [job.keyPoint1, job.keyPoint2, job.keyPoint3].filter((p): p is string =>
          Boolean(p),
        ),
        internalOnly: job.internalOnly,
        isEoi: job.isEoi,
        flexibleWorkOption: flexibleLabels.get(job.flexibleWorkOptionId ?? 0),
        flexibleWorkDescription: orUndefined(job.flexibleWorkDescription),
        category: categoryNames.get(job.categoryId ?? 0),
        subCategory: subCategoryNames.get(job.subCategoryId ?? 0),
        source: job.source === 2 ? 2 : 1,
        matchingReferenceId: job.matchingReferenceId,
        strictJobPostEndDates: job.strictJobPostEndDates,
        destinationCode: orUndefined(job.destinationCode),
        salaryDescription: orUndefined(job.salaryDescription),
        postedFrom: iso(job.postedFrom),
        postedTo: iso(job.postedTo),
        internalPostedFrom: iso(job.internalPostedFrom),
        internalPostedTo: iso(job.internalPostedTo),
        internalApplicationsCloseAt: iso(job.internalApplicationsCloseAt),
        publicPostedFrom: iso(job.publicPostedFrom),
        publicPostedTo: iso(job.publicPostedTo),
        publicApplicationsCloseAt: iso(job.publicApplicationsCloseAt),
        youtubeUrl: orUndefined(job.youtubeUrl),
        videoUrl: orUndefined(job.videoUrl),
        heroImageUrl: orUndefined(job.heroImageUrl),
        attachments: orUndefined(job.attachments),
        workLocationName: orUndefined(job.workLocationName),
      },
    };
  };
}
