// A company reads a talent's shared profile: only while the talent is Connected to one of its
// communities with consent in date (an expired consent shares nothing until it is renewed).
// Each read is a profile view, which the talent's dashboard counts.
import {
  COMPANY_TOKEN_TTL_SECONDS,
  COMPANY_API_MESSAGES as M,
  type ProfilePreview,
} from '@talent/contract';
import type { Database } from '@talent/db';
import { notFound } from '../../lib/errors';
import type { IssuedToken, TokenService } from '../../lib/tokens';
import { readProfilePreview } from '../business-card';
import { sharesProfileWith } from '../connections';
import {
  companyByCode,
  companyById,
  recordProfileView,
  talentIdOfProfile,
} from './company-api.repo';

export const COMPANY_SCOPE = 'company';

/** A bearer token for the company's calls, issued by an operator. */
export async function companyToken(
  db: Database,
  tokens: TokenService,
  companyCode: string,
): Promise<IssuedToken> {
  const company = await companyByCode(db, companyCode);
  if (!company) throw notFound(M.companyNotFound);
  return tokens.issue({ sub: company.id, scope: COMPANY_SCOPE }, COMPANY_TOKEN_TTL_SECONDS);
}

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
