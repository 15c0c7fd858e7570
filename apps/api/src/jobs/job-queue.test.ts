// The queue on a real database of each kind: claiming, retries, leases, stopping, schedules.
// Every kind of job here is unique to its test, so the workers of one test never take another's.
import { type Database, type DatabaseHandle, queryRows, schema } from '@talent/db';
import { createTestDatabase, testDatabaseKinds } from '@talent/db/testing';
import { eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineJob, type JobDefinition, PermanentJobError } from './job-definition';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './job-queue';
import {
  claimJobs,
  completeJob,
  failAttempt,
  findJob,
  insertJob,
  insertScheduledJob,
} from './job-queue.repo';

interface LogLine {
  level: string;
  message: string;
}

/** A logger that keeps what it is told, so a test can see that a failure was logged. */
function recordingLogger(lines: LogLine[] = []): FastifyBaseLogger {
  const at =
    (level: string) =>
    (...args: unknown[]) => {
      const message = args.find((a) => typeof a === 'string');
      lines.push({ level, message: typeof message === 'string' ? message : '' });
    };
  const logger = {
    level: 'info',
    silent: () => {},
    trace: at('trace'),
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    fatal: at('fatal'),
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

let kindCounter = 0;
const uniqueKind = (name: string) => `test.${name}.${++kindCounter}`;

/** A job whose handler is given; its payload is `{ n }`. */
function testJob<Result>(
  name: string,
  run: JobDefinition<{ n: number }, Result>['run'],
  options: Partial<JobDefinition<{ n: number }, Result>> = {},
) {
  return defineJob({
    kind: uniqueKind(name),
    payload: z.object({ n: z.number() }),
    run,
    ...options,
  });
}

const waitUntil = (check: () => Promise<void> | void, timeout = 10_000) =>
  vi.waitFor(check, { timeout, interval: 20 });

/**
 * The database as one process sees it, whose transactions stop before their first INSERT until
 * `carryOn` settles (after calling `reached`): a process caught between looking and adding.
 */
function pausedBeforeInsert(
  database: Database,
  reached: () => void,
  carryOn: Promise<void>,
): Database {
  const dialect = new PgDialect();
  const pausing = (tx: Database) =>
    new Proxy(tx, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver);
        return async (query: SQL) => {
          if (/^\s*INSERT/i.test(dialect.sqlToQuery(query).sql)) {
            reached();
            await carryOn;
          }
          return target.execute(query);
        };
      },
    });
  return new Proxy(database, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver);
      return <T>(run: (tx: Database) => Promise<T>) =>
        target.transaction((tx) => run(pausing(tx as unknown as Database)));
    },
  });
}

