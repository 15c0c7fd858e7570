// The job advert use cases: read an advert as its viewer may see it, its documents, the job a
// URL names, and the employer's preview. Employee or public comes from the talent's
// connections (relationship 'internal' means an employee).
import {
  type AdvertRelationship,
  type CareersAttachment,
  type CareersJobAdvert,
  type CareersJobRef,
  careersAdvertPath,
  careersMessages,
  type VacancyPreview,
} from '@talent/contract';
import type { Database } from '@talent/db';
import { AppError, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/file-storage';
import { searchableCommunities } from '../job-search';
import { advertPageHtml } from './advert-page';
import {
  type AdvertRow,
  findAdvertRow,
  findAdvertsWithUnstoredDocuments,
  findJobRef,
  findOpenPublicAdverts,
  type JobRefRow,
  resolveJobCode,
  setAttachmentStorageKey,
} from './careers.repo';
import {
  isVisibleTo,
  STORED_DOCUMENT_PREFIX,
  storedFileName,
  toAdvert,
  toAttachments,
  toVacancyPreview,
} from './careers-advert';
import { isPreviewCode } from './preview-code';

/** The careers address of an advert page, with the parts that name the job. */
const ADVERT_PAGE_PATH = /^\/talent\/careers\/([^/]+)\/job\/([^/]+)(?:\/[^/]+){0,2}\/?$/;

const decoded = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
};

/**
 * The advert a page address names, as a visitor sees it, with its canonical address; null when
 * the address names no advert a visitor may read (the app then shows its own answer).
 */
export async function publicAdvertPage(
  db: Database,
  origin: string,
  path: string,
): Promise<{ advert: CareersJobAdvert; url: string } | null> {
  const match = ADVERT_PAGE_PATH.exec(path);
  const segmentCode = match?.[1] ? decoded(match[1]) : null;
  const urlCode = match?.[2] ? decoded(match[2]) : null;
  if (!segmentCode || !urlCode || segmentCode.length > 100 || urlCode.length > 50) return null;
  try {
    const { advert } = await loadVisibleAdvert(db, null, segmentCode, urlCode);
    return { advert, url: new URL(`/talent/${careersAdvertPath(advert)}`, origin).toString() };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/** The app's page for this address with the advert it names in it, or null (see advert-page.ts). */
export async function advertPageFor(
  db: Database,
  origin: string,
  path: string,
  indexHtml: string,
): Promise<string | null> {
  const page = await publicAdvertPage(db, origin, path);
  return page ? advertPageHtml(indexHtml, page.advert, { advert: page.url, origin }) : null;
}

/** The sitemaps protocol's limit of addresses in one file. */
export const SITEMAP_LIMIT = 50_000;

/** The open public adverts' addresses for the sitemap, with when each was published. */
export async function sitemapAdverts(
  db: Database,
  origin: string,
  now = new Date(),
): Promise<{ url: string; lastModified: string }[]> {
  const rows = await findOpenPublicAdverts(db, now, SITEMAP_LIMIT);
  return rows.map((row) => ({
    url: new URL(`/talent/${careersAdvertPath(row)}`, origin).toString(),
    lastModified: new Date(row.publishedAt).toISOString(),
  }));
}

/** Employee where the talent's connection (or one above the community) is internal. */
export async function relationshipTo(
  db: Database,
  talentId: string | null,
  communityId: string,
): Promise<AdvertRelationship> {
  if (!talentId) return null;
  const communities = await searchableCommunities(db, talentId);
  return communities.some((c) => c.id === communityId && c.internal) ? 'employee' : 'public';
}

export interface VisibleAdvert {
  row: AdvertRow;
  relationship: AdvertRelationship;
  advert: CareersJobAdvert;
}

/** The advert if this viewer may see it; otherwise 'Job description not available' (404). */
export async function loadVisibleAdvert(
  db: Database,
  talentId: string | null,
  segmentCode: string,
  urlCode: string,
  now = new Date(),
): Promise<VisibleAdvert> {
  const row = await findAdvertRow(db, segmentCode, urlCode);
  if (!row) throw notFound(careersMessages.jobNotFound);
  const relationship = await relationshipTo(db, talentId, row.communityId);
  if (!isVisibleTo(row, relationship, now)) throw notFound(careersMessages.jobNotFound);
  return { row, relationship, advert: toAdvert(row, relationship, now) };
}

export async function jobAttachments(
  db: Database,
  talentId: string | null,
  segmentCode: string,
  urlCode: string,
): Promise<CareersAttachment[]> {
  const { row } = await loadVisibleAdvert(db, talentId, segmentCode, urlCode);
  return toAttachments(row);
}

/** A document of the advert that the portal keeps (see careers-advert.ts), as stored. */
export async function jobAttachmentFile(
  db: Database,
  storage: FileStorage,
  talentId: string | null,
  params: { segmentCode: string; urlCode: string; fileName: string },
): Promise<{ bytes: Uint8Array; name: string }> {
  const { row } = await loadVisibleAdvert(db, talentId, params.segmentCode, params.urlCode);
  const attachment = (row.attachments ?? []).find(
    (a) => a.storageKey && storedFileName(a.url) === params.fileName,
  );
  if (!attachment?.storageKey) throw notFound(careersMessages.attachmentNotFound);
  const bytes = await storage.get(attachment.storageKey).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw notFound(careersMessages.attachmentNotFound);
    throw error;
  });
  return { bytes, name: attachment.name };
}

