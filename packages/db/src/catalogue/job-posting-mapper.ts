// A validated JobPosting -> the job row, given the references the import resolved (company,
// community, lookups, url code). Pure: no I/O, the same posting always gives the same row.
import { createHash } from 'node:crypto';
import { isRemote, type JobPosting } from '@talent/contract';
import { occupationOfTitle, taxonomy } from '@talent/taxonomy';
import { FLEXIBLE_WORK_OPTION, FLEXIBLE_WORK_OPTIONS } from '../demo/content/categories';
import type { JobInsert } from './job-insert';
import { locationFields } from './job-posting-location';
import { salaryFields } from './job-posting-salary';
import { identifierOf } from './made-identifier';
import { type DescriptionFields, descriptionFields, sanitiseHtml } from './sanitise-description';
import { slugify } from './slug';
import { readWorkType } from './work-type';

/** A posting as the import writes it: its identifier given or made (see read-job-posting.ts). */
export type ImportPosting = JobPosting & { identifier: string };

export interface JobReferences {
  companyId: string;
  communityId: string;
  /** Unique within the community; see `derivedUrlCode` for postings that bring none. */
  urlCode: string;
  categoryId: number | null;
  subCategoryId: number | null;
  workLocationId: string | null;
  /** The date of a posting without datePosted: its job's first import. */
  publishedAt?: Date;
}

/** A posting that validates but cannot become a job; reported like a validation failure. */
export class JobPostingMappingError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`);
    this.name = 'JobPostingMappingError';
  }
}

export const SUMMARY_MAX_LENGTH = 250;

function hash32(text: string): number {
  return createHash('sha1').update(text).digest().readUInt32BE(0);
}

/**
 * A six-digit url code from the identifier. `attempt` > 0 gives the alternatives the import
 * tries when another job of the community already holds the first.
 */
export function derivedUrlCode(identifier: string, attempt = 0): string {
  return String(100_000 + (hash32(`${identifier}#${attempt}`) % 900_000));
}

function derivedAdvertUrlCode(identifier: string): string {
  return hash32(`advert:${identifier}`).toString(36).slice(0, 5).padStart(5, '0');
}

/**
 * The first sentences of the text that fit in 250 characters, skipping short heading lines
 * ('About us') that do not end a sentence; cut at a word when the first sentence is longer.
 */
