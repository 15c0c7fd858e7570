// Job alert digests (decision 022): each talent with alerts on gets, at their frequency and in
// their time zone's morning, one mail of the jobs added since their last digest that match
// their alert and were never sent to them. Two steps, so a restart loses and doubles nothing:
// preparing a batch of talents' digests (the jobs, the sent marks and the next due times) is one
// transaction; sending works through the prepared digests, each claimed by one sender and
// marked sent once the mail is handed over. The two run side by side. A talent with no new job
// gets no mail.
import { setTimeout as sleep } from 'node:timers/promises';
import { JOB_ALERT_DIGEST_MAX_JOBS } from '@talent/contract';
import type { Database } from '@talent/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { defineJob, type JobQueue } from '../../jobs';
import type { Mailer } from '../../lib/mailer';
import type { TokenService } from '../../lib/tokens';
import {
  argsFromCriteria,
  filtersForMany,
  type SearchFilters,
  type SearchScope,
  scopesFor,
  searchWhere,
} from '../job-search';
import { digestMail } from './digest-mail';
import { DEFAULT_TIME_ZONE, nextDigestAt, windowDays } from './digest-schedule';
import {
  advanceAlerts,
  claimDigests,
  claimDueAlerts,
  type DigestJob,
  type DigestSearch,
  type DigestToSend,
  digestJobs,
  insertDigests,
  markDigestSent,
  newMatchingJobs,
  releaseDigest,
} from './job-alerts.repo';
import { criteriaOf, unsubscribeToken } from './job-alerts.service';

export const DIGEST_KIND = 'job-alerts.digest';
const CHECK_EVERY_MS = 5 * 60_000;
const PREPARE_BATCH = 50;
/** Batches prepared at once (PostgreSQL runs them side by side). */
const PREPARERS = 2;
const SEND_BATCH = 50;
/** Batches of digests in hand at once: one is claimed and its jobs read while another sends. */
const SEND_LOOPS = 2;
/** Mails each batch sends at once. */
const SENDERS = 4;
/** While digests are being prepared and none is ready, the sender looks again this soon. */
const WAIT_FOR_PREPARED_MS = 50;
/** A digest claimed this long ago and never marked sent: its sender died; it is sent again. */
const STALE_CLAIM_MS = 15 * 60_000;

export interface DigestDeps {
  db: Database;
  mailer: Mailer;
  tokens: TokenService;
  /** The app's address (PUBLIC_URL) and the careers host, for the mail's links. */
  publicUrl: string;
  careersBaseUrl: string;
  log?: FastifyBaseLogger;
  /** Batches of talents prepared, and mails sent, at once (PostgreSQL runs them side by side). */
  concurrency?: number;
  /** Talents whose digests are prepared in one transaction. */
  prepareBatch?: number;
}

/**
 * Prepares the digests of up to `limit` due talents in one transaction (their alerts claimed and
 * locked, their searches run in one statement, their digests stored and their alerts advanced
 * together): how many alerts were due, and how many of the digests hold jobs.
 */
export async function prepareDigestBatch(
  db: Database,
  now: Date,
  limit: number,
): Promise<{ due: number; withJobs: number }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const alerts = await claimDueAlerts(tx, now, limit);
    if (!alerts.length) return { due: 0, withJobs: 0 };
    const argsList = alerts.map((alert) =>
      argsFromCriteria({ ...criteriaOf(alert.criteria), categories: [] }),
    );
    const scopes = await scopesFor(
      tx,
      alerts.map((alert, i) => ({
        talentId: alert.talentId,
        segmentCodes: argsList[i]?.segmentCodes,
      })),
    );
    const filters = await filtersForMany(tx, argsList);
    // An alert's roles are words, never a job's id: no id lookup, whose OR with the keyword
    // match would keep PostgreSQL off the search index. A search of a few ms gains nothing
    // from parallel workers, which cost more to start than it takes (bench/README.md).
    await tx.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
    const searches: DigestSearch[] = [];
    alerts.forEach((alert, i) => {
      const scope = scopes[i] as SearchScope;
      if (!scope.communityIds.length) return;
      const window = { start: new Date(alert.windowStart), end: now };
      // The window's days go to the search index with the keywords: it finds the jobs added
      // then, not every job the keywords ever matched, each to be read for its date.
      const addedDays = windowDays(window.start, window.end);
      searches.push({
        talentId: alert.talentId,
        where: searchWhere(
          scope,
          { ...(filters[i] as SearchFilters), jobId: null, addedDays },
          now,
        ),
        window,
      });
    });
    const found = await newMatchingJobs(tx, searches, JOB_ALERT_DIGEST_MAX_JOBS);
    const digests = [...found]
      .filter(([, f]) => f.count > 0)
      .map(([talentId, f]) => ({ talentId, jobIds: f.jobIds, jobCount: f.count }));
    await insertDigests(tx, digests, now);
    await advanceAlerts(
      tx,
      now,
      alerts.map((alert) => ({
        talentId: alert.talentId,
        nextDueAt: nextDigestAt(now, alert.frequency ?? 7, alert.timeZone ?? DEFAULT_TIME_ZONE),
      })),
    );
    return { due: alerts.length, withJobs: digests.length };
  });
}

