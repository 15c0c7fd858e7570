// The worker loop each app process runs: it polls the queue (at once again when it found work,
// else after the poll interval, sooner when woken), runs up to `concurrency` jobs at a time,
// renews their leases while they run and records how each attempt ended. Nothing it does throws
// out of the loop: a failed claim is logged and tried again at the next poll, a handler's error
// fails that attempt. It holds no connection between statements, so on the embedded database
// (one session shared by the app) it never keeps requests waiting.
import type { Database } from '@talent/db';
import type { FastifyBaseLogger } from 'fastify';
import { type JobDefinition, PermanentJobError } from './job-definition';
import {
  type ClaimedJob,
  claimJobs,
  completeJob,
  failAttempt,
  type JobError,
  renewLease,
} from './job-queue.repo';
import {
  afterFailure,
  attemptsExhausted,
  DEFAULT_BACKOFF,
  leaseRenewalMs,
  nextPollDelayMs,
} from './retry-policy';

export interface WorkerOptions {
  db: Database;
  log: FastifyBaseLogger;
  definitions: ReadonlyMap<string, JobDefinition>;
  pollIntervalMs: number;
  concurrency: number;
  leaseMs: number;
  /** How long `stop()` waits for running jobs before leaving their leases to lapse. */
  stopGraceMs: number;
  /** After a job of this kind reached its last state (the queue's schedules use it). */
  onSettled?: (kind: string) => Promise<void>;
  /** Once per loop, before claiming (the queue's schedules use it). */
  beforePoll?: () => Promise<void>;
}

