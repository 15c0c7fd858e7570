// The background job queue (decision 011): a table in the app's database, so jobs survive a
// restart and several app processes share the work. The app registers its kinds of job, enqueues
// them and reads their state here; each process runs one worker (job-worker.ts) from the app's
// start to its close.
import type { Database } from '@talent/db';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { defineJob, type JobDefinition } from './job-definition';
import {
  type BackgroundJobRow,
  deleteFinishedJobs,
  findJob,
  insertJob,
  insertScheduledJob,
} from './job-queue.repo';
import { JobWorker } from './job-worker';
import { DEFAULT_MAX_ATTEMPTS } from './retry-policy';

export interface JobQueueOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** How long an idle worker waits before looking for work again (default 5 s). */
  pollIntervalMs?: number;
  /** Jobs one process runs at a time (default 2). */
  concurrency?: number;
  /** A running job is taken again this long after its worker last renewed it (default 60 s). */
  leaseMs?: number;
  /** How long closing the app waits for running jobs (default 10 s). */
  stopGraceMs?: number;
  /** Finished jobs (done or failed) are kept this long for their results (default 7 days). */
  keepFinishedMs?: number;
}

export interface JobQueue {
  /** Lets this process's worker run jobs of this kind. Before `start()`. */
  register<Payload, Result>(definition: JobDefinition<Payload, Result>): void;
  /** Adds a job; the answer is its id. */
  enqueue<Payload>(
    definition: JobDefinition<Payload, unknown>,
    payload: Payload,
    options?: { delayMs?: number },
  ): Promise<string>;
  /**
   * Adds a job unless a queued or running one holds the same key (default: the kind), even when
   * several processes try at once; null when one does. `within`: a transaction of the caller's,
   * so the job is added together with the rows it is about (or not at all).
   */
  enqueueUnlessPending<Payload>(
    definition: JobDefinition<Payload, unknown>,
    payload: Payload,
    options?: { key?: string; delayMs?: number; within?: Database },
  ): Promise<string | null>;
  /**
   * Runs a kind every `everyMs` (registering it when it is not yet): one pending instance at a
   * time across all processes, the next due one interval after the last finished. Before
   * `start()`.
   */
  schedule<Payload>(
    definition: JobDefinition<Payload, unknown>,
    recurrence: { everyMs: number; payload: Payload },
  ): void;
  find(id: string): Promise<BackgroundJobRow | null>;
  start(): void;
  /** Takes no more jobs and waits (up to the grace period) for the running ones. */
  stop(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Besides at start and after each run, schedules are checked this often (a crash in between). */
const SCHEDULE_CHECK_MS = 60_000;

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, log } = options;
  const definitions = new Map<string, JobDefinition>();
  const schedules = new Map<string, { everyMs: number; payload: unknown }>();
  let lastScheduleCheck = Number.NEGATIVE_INFINITY;

  const ensureScheduled = async (kind: string) => {
    const schedule = schedules.get(kind);
    const definition = definitions.get(kind);
    if (!schedule || !definition) return;
    await insertScheduledJob(db, {
      kind,
      payload: schedule.payload,
      maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      everyMs: schedule.everyMs,
      key: kind,
    });
  };

  const worker = new JobWorker({
    db,
    log,
    definitions,
    pollIntervalMs: options.pollIntervalMs ?? 5000,
    concurrency: options.concurrency ?? 2,
    leaseMs: options.leaseMs ?? 60_000,
    stopGraceMs: options.stopGraceMs ?? 10_000,
    onSettled: ensureScheduled,
    beforePoll: async () => {
      if (schedules.size === 0 || Date.now() - lastScheduleCheck < SCHEDULE_CHECK_MS) return;
      lastScheduleCheck = Date.now();
      for (const kind of schedules.keys()) await ensureScheduled(kind);
    },
  });

  /** Adds a job (at most one pending per singleton key) and wakes this process's worker for it. */
  const add = async (
    definition: JobDefinition<unknown, unknown>,
    payload: unknown,
    delayMs: number | undefined,
    singletonKey?: string,
    within: Database = db,
  ) => {
    const id = await insertJob(within, {
      kind: definition.kind,
      payload: definition.payload.parse(payload),
      maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      delayMs,
      ...(singletonKey ? { singletonKey } : {}),
    });
    if (id && !delayMs && definitions.has(definition.kind)) worker.nudge();
    return id;
  };

  const queue: JobQueue = {
    register(definition) {
      if (definitions.has(definition.kind)) {
        throw new Error(`A job of kind ${definition.kind} is already registered`);
      }
      definitions.set(definition.kind, definition as JobDefinition);
    },
    async enqueue(definition, payload, enqueueOptions = {}) {
      const id = await add(definition, payload, enqueueOptions.delayMs);
      if (!id) throw new Error('The job was not added');
      return id;
    },
    async enqueueUnlessPending(definition, payload, enqueueOptions = {}) {
      const id = await add(
        definition,
        payload,
        enqueueOptions.delayMs,
        enqueueOptions.key ?? definition.kind,
        enqueueOptions.within,
      );
      return id;
    },
    schedule(definition, recurrence) {
      if (!definitions.has(definition.kind)) queue.register(definition);
      schedules.set(definition.kind, {
        everyMs: recurrence.everyMs,
        payload: definition.payload.parse(recurrence.payload),
      });
    },
    find: (id) => findJob(db, id),
    start: () => worker.start(),
    stop: () => worker.stop(),
  };

  queue.schedule(finishedJobCleanup(db, options.keepFinishedMs ?? 7 * DAY_MS), {
    everyMs: 60 * 60 * 1000,
    payload: {},
  });
  return queue;
}

/** Removes finished jobs once they are older than `keepMs`: the table holds recent work only. */
function finishedJobCleanup(db: Database, keepMs: number) {
  return defineJob({
    kind: 'queue.cleanup',
    payload: z.object({}),
    maxAttempts: 1,
    run: async () => ({ removed: await deleteFinishedJobs(db, keepMs) }),
  });
}
