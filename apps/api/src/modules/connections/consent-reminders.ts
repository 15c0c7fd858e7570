// Consent has a life (spec 3 section 4, decision 023): a reminder mail goes out once per consent
// period, CONSENT_REMINDER_DAYS before the consent ends, with a signed one-press renewal link;
// the link renews the consent as My Communities' Renew-consent does. Runs on the job queue.
import { CONSENT_REMINDER_DAYS, CONSENT_RENEWAL_MESSAGES } from '@talent/contract';
import type { Database } from '@talent/db';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { defineJob, type JobQueue } from '../../jobs';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { TokenService } from '../../lib/tokens';
import { findConnection } from './connections.repo';
import { renewConsent } from './connections.service';
import { consentReminderMail } from './consent-reminder-mail';
import { claimDueReminders, releaseReminder, talentOfConnection } from './consent-reminders.repo';

export interface ConsentReminderDeps {
  db: Database;
  mailer: Mailer;
  tokens: TokenService;
  publicUrl: string;
  log?: FastifyBaseLogger;
}

const DAY_MS = 86_400_000;
const SCOPE = 'consent-renewal';
/** The link works through the reminder window and a while after the consent ends. */
const LINK_TTL_SECONDS = (CONSENT_REMINDER_DAYS + 30) * 86_400;
const BATCH = 100;
export const CONSENT_REMINDER_KIND = 'consent.reminders';

/** Dates as the app shows them (en-AU: day, short month, year). */
const CONSENT_DATE = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Sends every due reminder; each is claimed first, so none goes twice. */
export async function sendConsentReminders(deps: ConsentReminderDeps, now = new Date()) {
  const until = new Date(now.getTime() + CONSENT_REMINDER_DAYS * DAY_MS);
  let sent = 0;
  let failed = 0;
  for (;;) {
    const due = await claimDueReminders(deps.db, now, until, BATCH);
    for (const row of due) {
      try {
        const { accessToken } = await deps.tokens.issue(
          { sub: row.connectionId, scope: SCOPE },
          LINK_TTL_SECONDS,
        );
        await deps.mailer.send(
          consentReminderMail({
            to: row.email,
            fullName: row.fullName,
            companyName: row.companyName,
            expiryText: CONSENT_DATE.format(new Date(row.consentExpiry)),
            renewUrl: `${deps.publicUrl}/talent/connections/renew-consent?token=${accessToken}`,
            connectionsUrl: `${deps.publicUrl}/talent/connections`,
          }),
        );
        sent += 1;
      } catch (error) {
        failed += 1;
        deps.log?.warn({ err: error, connectionId: row.connectionId }, 'consent reminder not sent');
        await releaseReminder(deps.db, row.connectionId).catch(() => undefined);
      }
    }
    // A failed one is released and would be claimed again at once: the next run retries it.
    if (due.length < BATCH || failed > 0) break;
  }
  return { sent, failed };
}

/** The connection a renewal link is for: whose it is, and the connection as it stands. */
async function linkedConnection(deps: Pick<ConsentReminderDeps, 'db' | 'tokens'>, token: string) {
  const claims = await deps.tokens.verify(token, SCOPE);
  const talentId = claims && (await talentOfConnection(deps.db, claims.sub));
  const row = claims && talentId && (await findConnection(deps.db, talentId, claims.sub));
  if (!claims || !talentId || !row) {
    throw new AppError('BAD_REQUEST', CONSENT_RENEWAL_MESSAGES.linkInvalid);
  }
  return { talentId, row };
}

const renewal = (companyName: string, communityName: string, expiry: Date | string | null) => ({
  companyName,
  communityName,
  consentExpiry: expiry ? new Date(expiry).toISOString() : null,
});

/** What the renewal page shows before the press. */
export async function consentRenewalOf(
  deps: Pick<ConsentReminderDeps, 'db' | 'tokens'>,
  token: string,
) {
  const { row } = await linkedConnection(deps, token);
  return renewal(row.companyName, row.communityName, row.consentExpiry);
}

/** The press: renews the consent (a connection no longer Connected answers 409, as in the list). */
export async function renewConsentByLink(
  deps: Pick<ConsentReminderDeps, 'db' | 'tokens'>,
  token: string,
) {
  const { talentId, row } = await linkedConnection(deps, token);
  const renewed = await renewConsent(deps.db, talentId, row.id);
  return renewal(renewed.companyName, renewed.communityName, renewed.consentExpiry);
}

export function consentReminderJob(deps: ConsentReminderDeps) {
  return defineJob({
    kind: CONSENT_REMINDER_KIND,
    payload: z.object({}),
    maxAttempts: 3,
    backoff: { baseMs: 60_000, maxMs: 30 * 60_000 },
    async run(_payload, { log }) {
      const result = await sendConsentReminders({ ...deps, log });
      if (result.sent || result.failed) log.info(result, 'consent reminders');
      return result;
    },
  });
}

/** Checks for due reminders every hour, one run at a time across the app's processes. */
export function scheduleConsentReminders(queue: JobQueue, deps: ConsentReminderDeps): void {
  queue.schedule(consentReminderJob(deps), { everyMs: 60 * 60_000, payload: {} });
}
