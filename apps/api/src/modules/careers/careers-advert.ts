// A job row as the careers advert: who may see it, how its fields read (key selling points
// without blanks, closed flags as of now, HTML cleaned again on the way out), and where its
// documents are served.
import type {
  AdvertRelationship,
  CareersAttachment,
  CareersJobAdvert,
  VacancyPreview,
} from '@talent/contract';
import { sanitiseHtml } from '@talent/db/catalogue';
import { companyLogoUrl } from '../branding';
import type { AdvertRow } from './careers.repo';

const iso = (value: Date | string | null): string | null =>
  value == null ? null : new Date(value).toISOString();

const closedBy = (closeAt: Date | string | null, now: Date) =>
  closeAt != null && new Date(closeAt).getTime() <= now.getTime();

/**
 * Published adverts are public, except internal-only ones, which only employees of the job's
 * community see. Closed adverts stay readable (they say 'Closed'); previews skip the
 * publication date.
 */
export function isVisibleTo(
  row: AdvertRow,
  relationship: AdvertRelationship,
  now: Date,
  options: { preview?: boolean } = {},
): boolean {
  if (!options.preview && new Date(row.publishedAt).getTime() > now.getTime()) return false;
  return !row.internalOnly || relationship === 'employee';
}

/**
 * HTML from feeds is cleaned when imported; cleaning it again here also covers rows written
 * some other way (demo data, manual fixes), so no script, event handler or javascript: URL
 * reaches a page from this API.
 */
function cleanHtml(html: string | null): string | null {
  if (!html?.trim()) return null;
  const clean = sanitiseHtml(html);
  return clean || null;
}

/** Only web addresses (or this site's own paths) become links and sources. */
export function safeUrl(url: string | null): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  return value.startsWith('/') && !value.startsWith('//') ? value : null;
}

const VIDEO_TYPES = new Set(['youtube', 'videomyjob']);

function videoTypeOf(row: AdvertRow): CareersJobAdvert['videoType'] {
  const type = row.videoType?.toLowerCase() ?? null;
  if (type && VIDEO_TYPES.has(type)) return type as CareersJobAdvert['videoType'];
  return row.youtubeUrl ? 'youtube' : row.videoUrl ? 'videomyjob' : null;
}

export function toAdvert(
  row: AdvertRow,
  relationship: AdvertRelationship,
  now: Date,
): CareersJobAdvert {
  return {
    roleName: row.roleName,
    companyName: row.companyName,
    companyCode: row.companyCode,
    companyLogoUrl: companyLogoUrl({
      companyCode: row.companyCode,
      hasLogoSvg: row.companyHasLogo,
    }),
    communityName: row.communityName,
    heroImageUrl: safeUrl(row.heroImageUrl ?? row.backgroundUrl),
    source: row.source,
    workLocationName: row.workLocationName,
    physicalLocation: row.physicalLocation,
    locationCountryIso2: row.locationCountryIso2,
    locationPostCode: row.locationPostCode,
    locationState: row.locationState,
    locationSuburb: row.locationSuburb,
    workType: row.workType,
    flexibleWorkOption: row.flexibleWorkOption,
    flexibleWorkDescription: cleanHtml(row.flexibleWorkDescription),
    summary: row.summary,
    description: row.description,
    descriptionHtml: cleanHtml(row.descriptionHtml),
    youtubeUrl: safeUrl(row.youtubeUrl),
    videoUrl: safeUrl(row.videoUrl),
    videoType: videoTypeOf(row),
    segmentCode: row.segmentCode,
    urlCode: row.urlCode,
    advertUrlCode: row.advertUrlCode,
    seoSlug: row.seoSlug,
    customCode: row.customCode,
    customApplyUrl: safeUrl(row.customApplyUrl),
    publishedAt: iso(row.publishedAt)!,
    applicationsCloseAt: iso(row.applicationsCloseAt),
    applicationsClosed: closedBy(row.applicationsCloseAt, now),
    internalOnly: row.internalOnly,
    isEoi: row.isEoi,
    numberOfPositions: row.numberOfPositions,
    currencyIso3: row.currencyIso3,
    salaryRange: row.salaryRange,
    salaryType: row.salaryType,
    minSalary: row.minSalary,
    maxSalary: row.maxSalary,
    specialties: row.specialties,
    keySellingPoints: [row.keyPoint1, row.keyPoint2, row.keyPoint3]
      .map((point) => point?.trim() ?? '')
      .filter((point) => point !== ''),
    category: row.category,
    subCategory: row.subCategory,
    salaryDescription: row.salaryDescription,
    destinationCode: row.destinationCode,
    strictJobPostEndDates: row.strictJobPostEndDates,
    postedFrom: iso(row.postedFrom),
    postedTo: iso(row.postedTo),
    internalPostedFrom: iso(row.internalPostedFrom),
    internalPostedTo: iso(row.internalPostedTo),
    internalApplicationsCloseAt: iso(row.internalApplicationsCloseAt),
    internalApplicationsClosed: closedBy(row.internalApplicationsCloseAt, now),
    publicPostedFrom: iso(row.publicPostedFrom),
    publicPostedTo: iso(row.publicPostedTo),
    publicApplicationsCloseAt: iso(row.publicApplicationsCloseAt),
    publicApplicationsClosed: closedBy(row.publicApplicationsCloseAt, now),
    relationship,
  };
}

/** The employer's preview of an advert, in the preview's own field names. */
export function toVacancyPreview(row: AdvertRow, now: Date): VacancyPreview {
  const {
    roleName,
    physicalLocation,
    numberOfPositions,
    currencyIso3,
    minSalary,
    maxSalary,
    keySellingPoints: _points,
    ...rest
  } = toAdvert(row, null, now);
  return {
    ...rest,
    jobTitle: roleName,
    location: physicalLocation,
    numOfPositions: numberOfPositions,
    currencyCode: currencyIso3,
    salaryMin: minSalary,
    salaryMax: maxSalary,
    keyPoint1: row.keyPoint1,
    keyPoint2: row.keyPoint2,
    keyPoint3: row.keyPoint3,
  };
}

/**
 * A document the portal keeps itself is named under this prefix (its file name is the last
 * part) and carries the key of its bytes in the file storage once they are written. Any other
 * address is the feed's own, linked as it is.
 */
export const STORED_DOCUMENT_PREFIX = '/talent/files/demo/';

/** The file name of a document the portal keeps, or null for a feed's own address. */
export function storedFileName(url: string): string | null {
  if (!url.startsWith(STORED_DOCUMENT_PREFIX)) return null;
  const name = url.slice(STORED_DOCUMENT_PREFIX.length);
  return /^[a-z0-9-]{1,150}\.pdf$/.test(name) ? name : null;
}

export function attachmentFileUrl(row: AdvertRow, fileName: string): string {
  const parts = [row.segmentCode, row.urlCode, fileName].map(encodeURIComponent);
  return `/api/jobsapi/careers/job-attachments/${parts.join('/')}`;
}

/** The documents to offer: a kept one once its bytes are stored, a feed's if its address is safe. */
export function toAttachments(row: AdvertRow): CareersAttachment[] {
  return (row.attachments ?? []).flatMap((attachment) => {
    const fileName = storedFileName(attachment.url);
    const url = fileName
      ? attachment.storageKey && attachmentFileUrl(row, fileName)
      : safeUrl(attachment.url);
    return url ? [{ name: attachment.name, type: attachment.type, url }] : [];
  });
}
