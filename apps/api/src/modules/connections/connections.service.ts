// Connection actions by status and data consent (spec 3 section 4). Accept, decline and ignore
// answer a company's request (by request id); reconnect, disconnect, renew consent and the job
// alerts toggle act on the connection (by id). Giving consent (accept, reconnect, renew,
// connecting from Find Communities) starts a new consent period of the community's length.
import {
  type Connection,
  type ConnectionJobAlertPreferences,
  type ConnectionJobAlertPreferencesResponse,
  type ConnectionStatus,
  CONNECTION_MESSAGES as M,
} from '@talent/contract';
import type { Database } from '@talent/db';
import { AppError, notFound } from '../../lib/errors';
import { companyLogoUrl } from '../branding';
import {
  type ConnectionRow,
  connectionIdOfRequest,
  deleteConnection,
  deleteRequest,
  deleteRequestsOf,
  findConnection,
  findConnectionOfCommunity,
  insertConnection,
  listConnections,
  saveJobAlertPreferences,
  updateConnection,
} from './connections.repo';
import {
  consentExpired,
  consentExpiresHuman,
  consentExpiresSoon,
  consentExpiryFrom,
} from './consent';

const toDate = (value: Date | string | null): Date | null =>
  value === null ? null : new Date(value);
const iso = (value: Date | string | null) => toDate(value)?.toISOString() ?? null;

export function toConnection(row: ConnectionRow, now: Date): Connection {
  const expiry = toDate(row.consentExpiry);
  const logo = companyLogoUrl(row);
  const internal = row.relationship === 'internal';
  return {
    id: row.id,
    companyName: row.companyName,
    companyLogoSrc: logo,
    companyLogoSrc2x: logo,
    communityName: row.communityName,
    segmentCode: row.segmentCode,
    statusName: row.statusName,
    relationship: row.relationship,
    showJobAlertsConfig: internal && row.statusName === 'Connected',
    jobAlertsPreferencesSpecified: row.jobAlertPreferencesAt !== null,
    jobAlertsEnabled: row.jobAlertsEnabled,
    initiallyConnectedAt: iso(row.initiallyConnectedAt),
    consentExpiry: iso(row.consentExpiry),
    consentExpiresHuman: consentExpiresHuman(expiry, now),
    consentExpiresSoon: consentExpiresSoon(expiry, now),
    profileShared: row.statusName === 'Connected' && !consentExpired(expiry, now),
    requests: (row.requestIds ?? []).map((id) => ({ id })),
  };
}

export async function connections(db: Database, talentId: string, now = new Date()) {
  const rows = await listConnections(db, talentId);
  return { connections: rows.map((row) => toConnection(row, now)) };
}

type Action = 'accept' | 'decline' | 'ignore' | 'reconnect' | 'disconnect' | 'renew' | 'alerts';

/** The statuses each action applies to (spec 3 section 4's actions by status). */
const ALLOWED: Record<Action, readonly ConnectionStatus[]> = {
  accept: ['New', 'Pending', 'Declined'],
  decline: ['New', 'Pending'],
  ignore: ['New', 'Pending', 'Declined'],
  reconnect: ['On Hold'],
  disconnect: ['Connected'],
  renew: ['Connected'],
  alerts: ['Connected'],
};

const PAST: Record<Action, string> = {
  accept: 'accepted',
  decline: 'declined',
  ignore: 'ignored',
  reconnect: 'reconnected',
  disconnect: 'disconnected',
  renew: 'renewed',
  alerts: 'given job alerts',
};

function assertAllowed(row: ConnectionRow, action: Action): void {
  if (!ALLOWED[action].includes(row.statusName)) {
    throw new AppError('CONFLICT', M.notAllowed(PAST[action], row.statusName));
  }
}

/** Runs `change` on the talent's connection, locked for the transaction. */
async function withConnection<T>(
  db: Database,
  talentId: string,
  id: string,
  change: (tx: Database, row: ConnectionRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const row = await findConnection(tx, talentId, id, { lock: true });
    if (!row) throw notFound(M.notFound);
    return change(tx, row);
  });
}

async function reread(db: Database, talentId: string, id: string, now: Date) {
  const row = await findConnection(db, talentId, id);
  if (!row) throw notFound(M.notFound);
  return toConnection(row, now);
}

/** Consent given now: Connected, a new consent period, the first connection date kept. */
function consentGiven(row: ConnectionRow, now: Date) {
  return {
    statusName: 'Connected' as const,
    consentExpiry: consentExpiryFrom(now, row.consentPeriodMonths),
    initiallyConnectedAt: now,
  };
}

async function requestConnection(db: Database, talentId: string, requestId: string) {
  const id = await connectionIdOfRequest(db, talentId, requestId);
  if (!id) throw notFound(M.requestNotFound);
  return id;
}

export async function acceptRequest(
  db: Database,
  talentId: string,
  requestId: string,
  now = new Date(),
): Promise<Connection> {
  const id = await requestConnection(db, talentId, requestId);
  await withConnection(db, talentId, id, async (tx, row) => {
    assertAllowed(row, 'accept');
    await updateConnection(tx, talentId, id, consentGiven(row, now));
    await deleteRequest(tx, requestId);
  });
  return reread(db, talentId, id, now);
}

