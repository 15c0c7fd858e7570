// One demo job from its index. Each job draws from its own random stream (seed + index), so any
// slice of a million jobs can be generated on its own, in any order, with the same result.
import { slugify } from '../catalogue/slug';
import type { CatalogueModel } from './catalogue';
import {
  FLEXIBLE_WORK_OPTION,
  type Flexibility,
  SUB_CATEGORY_BY_ID,
  type SubCategoryDef,
  WORK_TYPE,
} from './content/categories';
import { COUNTRY_NAMES } from './content/places';
import { TITLES_BY_SUB_CATEGORY } from './content/titles';
import { jitter } from './geo';
import { createUuids } from './ids';
import { jobDates } from './job-dates';
import { jobSalary } from './job-salary';
import { advertText } from './job-text';
import { createRandom, mixSeed, type Random } from './random';
import type { GeneratorOptions, JobAttachment, JobRow } from './types';

export const EXTERNAL_SOURCE_SHARE = 0.1;
export const ATTACHMENT_SHARE = 0.05;
/** Destination codes: the advert's close date descriptor is 'internal' for the first. */
export const DESTINATION_CODE = { internal: 'INTERNAL', public: 'PUBLIC' } as const;

export { slugify };

function pickWorkType(rnd: Random, sub: SubCategoryDef): number {
  if (rnd.chance(sub.casualShare)) return WORK_TYPE.casual;
  const r = rnd.next();
  if (r < 0.75) return WORK_TYPE.fullTime;
  return r < 0.88 ? WORK_TYPE.partTime : WORK_TYPE.contract;
}

function pickFlexibleWorkOption(rnd: Random, flexibility: Flexibility): number {
  const r = rnd.next();
  if (flexibility === 'onsite') return FLEXIBLE_WORK_OPTION.onSite;
  if (flexibility === 'some')
    return r < 0.75 ? FLEXIBLE_WORK_OPTION.onSite : FLEXIBLE_WORK_OPTION.hybrid;
  if (r < 0.25) return FLEXIBLE_WORK_OPTION.onSite;
  return r < 0.8 ? FLEXIBLE_WORK_OPTION.hybrid : FLEXIBLE_WORK_OPTION.remote;
}

function attachmentsFor(rnd: Random, title: string, slug: string): JobAttachment[] | null {
  if (!rnd.chance(ATTACHMENT_SHARE)) return null;
  const files: JobAttachment[] = [
    {
      name: `Position Description - ${title}.pdf`,
      url: `/talent/files/demo/position-description-${slug}.pdf`,
      type: 'application/pdf',
    },
  ];
  if (rnd.chance(0.3)) {
    files.push({
      name: 'Employee Benefits Guide.pdf',
      url: '/talent/files/demo/employee-benefits-guide.pdf',
      type: 'application/pdf',
    });
  }
  return files;
}

export type JobBuilder = (index: number) => JobRow;

export function createJobBuilder(
  model: CatalogueModel,
  { seed, now }: GeneratorOptions,
): JobBuilder {
  const salt = mixSeed(seed, 'job');
  const jobId = createUuids(seed, 'job');
  const matchingReferenceId = createUuids(seed, 'matching-reference');
  const slugs = new Map<string, string>();
  const slugOf = (title: string): string => {
    let slug = slugs.get(title);
    if (slug === undefined) {
      slug = slugify(title);
      slugs.set(title, slug);
    }
    return slug;
  };

  return (index) => {
    const rnd = createRandom(mixSeed(salt, index));
    const plan = rnd.pickWeighted(model.plans, (p) => p.weight);
    const { companyDef, company, community } = plan;
    const sub = SUB_CATEGORY_BY_ID.get(rnd.pick(plan.subCategoryIds));
    if (!sub) throw new Error(`Community ${community.segmentCode} names an unknown sub-category`);
    const title = rnd.pick(TITLES_BY_SUB_CATEGORY[sub.id] ?? []);
    const location = rnd.pick(plan.locations);
    const { place } = location;
    const countryName = COUNTRY_NAMES[place.countryIso2];
    // Work locations sit within 0.8 km of their place and jobs within 1.2 km of their work
    // location: every job is at most 2 km from the suburb it names.
    const point = jitter(
      rnd,
      {
        latitude: location.row.latitude ?? place.latitude,
        longitude: location.row.longitude ?? place.longitude,
      },
      1.2,
    );
    const workTypeId = pickWorkType(rnd, sub);
    const flexibleWorkOptionId = pickFlexibleWorkOption(rnd, sub.flexibility);
    const source = rnd.chance(EXTERNAL_SOURCE_SHARE) ? 2 : 1;
    // Internal-only adverts are the platform's own: an external feed cannot restrict audience.
    const internalOnly = source === 1 && rnd.chance(0.05);
    const isEoi = rnd.chance(0.04);
    const numberOfPositions = isEoi || rnd.chance(0.12) ? rnd.int(2, 5) : 1;
    const specialties = rnd.sample(title.skills, rnd.int(3, 6));
    const urlCode = model.urlCodeFor(index);
    const seoSlug = slugOf(title.title);
    const text = advertText(rnd, {
      title: title.title,
      categoryId: sub.categoryId,
      companyName: company.name,
      industry: companyDef.industry,
      placeName: place.name,
      countryName,
      workTypeId,
      flexibleWorkOptionId,
      specialties,
    });

    return {
      id: jobId(index),
      externalId: `demo-${index + 1}`,
      source,
      matchingReferenceId: matchingReferenceId(index),
      companyId: company.id,
      communityId: community.id,
      urlCode,
      advertUrlCode: rnd.uint32().toString(36).slice(0, 5).padStart(5, '0'),
      seoSlug,
      customCode: `${companyDef.jobCodePrefix}-${10_000 + index}`,
      roleName: title.title,
      ...text,
      // External feeds often carry plain text only; the advert then shows the plain description.
      descriptionHtml: source === 2 && rnd.chance(0.5) ? null : text.descriptionHtml,
      specialties,
      categoryId: sub.categoryId,
      subCategoryId: sub.id,
      workTypeId,
      flexibleWorkOptionId,
      workLocationId: location.row.id,
      workLocationName: location.row.name,
      physicalLocation: `${place.name}, ${place.state}`,
      locationSuburb: place.name,
      locationState: place.state,
      locationPostCode: place.postcode,
      locationCountryIso2: place.countryIso2,
      countryName,
      latitude: point.latitude,
      longitude: point.longitude,
      ...jobSalary(rnd, title, workTypeId, place.countryIso2),
      numberOfPositions,
      internalOnly,
      isEoi,
      destinationCode: internalOnly ? DESTINATION_CODE.internal : DESTINATION_CODE.public,
      customApplyUrl:
        source === 2
          ? `https://careers.${companyDef.domain}.example/jobs/${urlCode}/${seoSlug}`
          : null,
      youtubeUrl: null,
      videoUrl: null,
      videoType: null,
      heroImageUrl: null,
      attachments: attachmentsFor(rnd, title.title, seoSlug),
      ...jobDates(rnd, now, internalOnly),
    };
  };
}
