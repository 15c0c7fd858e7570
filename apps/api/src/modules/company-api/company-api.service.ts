// A company reads a talent's shared profile: only while the talent is Connected to one of its
// communities with consent in date (an expired consent shares nothing until it is renewed).
// Each read is a profile view, which the talent's dashboard counts.
import { COMPANY_API_MESSAGES as M, type ProfilePreview } from '@talent/contract';
import type { Database } from '@talent/db';
import { notFound } from '../../lib/errors';
import { readProfilePreview } from '../business-card';
import { sharesProfileWith } from '../connections';
import { companyById, recordProfileView, talentIdOfProfile } from './company-api.repo';

export async function sharedProfile(
  db: Database,
  companyId: string,
  profileCode: string,
  now = new Date(),
): Promise<ProfilePreview> {
  const company = await companyById(db, companyId);
  if (!company) throw notFound(M.companyNotFound);
  const talentId = await talentIdOfProfile(db, profileCode);
  // One answer for a profile that does not exist and one not shared: neither is the company's.
  if (!talentId || !(await sharesProfileWith(db, talentId, companyId, now))) {
    throw notFound(M.profileNotShared);
  }
  await recordProfileView(db, talentId, companyId, now);
  return readProfilePreview(db, talentId, 'connections');
}