export async function declineRequest(
  db: Database,
  talentId: string,
  requestId: string,
  now = new Date(),
): Promise<Connection> {
  const id = await requestConnection(db, talentId, requestId);
  await withConnection(db, talentId, id, async (tx, row) => {
    assertAllowed(row, 'decline');
    // The request stays: a declined connection can still be accepted from it.
    await updateConnection(tx, talentId, id, { statusName: 'Declined' });
  });
  return reread(db, talentId, id, now);
}

/** Ignoring a request removes it and the unanswered connection from the list. */
export async function ignoreRequest(
  db: Database,
  talentId: string,
  requestId: string,
): Promise<void> {
  const id = await requestConnection(db, talentId, requestId);
  await withConnection(db, talentId, id, async (tx, row) => {
    assertAllowed(row, 'ignore');
    await deleteConnection(tx, talentId, id);
  });
}

export async function reconnect(
  db: Database,
  talentId: string,
  id: string,
  now = new Date(),
): Promise<Connection> {
  await withConnection(db, talentId, id, async (tx, row) => {
    assertAllowed(row, 'reconnect');
    await updateConnection(tx, talentId, id, consentGiven(row, now));
    await deleteRequestsOf(tx, id);
  });
  return reread(db, talentId, id, now);
}

/** Disconnecting withdraws consent: the connection is removed and nothing more is shared. */
export async function disconnect(db: Database, talentId: string, id: string): Promise<void> {
  await withConnection(db, talentId, id, async (tx, row) => {
    assertAllowed(row, 'disconnect');
    await deleteConnection(tx, talentId, id);
  });
}

export async function renewConsent(
  db: Database,
  talentId: string,
  id: string,
  now = new Date(),
): Promise<Connection> {
  await withConnection(db, talentId, id, async (tx, row) => {
    assertAllowed(row, 'renew');
    await updateConnection(tx, talentId, id, {
      consentExpiry: consentExpiryFrom(now, row.consentPeriodMonths),
    });
  });
  return reread(db, talentId, id, now);
}

/** The job alerts toggle: 406 when enabling before the preferences are set (spec 3 section 4). */
export async function setJobAlerts(
  db: Database,
  talentId: string,
  id: string,
  enabled: boolean,
  now = new Date(),
): Promise<Connection> {
  await withConnection(db, talentId, id, async (tx, row) => {
    assertAllowed(row, 'alerts');
    if (row.relationship !== 'internal') throw new AppError('CONFLICT', M.jobAlertsNotOffered);
    if (enabled && row.jobAlertPreferencesAt === null) {
      throw new AppError('NOT_ACCEPTABLE', M.jobAlertPreferencesRequired);
    }
    await updateConnection(tx, talentId, id, { jobAlertsEnabled: enabled });
  });
  return reread(db, talentId, id, now);
}

function toPreferences(row: ConnectionRow): ConnectionJobAlertPreferencesResponse {
  const frequency = row.jobAlertFrequency;
  return {
    companyName: row.companyName,
    keywords: row.jobAlertKeywords ?? '',
    enableAlerts: row.jobAlertsEnabled,
    frequency: frequency === 1 || frequency === 7 || frequency === 30 ? frequency : null,
    specified: row.jobAlertPreferencesAt !== null,
  };
}

export async function jobAlertPreferences(
  db: Database,
  talentId: string,
  id: string,
): Promise<ConnectionJobAlertPreferencesResponse> {
  const row = await findConnection(db, talentId, id);
  if (!row) throw notFound(M.notFound);
  return toPreferences(row);
}

export async function updateJobAlertPreferences(
  db: Database,
  talentId: string,
  id: string,
  body: ConnectionJobAlertPreferences,
  now = new Date(),
): Promise<ConnectionJobAlertPreferencesResponse> {
  await withConnection(db, talentId, id, async (tx, row) => {
    assertAllowed(row, 'alerts');
    if (row.relationship !== 'internal') throw new AppError('CONFLICT', M.jobAlertsNotOffered);
    await saveJobAlertPreferences(
      tx,
      talentId,
      id,
      {
        keywords: body.keywords,
        enableAlerts: body.enableAlerts,
        frequency: body.enableAlerts ? (body.frequency ?? 7) : null,
      },
      now,
    );
  });
  return jobAlertPreferences(db, talentId, id);
}

/**
 * Connecting to a community from Find Communities: a new connection, or the existing one
 * accepted or reconnected. Already connected: unchanged.
 */
export async function connectToCommunity(
  db: Database,
  talentId: string,
  community: { id: string; consentPeriodMonths: number },
  now = new Date(),
): Promise<Connection> {
  const existing = await findConnectionOfCommunity(db, talentId, community.id);
  if (!existing) {
    const id = await insertConnection(
      db,
      talentId,
      community.id,
      now,
      consentExpiryFrom(now, community.consentPeriodMonths),
    );
    return reread(db, talentId, id, now);
  }
  if (existing.statusName !== 'Connected') {
    await withConnection(db, talentId, existing.id, async (tx, row) => {
      if (row.statusName === 'Connected') return;
      await updateConnection(tx, talentId, row.id, consentGiven(row, now));
      await deleteRequestsOf(tx, row.id);
    });
  }
  return reread(db, talentId, existing.id, now);
}
