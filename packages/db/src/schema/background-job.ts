// The background job queue (decision 011): one row per job, taken by the app processes' workers
// with `FOR UPDATE SKIP LOCKED`. A running job holds a lease (`locked_until`) that its worker
// renews; when the worker's process dies the lease lapses and another worker takes the job again.
// Called "background job" here because a "job" in this schema is a job advert.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const BACKGROUND_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type BackgroundJobState = (typeof BACKGROUND_JOB_STATES)[number];

export const backgroundJob = pgTable(
  'background_job',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** Which handler runs it, e.g. `catalogue.import`. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    state: text('state', { enum: BACKGROUND_JOB_STATES }).notNull().default('queued'),
    /** Attempts started so far (a lapsed lease taken again counts as a new one). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Not taken before this moment: a delay, a retry's back-off or a schedule's next run. */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** While running: the lease; past it, the job is taken again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** At most one queued or running job holds a key: a schedule's one pending instance. */
    singletonKey: text('singleton_key'),
    result: jsonb('result').$type<unknown>(),
    /** The last failed attempt's `{ message, attempt }`. */
    error: jsonb('error').$type<{ message: string; attempt: number }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('background_job_state_check', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
    index('background_job_due_idx').on(t.runAfter).where(sql`${t.state} = 'queued'`),
    index('background_job_lease_idx').on(t.lockedUntil).where(sql`${t.state} = 'running'`),
    index('background_job_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.state} in ('done', 'failed')`),
    uniqueIndex('background_job_singleton_idx')
      .on(t.singletonKey)
      .where(sql`${t.state} in ('queued', 'running')`),
  ],
);