/** A document an advert lists for the portal to keep, whose bytes are not stored yet. */
export interface UnstoredDocument {
  jobId: string;
  /** The advert as the public sees it: what the document is written from. */
  advert: CareersJobAdvert;
  name: string;
  fileName: string;
  url: string;
}

/** Up to `limit` documents to write (see storeJobDocument). */
export async function unstoredJobDocuments(
  db: Database,
  limit: number,
  now = new Date(),
): Promise<UnstoredDocument[]> {
  const rows = await findAdvertsWithUnstoredDocuments(db, STORED_DOCUMENT_PREFIX, limit);
  return rows.flatMap((row) => {
    const advert = toAdvert(row, 'public', now);
    return (row.attachments ?? []).flatMap((attachment) => {
      const fileName = storedFileName(attachment.url);
      if (!fileName || attachment.storageKey) return [];
      return [{ jobId: row.id, advert, name: attachment.name, fileName, url: attachment.url }];
    });
  });
}

/** Stores a document's bytes and records them on its job: from then on it is served. */
export async function storeJobDocument(
  db: Database,
  storage: FileStorage,
  document: Pick<UnstoredDocument, 'jobId' | 'url'>,
  bytes: Uint8Array,
): Promise<void> {
  const key = await storage.put(bytes);
  await setAttachmentStorageKey(db, document.jobId, document.url, key);
}

const toRef = (row: JobRefRow): CareersJobRef => ({ ...row, path: careersAdvertPath(row) });

export async function resolveJobUrl(
  db: Database,
  segmentCode: string,
  code: string,
): Promise<CareersJobRef> {
  const row = await resolveJobCode(db, segmentCode, code);
  if (!row) throw notFound(careersMessages.jobNotFound);
  return toRef(row);
}

export async function jobRef(
  db: Database,
  ref: { urlCode: string; companyCode?: string; advertUrlCode?: string },
): Promise<CareersJobRef> {
  const row = await findJobRef(db, ref);
  if (!row) throw notFound(careersMessages.jobNotFound);
  return toRef(row);
}

/**
 * The employer's preview: the link's code proves the employer platform made it (see
 * preview-code.ts), so it may show an advert before it is published or one that is internal
 * only.
 */
export async function vacancyPreview(
  db: Database,
  secret: string,
  params: { segmentCode: string; urlCode: string; previewCode: string },
  now = new Date(),
): Promise<VacancyPreview> {
  const row = await findAdvertRow(db, params.segmentCode, params.urlCode);
  if (!row || !isPreviewCode(secret, row.id, params.previewCode))
    throw new AppError('NOT_FOUND', careersMessages.previewInvalid);
  return toVacancyPreview(row, now);
}
