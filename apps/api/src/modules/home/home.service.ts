// The home dashboard's rules (spec 3 sections 2 and 3): which arrival messages to show, and the
// dashboard status (stats and profile completion) of the session's talent.
import {
  ARRIVAL_MESSAGE_DAYS,
  type ArrivalMessage,
  type DashboardStatus,
  formOfEntry,
  isLicenceForm,
  NEW_SIGNUP_DAYS,
} from '@talent/contract';
import type { Database } from '@talent/db';
import { notFound } from '../../lib/errors';
import { companyLogoUrl } from '../branding';
import {
  dashboardStats,
  latestConnectedCompany,
  listInvitations,
  listSubmittedApplications,
  readProfile,
  talentCreatedAt,
} from './home.repo';
import { profileCompletion } from './profile-completion';

const DAY_MS = 86_400_000;
/** Wide enough for any JavaScript date's epoch milliseconds (at most 8.64e15, 16 digits). */
const EPOCH_DIGITS = 16;

/**
 * A connection message id: the request's arrival time as zero-padded epoch milliseconds, '-',
 * the request id. The web app hides every message up to the last one dismissed by comparing ids
 * as strings, so the ids must sort as strings in the order the requests arrived; the request id
 * breaks ties within a millisecond and makes the id unique.
 */
export function connectionMessageId(requestedAt: Date, requestId: string): string {
  return `${String(requestedAt.getTime()).padStart(EPOCH_DIGITS, '0')}-${requestId}`;
}

export async function arrivalMessage(
  db: Database,
  talentId: string,
  options: { jobMatchingEnabled: boolean; now?: Date },
): Promise<ArrivalMessage> {
  const now = options.now ?? new Date();
  const since = new Date(now.getTime() - ARRIVAL_MESSAGE_DAYS * DAY_MS);
  const createdAt = await talentCreatedAt(db, talentId);
  if (!createdAt) throw notFound('Talent not found');
  const invitations = await listInvitations(db, talentId, since);
  const applications = await listSubmittedApplications(db, talentId, since);
  const connected = options.jobMatchingEnabled ? await latestConnectedCompany(db, talentId) : null;
  return {
    isNewSignup: now.getTime() - createdAt.getTime() < NEW_SIGNUP_DAYS * DAY_MS,
    connections: invitations
      .map((row) => ({
        id: connectionMessageId(new Date(row.requestedAt), row.requestId),
        companyName: row.companyName,
      }))
      // The database keeps microseconds: sort by the id itself, so the order is the ids' order.
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    jobs: applications.map(({ id, roleName, companyName }) => ({ id, roleName, companyName })),
    jobMatching: connected
      ? { companyName: connected.companyName, companyLogoUrl: companyLogoUrl(connected) }
      : null,
  };
}

export async function dashboardStatus(db: Database, talentId: string): Promise<DashboardStatus> {
  const profile = await readProfile(db, talentId);
  if (!profile) throw notFound('Talent not found');
  const stats = await dashboardStats(db, talentId);
  const { qualifications, ...rest } = profile;
  // Licences are told from other qualifications as the profile's two lists tell them.
  const licence = (q: { typeId: number; category: number }) =>
    isLicenceForm(formOfEntry(q.typeId, q.category));
  const licenceCount = (qualifications ?? []).filter(licence).length;
  return {
    stats,
    progress: profileCompletion({
      ...rest,
      qualificationCount: (qualifications ?? []).length - licenceCount,
      licenceCount,
    }),
  };
}
