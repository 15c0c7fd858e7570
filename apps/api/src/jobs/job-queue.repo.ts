// The only place with SQL for the background job queue. Every time is the database's (`now()`),
// so app processes whose clocks disagree still agree on leases and due times. Writes about a
// running job name the attempt they belong to: a worker whose lease lapsed and was taken over
// cannot overwrite what the new attempt does.
import { type Database, queryRows, schema, sqlArray } from '@talent/db';
import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';

const { backgroundJob } = schema;

export type BackgroundJobRow = typeof backgroundJob.$inferSelect;

/** A job as a worker takes it. `attempts` counts this attempt. */
export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

export interface JobError {
  message: string;
  attempt: number;
}

const FINISHED = ['done', 'failed'] as const;

/** now() plus some milliseconds, as SQL. */
const nowPlus = (ms: number): SQL => sql`now() + ${ms}::float8 * interval '1 millisecond'`;

const pendingWithKey = sql`${backgroundJob.state} in ('queued', 'running')`;

/**
 * Adds a job. With a singleton key, nothing is added while a queued or running job holds that
 * key (the answer is then null).
 */
export async function insertJob(
  db: Database,
  job: {
    kind: string;
    payload: unknown;
    maxAttempts: number;
    delayMs?: number;
    singletonKey?: string;
  },
): Promise<string | null> {
  const [row] = await db
    .insert(backgroundJob)
    .values({
      kind: job.kind,
      payload: job.payload,
      maxAttempts: job.maxAttempts,
      runAfter: nowPlus(job.delayMs ?? 0),
      singletonKey: job.singletonKey,
    })
    .onConflictDoNothing({ target: backgroundJob.singletonKey, where: pendingWithKey })
    .returning({ id: backgroundJob.id });
  return row?.id ?? null;
}

/**
 * A recurring job's next instance, unless one is already queued or running: due one interval
 * after the last instance finished, or now when there was none (or it is overdue).
 *
 * Processes check one schedule one at a time (an advisory lock on its key, held to the end of
 * the transaction). Without it, two processes could both find nothing pending; the first adds
 * the instance, its worker takes it and is finishing it while the second's insert runs, and
 * that insert, whose snapshot saw the instance running and not yet finished, finds no conflict
 * and adds a second instance due at once.
 *
 * The pending instance is then looked for with a row lock, in its own statement: when a worker
 * is finishing that instance at this moment, the lock waits for it and then sees it finished,
 * and the insert that follows (a new snapshot) reads its finishing time.
 */
export async function insertScheduledJob(
  db: Database,
  job: { kind: string; payload: unknown; maxAttempts: number; everyMs: number; key: string },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`job-schedule:${job.key}`}))`);
    const pending = await queryRows<{ id: string }>(
      tx,
      sql`SELECT id FROM ${backgroundJob}
          WHERE singleton_key = ${job.key} AND state in ('queued', 'running')
          FOR UPDATE`,
    );
    if (pending.length > 0) return null;
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO ${backgroundJob} (kind, payload, max_attempts, singleton_key, run_after)
          SELECT ${job.kind}, ${JSON.stringify(job.payload)}::jsonb, ${job.maxAttempts}, ${job.key},
            greatest(now(), coalesce(max(finished_at) + ${job.everyMs}::float8 * interval '1 millisecond', now()))
          FROM ${backgroundJob}
          WHERE singleton_key = ${job.key}
          ON CONFLICT (singleton_key) WHERE state in ('queued', 'running') DO NOTHING
          RETURNING id`,
    );
    return rows[0]?.id ?? null;
  });
}

/**
 * Takes up to `limit` jobs of the given kinds that are due, or running with a lapsed lease, in
 * one statement (one short transaction): rows another worker is taking at the same moment are
 * skipped, never waited for or taken twice.
 */
export async function claimJobs(
  db: Database,
  claim: { kinds: readonly string[]; limit: number; leaseMs: number },
): Promise<ClaimedJob[]> {
  if (claim.kinds.length === 0 || claim.limit < 1) return [];
  return queryRows<ClaimedJob>(
    db,
    sql`WITH picked AS MATERIALIZED (
          SELECT id FROM ${backgroundJob}
          WHERE kind = ANY(${sqlArray(claim.kinds)}::text[])
            AND ((state = 'queued' AND run_after <= now())
              OR (state = 'running' AND locked_until < now()))
          ORDER BY run_after, created_at
          LIMIT ${claim.limit}
          FOR UPDATE SKIP LOCKED
        )
        UPDATE ${backgroundJob} AS j
        SET state = 'running', attempts = j.attempts + 1, started_at = now(),
          locked_until = ${nowPlus(claim.leaseMs)}
        FROM picked
        WHERE j.id = picked.id
        RETURNING j.id, j.kind, j.payload, j.attempts, j.max_attempts AS "maxAttempts"`,
  );
}

const attemptOf = (id: string, attempt: number) =>
  and(
    eq(backgroundJob.id, id),
    eq(backgroundJob.state, 'running'),
    eq(backgroundJob.attempts, attempt),
  );

/** Extends a running attempt's lease; false when the attempt is no longer the job's. */
export async function renewLease(
  db: Database,
  lease: { id: string; attempt: number; leaseMs: number },
): Promise<boolean> {
  const rows = await db
    .update(backgroundJob)
    .set({ lockedUntil: nowPlus(lease.leaseMs) })
    .where(attemptOf(lease.id, lease.attempt))
    .returning({ id: backgroundJob.id });
  return rows.length > 0;
}

/** Records an attempt's success; false when the attempt is no longer the job's. */
export async function completeJob(
  db: Database,
  done: { id: string; attempt: number; result: unknown },
): Promise<boolean> {
  const rows = await db
    .update(backgroundJob)
    .set({
      state: 'done',
      result: done.result ?? null,
      lockedUntil: null,
      finishedAt: sql`now()`,
    })
    .where(attemptOf(done.id, done.attempt))
    .returning({ id: backgroundJob.id });
  return rows.length > 0;
}

/**
 * Records an attempt's failure: queued again after `retryInMs`, or failed for good when it is
 * undefined. False when the attempt is no longer the job's.
 */
export async function failAttempt(
  db: Database,
  failure: { id: string; attempt: number; error: JobError; retryInMs: number | undefined },
): Promise<boolean> {
  const retry = failure.retryInMs !== undefined;
  const rows = await db
    .update(backgroundJob)
    .set({
      state: retry ? 'queued' : 'failed',
      error: failure.error,
      lockedUntil: null,
      runAfter: retry ? nowPlus(failure.retryInMs ?? 0) : undefined,
      finishedAt: retry ? null : sql`now()`,
    })
    .where(attemptOf(failure.id, failure.attempt))
    .returning({ id: backgroundJob.id });
  return rows.length > 0;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The job with this id; null for an unknown id or one that is not a job id at all. */
export async function findJob(db: Database, id: string): Promise<BackgroundJobRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(backgroundJob).where(eq(backgroundJob.id, id));
  return row ?? null;
}

/** Removes the jobs that finished (done or failed) more than `olderThanMs` ago. */
export async function deleteFinishedJobs(db: Database, olderThanMs: number): Promise<number> {
  const rows = await db
    .delete(backgroundJob)
    .where(
      and(
        inArray(backgroundJob.state, [...FINISHED]),
        lt(backgroundJob.finishedAt, nowPlus(-olderThanMs)),
      ),
    )
    .returning({ id: backgroundJob.id });
  return rows.length;
}