describe.each(testDatabaseKinds())('the background job queue (%s)', (kind) => {
  let database: DatabaseHandle;
  const queues: JobQueue[] = [];
  const db = () => database.db;

  function queue(options: Partial<JobQueueOptions> = {}): JobQueue {
    const created = createJobQueue({
      db: db(),
      log: recordingLogger(),
      pollIntervalMs: 20,
      ...options,
    });
    queues.push(created);
    return created;
  }

  const stateOf = async (id: string) => (await findJob(db(), id))?.state;

  /** A statement of this database waits for a lock another transaction holds (PostgreSQL). */
  const someoneWaitsForALock = async () => {
    const [row] = await queryRows<{ waiting: number }>(
      db(),
      sql`SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    expect(row!.waiting).toBeGreaterThan(0);
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives each due job to one claimer when two claim at the same moment', async () => {
    const claim = (jobKind: string) =>
      claimJobs(db(), { kinds: [jobKind], limit: 5, leaseMs: 60_000 });
    for (let round = 0; round < 5; round++) {
      const jobKind = uniqueKind('claim');
      for (let n = 0; n < 6; n++) {
        await insertJob(db(), { kind: jobKind, payload: { n }, maxAttempts: 3 });
      }
      const [first, second] = await Promise.all([claim(jobKind), claim(jobKind)]);
      const rest = await claim(jobKind);
      const ids = [...first, ...second, ...rest].map((job) => job.id);
      expect(ids).toHaveLength(6);
      expect(new Set(ids).size).toBe(6);
      expect(await claim(jobKind)).toEqual([]);
    }
  });

  it('runs every job once with two workers taking work at the same time', async () => {
    const runs = new Map<number, number>();
    const job = testJob('once', async ({ n }) => {
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await new Promise((resolve) => setImmediate(resolve));
      return { n };
    });
    const workers = [queue({ concurrency: 3 }), queue({ concurrency: 3 })];
    for (const worker of workers) worker.register(job);
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, n) => workers[n % 2]!.enqueue(job, { n })),
    );
    for (const worker of workers) worker.start();
    await waitUntil(async () => {
      for (const id of ids) expect(await stateOf(id)).toBe('done');
    });
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(ids.map((_, n) => n));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const row = await findJob(db(), ids[7]!);
    expect(row).toMatchObject({ state: 'done', attempts: 1, result: { n: 7 }, error: null });
    expect(row?.startedAt).toBeInstanceOf(Date);
    expect(row?.finishedAt).toBeInstanceOf(Date);
  });

  it('retries a failing job with a growing back-off and fails it after its last attempt', async () => {
    const attemptsAt: number[] = [];
    const job = testJob(
      'flaky',
      async (_payload, { attempt }) => {
        attemptsAt.push(Date.now());
        throw new Error(`The feed server answered 502 (attempt ${attempt})`);
      },
      { maxAttempts: 3, backoff: { baseMs: 200, maxMs: 10_000 } },
    );
    const worker = queue();
    worker.register(job);
    const id = await worker.enqueue(job, { n: 1 });
    worker.start();
    await waitUntil(async () => expect(await stateOf(id)).toBe('failed'));
    const row = await findJob(db(), id);
    expect(row).toMatchObject({
      attempts: 3,
      lockedUntil: null,
      error: { message: 'The feed server answered 502 (attempt 3)', attempt: 3 },
    });
    expect(row?.finishedAt).toBeInstanceOf(Date);
    expect(attemptsAt).toHaveLength(3);
    // 200 ms then 400 ms, less at most a quarter.
    expect(attemptsAt[1]! - attemptsAt[0]!).toBeGreaterThanOrEqual(150);
    expect(attemptsAt[2]! - attemptsAt[1]!).toBeGreaterThanOrEqual(300);
  });

  it('keeps a failed attempt queued until its back-off has passed', async () => {
    const jobKind = uniqueKind('backoff');
    const id = await insertJob(db(), { kind: jobKind, payload: {}, maxAttempts: 3 });
    const [claimed] = await claimJobs(db(), { kinds: [jobKind], limit: 1, leaseMs: 60_000 });
    expect(claimed?.id).toBe(id);
    const error = { message: 'boom', attempt: 1 };
    expect(await failAttempt(db(), { id: id!, attempt: 1, error, retryInMs: 60_000 })).toBe(true);
    const row = await findJob(db(), id!);
    expect(row).toMatchObject({ state: 'queued', error, lockedUntil: null });
    expect(row!.runAfter.getTime()).toBeGreaterThan(row!.startedAt!.getTime() + 59_000);
    expect(await claimJobs(db(), { kinds: [jobKind], limit: 1, leaseMs: 60_000 })).toEqual([]);
  });

  it('fails a job at once on a permanent error, and records a thrown non-error', async () => {
    let runs = 0;
    const permanent = testJob('permanent', async () => {
      runs++;
      throw new PermanentJobError('The feed is gone');
    });
    const thrower = testJob(
      'throws-text',
      async () => {
        throw 'not an Error';
      },
      { maxAttempts: 1 },
    );
    const worker = queue();
    worker.register(permanent);
    worker.register(thrower);
    const first = await worker.enqueue(permanent, { n: 1 });
    const second = await worker.enqueue(thrower, { n: 2 });
    worker.start();
    await waitUntil(async () => {
      expect(await stateOf(first)).toBe('failed');
      expect(await stateOf(second)).toBe('failed');
    });
    expect(runs).toBe(1);
    expect((await findJob(db(), first))?.error).toEqual({
      message: 'The feed is gone',
      attempt: 1,
    });
    expect((await findJob(db(), second))?.error).toEqual({ message: 'not an Error', attempt: 1 });
  });

  it('takes a job again once the lease of its dead worker lapsed', async () => {
    const attempts: number[] = [];
    const job = testJob('lease', async ({ n }, { attempt }) => {
      attempts.push(attempt);
      return { n };
    });
    const id = await insertJob(db(), { kind: job.kind, payload: { n: 5 }, maxAttempts: 3 });
    // A worker takes it and its process dies: nothing renews the 1 ms lease.
    const [dead] = await claimJobs(db(), { kinds: [job.kind], limit: 1, leaseMs: 1 });
    expect(dead).toMatchObject({ id, attempts: 1 });
    const worker = queue();
    worker.register(job);
    worker.start();
    await waitUntil(async () => expect(await stateOf(id!)).toBe('done'));
    expect(attempts).toEqual([2]);
    // The dead worker's attempt can no longer write over the one that took over.
    expect(await completeJob(db(), { id: id!, attempt: 1, result: { stale: true } })).toBe(false);
    expect(await findJob(db(), id!)).toMatchObject({ attempts: 2, result: { n: 5 } });
  });

  it('renews the lease of a job that runs longer than it, so no other worker takes it', async () => {
    const attempts: number[] = [];
    const job = testJob('long', async ({ n }, { attempt }) => {
      attempts.push(attempt);
      // Work that lasts three leases.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return { n };
    });
    const workers = [queue({ leaseMs: 500 }), queue({ leaseMs: 500 })];
    for (const worker of workers) worker.register(job);
    const id = await workers[0]!.enqueue(job, { n: 1 });
    for (const worker of workers) worker.start();
    await waitUntil(async () => expect(await stateOf(id)).toBe('done'));
    expect(attempts).toEqual([1]);
  });

  it('fails a job whose lease lapsed on its last attempt instead of running it again', async () => {
    let runs = 0;
    const settled: string[] = [];
    const job = testJob(
      'crashes',
      async () => {
        runs++;
      },
      {
        maxAttempts: 1,
        settled: async ({ n }, outcome) => {
          settled.push(`${n} ${outcome}`);
        },
      },
    );
    const id = await insertJob(db(), { kind: job.kind, payload: { n: 1 }, maxAttempts: 1 });
    await claimJobs(db(), { kinds: [job.kind], limit: 1, leaseMs: 1 });
    const worker = queue();
    worker.register(job);
    worker.start();
    await waitUntil(async () => expect(await stateOf(id!)).toBe('failed'));
    expect(runs).toBe(0);
    expect((await findJob(db(), id!))?.error?.message).toMatch(/lease lapsed/);
    // What it held is released all the same.
    await waitUntil(() => expect(settled).toEqual(['1 failed']));
  });

  it('keeps working after looking for work failed, and logs it', async () => {
    const lines: LogLine[] = [];
    let failures = 1;
    // The first claim meets a lost connection.
    const flaky = new Proxy(db(), {
      get(target, property) {
        if (property === 'execute' && failures > 0) {
          failures--;
          return () => Promise.reject(new Error('Connection terminated unexpectedly'));
        }
        const value = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const job = testJob('after-error', async ({ n }) => ({ n }));
    const worker = queue({ db: flaky, log: recordingLogger(lines) });
    worker.register(job);
    const id = await worker.enqueue(job, { n: 1 });
    worker.start();
    await waitUntil(async () => expect(await stateOf(id)).toBe('done'));
    expect(lines).toContainEqual({
      level: 'warn',
      message: 'background jobs: looking for work failed; trying again later',
    });
  });

  it('lets the running job finish when it stops, and takes no job after', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    const job = testJob('slow', async ({ n }) => {
      started = true;
      await gate;
      return { n };
    });
    const worker = queue();
    worker.register(job);
    const id = await worker.enqueue(job, { n: 1 });
    worker.start();
    await waitUntil(() => expect(started).toBe(true));

    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await stateOf(id);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await stateOf(id)).toBe('done');

    const later = await worker.enqueue(job, { n: 2 });
    const claimed = await claimJobs(db(), { kinds: [job.kind], limit: 5, leaseMs: 60_000 });
    expect(claimed.map((c) => c.id)).toEqual([later]);
  });

  it('leaves a job that outlasts the grace period to its lease, and another worker finishes it', async () => {
    const signals: AbortSignal[] = [];
    const job = testJob('stuck', async ({ n }, { attempt, signal }) => {
      signals.push(signal);
      // The first attempt hangs past the grace period, ignoring its signal.
      if (attempt === 1) await new Promise(() => {});
      return { n, attempt };
    });
    const first = queue({ leaseMs: 300, stopGraceMs: 50 });
    first.register(job);
    const id = await first.enqueue(job, { n: 1 });
    first.start();
    await waitUntil(() => expect(signals).toHaveLength(1));
    await first.stop();
    expect(signals[0]?.aborted).toBe(true);
    // The stopped worker no longer renews the lease: once it lapses another worker takes the job.
    const second = queue();
    second.register(job);
    second.start();
    await waitUntil(async () => expect(await stateOf(id)).toBe('done'));
    expect(await findJob(db(), id)).toMatchObject({ attempts: 2, result: { n: 1, attempt: 2 } });
  });

  it('adds a job unless one with the same key is pending', async () => {
    const job = testJob('singleton', async ({ n }) => ({ n }));
    const worker = queue();
    const first = await worker.enqueueUnlessPending(job, { n: 1 });
    expect(first).toEqual(expect.any(String));
    expect(await worker.enqueueUnlessPending(job, { n: 2 })).toBeNull();
    expect(await worker.enqueueUnlessPending(job, { n: 3 }, { key: 'other' })).toEqual(
      expect.any(String),
    );
    worker.register(job);
    worker.start();
    await waitUntil(async () => expect(await stateOf(first!)).toBe('done'));
    expect(await worker.enqueueUnlessPending(job, { n: 4 })).toEqual(expect.any(String));
  });

  it('adds a job within a transaction of the caller: with its rows, or not at all', async () => {
    const job = testJob('within', async ({ n }) => ({ n }));
    const worker = queue();
    await expect(
      db().transaction(async (tx) => {
        await worker.enqueueUnlessPending(job, { n: 1 }, { within: tx });
        throw new Error('the caller fails after adding the job');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await jobsOfKind(job.kind)).toEqual([]);
    const id = await db().transaction((tx) =>
      worker.enqueueUnlessPending(job, { n: 2 }, { within: tx }),
    );
    expect((await jobsOfKind(job.kind)).map((row) => row.id)).toEqual([id]);
  });

  it('keeps one pending instance of a schedule across processes, the next one interval later', async () => {
    let runs = 0;
    const job = testJob('recurring', async () => {
      runs++;
    });
    const hour = 60 * 60 * 1000;
    const workers = [queue(), queue()];
    for (const worker of workers) worker.schedule(job, { everyMs: hour, payload: { n: 0 } });
    for (const worker of workers) worker.start();
    await waitUntil(async () => {
      const rows = await jobsOfKind(job.kind);
      expect(rows.map((r) => r.state).sort()).toEqual(['done', 'queued']);
    });
    expect(runs).toBe(1);
    const [done, next] = (await jobsOfKind(job.kind)).sort((a, b) => (a.state < b.state ? -1 : 1));
    expect(next!.runAfter.getTime()).toBeGreaterThanOrEqual(done!.finishedAt!.getTime() + hour);
  });

  // Two processes start at once with nothing pending. Were their checks allowed to overlap,
  // both would find nothing; one adds the instance, which its worker may take and be finishing
  // while the other's insert runs, and that insert would add a second instance due at once.
  // So a process checking a schedule holds it until its check ends; another waits its turn.
  it.runIf(kind === 'postgres')(
    'lets processes check one schedule in turn: the second waits, then finds the first one’s instance',
    async () => {
      const scheduled = {
        kind: uniqueKind('in-turn'),
        payload: {},
        maxAttempts: 1,
        everyMs: 60 * 60 * 1000,
        key: uniqueKind('in-turn-key'),
      };
      let lookedUp!: () => void;
      let carryOn!: () => void;
      const looked = new Promise<void>((resolve) => (lookedUp = resolve));
      const paused = new Promise<void>((resolve) => (carryOn = resolve));
      const first = insertScheduledJob(pausedBeforeInsert(db(), lookedUp, paused), scheduled);
      await looked;
      const second = insertScheduledJob(db(), scheduled);
      await waitUntil(someoneWaitsForALock, 3000);
      carryOn();
      expect(await first).toEqual(expect.any(String));
      expect(await second).toBeNull();
    },
  );

  // Two processes at the worst moment: one is finishing the pending instance (its transaction
  // holds the row) while the other checks the schedule. The check must wait and then see the
  // instance finished, so the next one is due an interval later, not at once.
  it.runIf(kind === 'postgres')(
    'adds no instance due at once while another process is finishing the pending one',
    async () => {
      const job = testJob('finishing', async () => {});
      const hour = 60 * 60 * 1000;
      const scheduled = {
        kind: job.kind,
        payload: {},
        maxAttempts: 1,
        everyMs: hour,
        key: job.kind,
      };
      await insertScheduledJob(db(), scheduled);
      const [claimed] = await claimJobs(db(), { kinds: [job.kind], limit: 1, leaseMs: 60_000 });
      let finishUpdated!: () => void;
      let commitFinish!: () => void;
      const updated = new Promise<void>((resolve) => (finishUpdated = resolve));
      const commit = new Promise<void>((resolve) => (commitFinish = resolve));
      const finishing = db().transaction(async (tx) => {
        await completeJob(tx, { id: claimed!.id, attempt: claimed!.attempts, result: null });
        finishUpdated();
        await commit;
      });
      await updated;
      const check = insertScheduledJob(db(), scheduled);
      await waitUntil(someoneWaitsForALock);
      commitFinish();
      await finishing;
      expect(await check).toEqual(expect.any(String));
      const rows = await jobsOfKind(job.kind);
      const done = rows.find((r) => r.state === 'done');
      const next = rows.find((r) => r.state === 'queued');
      expect(rows).toHaveLength(2);
      expect(next!.runAfter.getTime()).toBeGreaterThanOrEqual(done!.finishedAt!.getTime() + hour);
    },
  );

  const jobsOfKind = (jobKind: string) =>
    db().select().from(schema.backgroundJob).where(eq(schema.backgroundJob.kind, jobKind));
});