async function inParallel<T>(items: T[], concurrency: number, run: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** Prepares every due digest, a batch of talents at a time; the answer is how many hold jobs. */
export async function prepareDueDigests(
  deps: Pick<DigestDeps, 'db' | 'concurrency' | 'prepareBatch'>,
  now: Date,
  signal?: AbortSignal,
): Promise<number> {
  const batch = deps.prepareBatch ?? PREPARE_BATCH;
  let prepared = 0;
  const preparer = async () => {
    while (!signal?.aborted) {
      const { due, withJobs } = await prepareDigestBatch(deps.db, now, batch);
      prepared += withJobs;
      if (due < batch) break;
    }
  };
  await Promise.all(Array.from({ length: deps.concurrency ?? PREPARERS }, preparer));
  return prepared;
}

/** One digest's mail, handed to the mailer and then marked sent. */
async function sendDigest(
  deps: DigestDeps,
  digest: DigestToSend,
  jobsById: Map<string, DigestJob>,
): Promise<void> {
  const jobs = digest.jobIds.flatMap((id) => jobsById.get(id) ?? []);
  const token = encodeURIComponent(await unsubscribeToken(deps.tokens, digest.talentId));
  const app = `${deps.publicUrl}/talent`;
  const mail = digestMail({
    fullName: digest.fullName,
    keywords: digest.keywords,
    jobs,
    jobCount: digest.jobCount,
    advertUrl: (job) =>
      `${deps.careersBaseUrl}/careers/${encodeURIComponent(job.segmentCode)}/job/${encodeURIComponent(job.urlCode)}/${encodeURIComponent(job.advertUrlCode)}/${encodeURIComponent(job.seoSlug)}?source=job-alert`,
    resultsUrl: `${app}/job-alerts/results`,
    preferencesUrl: `${app}/job-alerts/preferences`,
    unsubscribePageUrl: `${app}/job-alerts/unsubscribe?token=${token}`,
    oneClickUrl: `${deps.publicUrl}/api/job-alerts/unsubscribe?token=${token}`,
  });
  await deps.mailer.send({ to: digest.email, ...mail });
  await markDigestSent(deps.db, digest.id, new Date());
}

/**
 * Sends the prepared digests (also those of an earlier run that stopped); how many were sent.
 * While `preparing()` says more are being prepared, it waits for them instead of stopping.
 */
export async function sendPreparedDigests(
  deps: DigestDeps,
  now: Date,
  signal?: AbortSignal,
  preparing: () => boolean = () => false,
): Promise<{ sent: number; failed: number }> {
  const { db } = deps;
  let sent = 0;
  let failed = 0;
  // A digest whose mail failed goes back to pending: it is not tried again in this run.
  const failedIds: string[] = [];
  const sendBatches = async () => {
    for (;;) {
      if (signal?.aborted) break;
      const more = preparing();
      const claimed = await claimDigests(db, {
        now,
        staleBefore: new Date(now.getTime() - STALE_CLAIM_MS),
        limit: SEND_BATCH,
        skip: failedIds,
      });
      if (claimed.length === 0) {
        if (!more) break;
        await sleep(WAIT_FOR_PREPARED_MS, undefined, { signal }).catch(() => undefined);
        continue;
      }
      // The jobs of the whole batch in one read; each digest lists its own, newest first.
      const jobsById = new Map(
        (await digestJobs(db, [...new Set(claimed.flatMap((d) => d.jobIds))])).map((job) => [
          job.id,
          job,
        ]),
      );
      await inParallel(claimed, deps.concurrency ?? SENDERS, async (digest) => {
        try {
          await sendDigest(deps, digest, jobsById);
          sent += 1;
        } catch (error) {
          failed += 1;
          failedIds.push(digest.id);
          deps.log?.warn(
            { err: error, digestId: digest.id },
            'job alert digest not sent; retried next run',
          );
          await releaseDigest(db, digest.id).catch(() => undefined);
        }
      });
    }
  };
  // While one batch's mails go out, the next batch is claimed and its jobs read.
  await Promise.all(Array.from({ length: SEND_LOOPS }, sendBatches));
  return { sent, failed };
}

/**
 * One run: prepare what is due and send what is prepared, side by side (the searches keep the
 * database busy, the mails this process): each batch's mails go out while the next is prepared.
 */
export async function runDigests(deps: DigestDeps, now = new Date(), signal?: AbortSignal) {
  let preparing = true;
  const [prepared, { sent, failed }] = await Promise.all([
    prepareDueDigests(deps, now, signal).finally(() => {
      preparing = false;
    }),
    sendPreparedDigests(deps, now, signal, () => preparing),
  ]);
  return { prepared, sent, failed };
}

export function digestJob(deps: DigestDeps) {
  return defineJob({
    kind: DIGEST_KIND,
    payload: z.object({}),
    maxAttempts: 3,
    backoff: { baseMs: 30_000, maxMs: 10 * 60_000 },
    async run(_payload, { signal, log }) {
      const result = await runDigests({ ...deps, log }, new Date(), signal);
      if (result.prepared || result.sent || result.failed) log.info(result, 'job alert digests');
      return result;
    },
  });
}

/** Checks for due digests every 5 minutes, one run at a time across the app's processes. */
export function scheduleDigests(queue: JobQueue, deps: DigestDeps): void {
  queue.schedule(digestJob(deps), { everyMs: CHECK_EVERY_MS, payload: {} });
}
