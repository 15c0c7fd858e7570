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
import { searchableCommunities } from '../job-search/search-scope.repo';
import { renderAttachmentPdf } from './attachment-pdf';
import {
  type AdvertRow,
  findAdvertRow,
  findJobRef,
  type JobRefRow,
  resolveJobCode,
} from './careers.repo';
import {
  generatedFileName,
  isVisibleTo,
  toAdvert,
  toAttachments,
  toVacancyPreview,
} from './careers-advert';
import { isPreviewCode } from './preview-code';

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

/** A generated document of the advert (see careers-advert.ts), as PDF bytes. */
export async function jobAttachmentFile(
  db: Database,
  talentId: string | null,
  params: { segmentCode: string; urlCode: string; fileName: string },
): Promise<{ bytes: Uint8Array; name: string }> {
  const { row, advert } = await loadVisibleAdvert(db, talentId, params.segmentCode, params.urlCode);
  const attachment = (row.attachments ?? []).find(
    (a) => generatedFileName(a.url) === params.fileName,
  );
  if (!attachment) throw notFound(careersMessages.attachmentNotFound);
  const bytes = await renderAttachmentPdf(advert, {
    name: attachment.name,
    fileName: params.fileName,
  });
  return { bytes, name: attachment.name };
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