export function summarise(text: string): string | null {
  const paragraphs = text
    .split(/\n+/)
    .map((p) => p.replace(/^- /, '').trim())
    .filter(Boolean);
  const lead = paragraphs.find((p) => /[.!?]$/.test(p) || p.length > 80) ?? paragraphs[0];
  if (!lead) return null;
  let summary = '';
  for (const sentence of lead.split(/(?<=[.!?])\s+/)) {
    const next = summary ? `${summary} ${sentence}` : sentence;
    if (next.length > SUMMARY_MAX_LENGTH) break;
    summary = next;
  }
  if (summary) return summary;
  const cut = lead.slice(0, SUMMARY_MAX_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The id job matching knows an external job by; feeds without one get `ext-<identifier>`. */
export function matchingReferenceIdOf(posting: JobPosting): string {
  return posting.talentPortal?.matchingReferenceId ?? `ext-${identifierOf(posting)}`;
}

function flexibleWorkOptionId(posting: JobPosting): number | null {
  const label = posting.talentPortal?.flexibleWorkOption;
  if (label) return FLEXIBLE_WORK_OPTIONS.find((o) => o.label === label)?.id ?? null;
  return isRemote(posting) ? FLEXIBLE_WORK_OPTION.remote : null;
}

function videoType(youtubeUrl: string | undefined, videoUrl: string | undefined): string | null {
  if (youtubeUrl) return 'youtube';
  return videoUrl ? 'videomyjob' : null;
}

/** The fields of a job row that depend on the jobs already there: see `placeJob`. */
export type PlacedJobFields = Pick<JobInsert, 'urlCode' | 'publishedAt' | 'postedFrom'>;
/** Every other field of a job row: the posting and its references alone decide them. */
export type JobFields = Omit<JobInsert, keyof PlacedJobFields>;

/**
 * The job row of a posting. `cleaned` is its description as the import already cleaned it; a
 * posting without a description (or none once cleaned) is a job without one.
 */
export function mapJobPosting(
  posting: JobPosting,
  refs: JobReferences,
  cleaned: DescriptionFields | null = posting.description
    ? descriptionFields(posting.description)
    : null,
): JobInsert {
  const placed = placeJob(posting, refs);
  return { ...mapJobFields(posting, refs, cleaned), ...placed };
}

/**
 * The job's url code and dates. A posting without datePosted is dated by `publishedAt`: its
 * job's first import (the import knows it once it has looked the job up).
 */
export function placeJob(
  posting: JobPosting,
  { urlCode, publishedAt: firstImported }: Pick<JobReferences, 'urlCode' | 'publishedAt'>,
): PlacedJobFields {
  const publishedAt = posting.datePosted ?? firstImported;
  if (!publishedAt) throw new JobPostingMappingError('datePosted', 'Date posted is required');
  const postedFrom = posting.talentPortal?.postedFrom;
  return { urlCode, publishedAt, postedFrom: postedFrom === undefined ? publishedAt : postedFrom };
}

/** The fields of the job row that `placeJob` does not give; see `mapJobPosting`. */
export function mapJobFields(
  posting: JobPosting,
  refs: Omit<JobReferences, 'urlCode' | 'publishedAt'>,
  cleaned: DescriptionFields | null,
): JobFields {
  const ext = posting.talentPortal ?? {};
  const identifier = identifierOf(posting);
  const description = cleaned?.description || null;
  const descriptionHtml = description ? (cleaned?.descriptionHtml ?? null) : null;
  const [keyPoint1 = null, keyPoint2 = null, keyPoint3 = null] = (
    ext.keySellingPoints ?? []
  ).filter(Boolean);
  const flexibleHtml = ext.flexibleWorkDescription && sanitiseHtml(ext.flexibleWorkDescription);
  const closeAt = posting.validThrough ?? null;

  return {
    externalId: identifier,
    source: ext.source ?? (posting.directApply === false && posting.url ? 2 : 1),
    matchingReferenceId: matchingReferenceIdOf(posting),
    companyId: refs.companyId,
    communityId: refs.communityId,
    advertUrlCode: ext.advertUrlCode ?? derivedAdvertUrlCode(identifier),
    seoSlug: slugify(posting.title) || 'job',
    customCode: ext.customCode ?? null,
    roleName: posting.title,
    occupationId: occupationOfTitle(taxonomy, posting.title)?.id ?? null,
    summary: ext.summary ?? (description ? summarise(description) : null),
    description,
    descriptionHtml,
    specialties: posting.skills ?? [],
    keyPoint1,
    keyPoint2,
    keyPoint3,
    categoryId: refs.categoryId,
    subCategoryId: refs.subCategoryId,
    workTypeId: readWorkType(posting.employmentType).workTypeId,
    flexibleWorkOptionId: flexibleWorkOptionId(posting),
    flexibleWorkDescription: flexibleHtml || null,
    workLocationId: refs.workLocationId,
    workLocationName: ext.workLocationName ?? null,
    ...locationFields(posting.jobLocation),
    ...salaryFields(posting.baseSalary, ext.salaryDescription),
    numberOfPositions: posting.totalJobOpenings ?? 1,
    internalOnly: ext.internalOnly ?? false,
    isEoi: ext.isEoi ?? false,
    destinationCode: ext.destinationCode ?? null,
    strictJobPostEndDates: ext.strictJobPostEndDates ?? false,
    customApplyUrl: posting.url ?? null,
    youtubeUrl: ext.youtubeUrl ?? null,
    videoUrl: ext.videoUrl ?? null,
    videoType: videoType(ext.youtubeUrl, ext.videoUrl),
    heroImageUrl: ext.heroImageUrl ?? null,
    attachments: ext.attachments ?? null,
    postedTo: ext.postedTo === undefined ? closeAt : ext.postedTo,
    applicationsCloseAt: closeAt,
    internalPostedFrom: ext.internalPostedFrom ?? null,
    internalPostedTo: ext.internalPostedTo ?? null,
    internalApplicationsCloseAt: ext.internalApplicationsCloseAt ?? null,
    publicPostedFrom: ext.publicPostedFrom ?? null,
    publicPostedTo: ext.publicPostedTo ?? null,
    publicApplicationsCloseAt: ext.publicApplicationsCloseAt ?? null,
  };
}
