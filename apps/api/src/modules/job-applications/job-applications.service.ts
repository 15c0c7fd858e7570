// Applying with the profile and withdrawing (spec 3: application states). A talent applies for
// a platform advert they can see while it takes applications; an advert with its own apply
// address takes applications there. Re-applying after withdrawing submits again.
import {
  type ApplyForJobBody,
  advertCloseDate,
  careersMessages,
  type JobApplication,
} from '@talent/contract';
import type { Database } from '@talent/db';
import { AppError, notFound } from '../../lib/errors';
import { loadVisibleAdvert } from '../careers';
import {
  type ApplicationRow,
  findApplication,
  listApplications,
  submitApplication,
  withdrawApplication,
} from './job-applications.repo';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toJobApplication(row: ApplicationRow): JobApplication {
  return {
    id: row.id,
    state: row.state,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    job: {
      roleName: row.roleName,
      companyName: row.companyName,
      companyCode: row.companyCode,
      segmentCode: row.segmentCode,
      urlCode: row.urlCode,
      advertUrlCode: row.advertUrlCode,
      seoSlug: row.seoSlug,
      workType: row.workType,
      physicalLocation: row.physicalLocation,
    },
  };
}

export async function jobApplications(
  db: Database,
  talentId: string,
  filter: { segmentCode?: string; urlCode?: string },
): Promise<JobApplication[]> {
  return (await listApplications(db, talentId, filter)).map(toJobApplication);
}

export async function applyForJob(
  db: Database,
  talentId: string,
  body: ApplyForJobBody,
  now = new Date(),
): Promise<{ application: JobApplication; created: boolean }> {
  const { row, advert, relationship } = await loadVisibleAdvert(
    db,
    talentId,
    body.segmentCode,
    body.urlCode,
    now,
  );
  if (advert.customApplyUrl || advert.source !== 1)
    throw new AppError('CONFLICT', careersMessages.externalApply);
  if (advertCloseDate(advert, relationship).closed)
    throw new AppError('CONFLICT', careersMessages.applicationsClosed);
  const submitted = await submitApplication(db, talentId, row.id, now);
  if (!submitted) throw new AppError('CONFLICT', careersMessages.alreadyApplied);
  const application = await findApplication(db, talentId, submitted.id);
  return { application: toJobApplication(application!), created: submitted.inserted };
}

export async function withdrawJobApplication(
  db: Database,
  talentId: string,
  id: string,
  now = new Date(),
): Promise<JobApplication> {
  const withdrawn = await withdrawApplication(db, talentId, id, now);
  const application = await findApplication(db, talentId, id);
  // Another talent's application reads as missing, never as forbidden.
  if (!application) throw notFound(careersMessages.applicationNotFound);
  if (!withdrawn) throw new AppError('CONFLICT', careersMessages.notWithdrawable);
  return toJobApplication(application);
}
