// Job alerts (spec 3 sections 3-5 and 7): the talent's preferences, the search criteria the
// results page runs, and unsubscribing with the signed token of a digest mail.
import {
  type AlertPreferences,
  type AlertSearchCriteria,
  type alertPreferencesInputSchema,
  JOB_ALERT_MESSAGES,
  jobAlertFrequencySchema,
  savedLocationSchema,
} from '@talent/contract';
import type { Database } from '@talent/db';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { TokenService } from '../../lib/tokens';
import { scopeFor, searchableCommunities } from '../job-search';
import { DEFAULT_TIME_ZONE, firstDigestAt } from './digest-schedule';
import { disableAlerts, emailOfTalent, findJobAlert, saveJobAlert } from './job-alerts.repo';

export const UNSUBSCRIBE_SCOPE = 'job-alert-unsubscribe';
/** An unsubscribe link works this long after its mail was sent. */
export const UNSUBSCRIBE_TOKEN_TTL_SECONDS = 180 * 24 * 3600;

type Input = z.output<typeof alertPreferencesInputSchema>;

/** The stored search, as the criteria the results page and the digests run. */
export interface AlertCriteria {
  keywords: string;
  talentCommunities: string[];
  location: z.infer<typeof savedLocationSchema> | null;
  locationBounds: string | null;
  locationRadius: number | null;
  workTypes: number[];
  flexibleWorkOptions: number[];
}

export function criteriaOf(stored: Record<string, unknown>): AlertCriteria {
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  const location = savedLocationSchema.safeParse(stored.location);
  return {
    keywords: typeof stored.keywords === 'string' ? stored.keywords : '',
    talentCommunities: list(stored.talentCommunities).filter((v) => typeof v === 'string'),
    location: location.success ? location.data : null,
    locationBounds: typeof stored.locationBounds === 'string' ? stored.locationBounds : null,
    locationRadius: typeof stored.locationRadius === 'number' ? stored.locationRadius : null,
    workTypes: list(stored.workTypes).filter((v) => typeof v === 'number'),
    flexibleWorkOptions: list(stored.flexibleWorkOptions).filter((v) => typeof v === 'number'),
  };
}

const EMPTY: AlertPreferences = {
  keywords: '',
  talentCommunities: [],
  location: null,
  locationBounds: null,
  locationRadius: null,
  workTypes: [],
  flexibleWorkOptions: [],
  enableAlerts: false,
  frequency: null,
  timeZone: null,
  specified: false,
};

export async function alertPreferences(db: Database, talentId: string): Promise<AlertPreferences> {
  const row = await findJobAlert(db, talentId);
  if (!row) return EMPTY;
  const frequency = jobAlertFrequencySchema.safeParse(row.frequency);
  return {
    ...criteriaOf(row.criteria),
    enableAlerts: row.enableAlerts,
    frequency: frequency.success ? frequency.data : null,
    timeZone: row.timeZone,
    specified: true,
  };
}

export async function saveAlertPreferences(
  db: Database,
  talentId: string,
  input: Input,
  now = new Date(),
): Promise<AlertPreferences> {
  const criteria: AlertCriteria = {
    keywords: input.keywords,
    talentCommunities: input.talentCommunities,
    location: input.location ?? null,
    locationBounds: input.locationBounds ?? null,
    locationRadius: input.locationRadius ?? null,
    workTypes: input.workTypes,
    flexibleWorkOptions: input.flexibleWorkOptions,
  };
  await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const before = await findJobAlert(tx, talentId, { lock: true });
    const timeZone = input.timeZone ?? before?.timeZone ?? null;
    const frequency = input.enableAlerts ? (input.frequency ?? before?.frequency ?? 7) : null;
    const turnedOn = input.enableAlerts && !before?.enableAlerts;
    // Alerts on: the first digest the next morning, or the one already due stays due. The
    // window of new jobs starts when alerts are turned on (jobs already listed are not new).
    const nextDueAt = !input.enableAlerts
      ? null
      : turnedOn || !before?.nextDueAt || before.frequency !== frequency
        ? firstDigestAt(now, timeZone ?? DEFAULT_TIME_ZONE)
        : new Date(before.nextDueAt);
    await saveJobAlert(
      tx,
      {
        talentId,
        criteria: { ...criteria },
        enableAlerts: input.enableAlerts,
        frequency,
        timeZone,
        nextDueAt,
        ...(turnedOn ? { windowStart: now } : {}),
      },
      now,
    );
  });
  return alertPreferences(db, talentId);
}

/** GET alert-search-criteria: the saved search, and the communities its results may come from. */
export async function alertSearchCriteria(
  db: Database,
  talentId: string,
): Promise<AlertSearchCriteria> {
  const row = await findJobAlert(db, talentId);
  if (!row) {
    const searchable = await searchableCommunities(db, talentId);
    return { criteria: null, searchableSegmentCodes: searchable.map((c) => c.segmentCode) };
  }
  const criteria = criteriaOf(row.criteria);
  const [searchable, scope] = await Promise.all([
    searchableCommunities(db, talentId),
    scopeFor(db, talentId, criteria.talentCommunities),
  ]);
  const inScope = new Set(scope.communityIds);
  return {
    criteria,
    searchableSegmentCodes: searchable.filter((c) => inScope.has(c.id)).map((c) => c.segmentCode),
  };
}

export async function unsubscribeToken(tokens: TokenService, talentId: string): Promise<string> {
  const token = await tokens.issue(
    { sub: talentId, scope: UNSUBSCRIBE_SCOPE },
    UNSUBSCRIBE_TOKEN_TTL_SECONDS,
  );
  return token.accessToken;
}

/** Turns the talent's job alert mails off; the answer says which address stops getting them. */
export async function unsubscribe(
  db: Database,
  tokens: TokenService,
  token: string,
  now = new Date(),
): Promise<{ unsubscribed: true; email: string }> {
  const claims = await tokens.verify(token, UNSUBSCRIBE_SCOPE);
  const email = claims ? await emailOfTalent(db, claims.sub) : undefined;
  if (!claims || !email) throw new AppError('BAD_REQUEST', JOB_ALERT_MESSAGES.unsubscribeInvalid);
  await disableAlerts(db, claims.sub, now);
  return { unsubscribed: true, email };
}