interface Running {
  done: Promise<void>;
  abort: AbortController;
  stopRenewing: () => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class JobWorker {
  private readonly running = new Map<string, Running>();
  private loop: Promise<void> | undefined;
  private stopping = false;
  private wake: (() => void) | undefined;
  private woken = false;

  constructor(private readonly options: WorkerOptions) {}

  start(): void {
    if (this.loop || this.stopping) return;
    this.loop = this.run();
  }

  /** Looks for work now rather than at the next poll (a job was just enqueued). */
  nudge(): void {
    this.woken = true;
    this.wake?.();
  }

  /**
   * Stops taking jobs, then waits for the running ones up to the grace period. Those still
   * running after it are told to stop (their signal) and their leases are no longer renewed, so
   * another worker takes them again once the leases lapse.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    this.nudge();
    await this.loop;
    const running = [...this.running.values()];
    if (running.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      Promise.all(running.map((job) => job.done)).then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), this.options.stopGraceMs);
      }),
    ]);
    clearTimeout(timer);
    if (finished) return;
    for (const job of this.running.values()) {
      job.stopRenewing();
      job.abort.abort(new Error('The app is stopping'));
    }
    this.options.log.warn(
      { jobs: [...this.running.keys()] },
      'background jobs still running at stop: their leases will lapse and another worker will take them',
    );
  }

  private async run(): Promise<void> {
    const { log, concurrency, pollIntervalMs } = this.options;
    const kinds = [...this.options.definitions.keys()];
    while (!this.stopping) {
      this.woken = false;
      const freeSlots = concurrency - this.running.size;
      let claimed = 0;
      if (freeSlots > 0) {
        try {
          await this.options.beforePoll?.();
          const jobs = await claimJobs(this.options.db, {
            kinds,
            limit: freeSlots,
            leaseMs: this.options.leaseMs,
          });
          claimed = jobs.length;
          for (const job of jobs) this.launch(job);
        } catch (err) {
          log.warn({ err }, 'background jobs: looking for work failed; trying again later');
        }
      }
      if (this.stopping) break;
      const delay = nextPollDelayMs({
        claimed,
        freeSlots: freeSlots - claimed,
        intervalMs: pollIntervalMs,
      });
      if (delay > 0 && !this.woken) await this.sleep(delay);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      timer.unref();
      this.wake = finish;
    });
  }

  private launch(job: ClaimedJob): void {
    const { db, leaseMs, log } = this.options;
    const abort = new AbortController();
    const renewal = setInterval(() => {
      renewLease(db, { id: job.id, attempt: job.attempts, leaseMs }).then(
        (held) => {
          if (held) return;
          log.warn({ jobId: job.id, kind: job.kind }, 'background job lease lost: stopping it');
          clearInterval(renewal);
          abort.abort(new Error('The lease was lost'));
        },
        (err: unknown) => log.warn({ err, jobId: job.id }, 'background job lease renewal failed'),
      );
    }, leaseRenewalMs(leaseMs));
    renewal.unref();
    const done = this.execute(job, abort.signal).finally(() => {
      clearInterval(renewal);
      this.running.delete(job.id);
      this.nudge();
    });
    this.running.set(job.id, { done, abort, stopRenewing: () => clearInterval(renewal) });
  }

  /** Runs one attempt and records how it ended. Never rejects. */
  private async execute(job: ClaimedJob, signal: AbortSignal): Promise<void> {
    const { db } = this.options;
    const log = this.options.log.child({ jobId: job.id, kind: job.kind, attempt: job.attempts });
    const definition = this.options.definitions.get(job.kind);
    let payload: unknown;
    try {
      if (!definition) throw new PermanentJobError(`No handler for jobs of kind ${job.kind}`);
      const parsed = definition.payload.safeParse(job.payload);
      if (!parsed.success) throw new PermanentJobError(`Invalid payload: ${parsed.error.message}`);
      // Parsed first, so that a job given up on still releases what it holds (settled).
      payload = parsed.data;
      if (attemptsExhausted(job)) {
        throw new PermanentJobError(
          'Its worker stopped during its last attempt (the lease lapsed); no attempts are left',
        );
      }
      const result = await definition.run(payload, {
        jobId: job.id,
        attempt: job.attempts,
        signal,
        log,
      });
      if (await completeJob(db, { id: job.id, attempt: job.attempts, result })) {
        log.info('background job done');
        await this.settle(definition, payload, 'done', log);
      } else {
        log.warn(
          'background job finished after another worker took it over; its result is dropped',
        );
      }
    } catch (error) {
      await this.recordFailure(job, definition, payload, error, log);
    }
  }

  private async recordFailure(
    job: ClaimedJob,
    definition: JobDefinition | undefined,
    payload: unknown,
    error: unknown,
    log: FastifyBaseLogger,
  ): Promise<void> {
    const next = afterFailure({
      attempt: job.attempts,
      maxAttempts: job.maxAttempts,
      permanent: error instanceof PermanentJobError,
      backoff: definition?.backoff ?? DEFAULT_BACKOFF,
    });
    const jobError: JobError = { message: messageOf(error), attempt: job.attempts };
    try {
      const retryInMs = next.state === 'queued' ? next.retryInMs : undefined;
      const written = await failAttempt(this.options.db, {
        id: job.id,
        attempt: job.attempts,
        error: jobError,
        retryInMs,
      });
      if (!written) return;
      if (next.state === 'queued') {
        log.warn({ err: error, retryInMs }, 'background job attempt failed: will retry');
      } else {
        log.error({ err: error }, 'background job failed');
        if (definition && payload !== undefined) {
          await this.settle(definition, payload, 'failed', log);
        }
      }
    } catch (err) {
      // The database is gone too: the lease lapses and the job is taken again.
      log.error({ err, jobError }, 'background job failure could not be recorded');
    }
  }

  private async settle(
    definition: JobDefinition,
    payload: unknown,
    outcome: 'done' | 'failed',
    log: FastifyBaseLogger,
  ): Promise<void> {
    try {
      await definition.settled?.(payload, outcome);
      await this.options.onSettled?.(definition.kind);
    } catch (err) {
      log.warn({ err }, 'background job clean-up failed');
    }
  }
}
