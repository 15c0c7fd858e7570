// What a kind of background job is: its name, the shape of its payload (checked when it is
// enqueued and again when it runs, since the row may be older than the code), how to run it
// and how it is retried.
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Backoff } from './retry-policy';

export interface JobContext {
  jobId: string;
  /** 1 for the first attempt. */
  attempt: number;
  /**
   * Aborted when the job's lease was lost (another worker took it) or the app stopped before
   * the job finished: a long job checks it between steps and gives up.
   */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

export interface JobDefinition<Payload = unknown, Result = unknown> {
  /** Stable: stored in each row, e.g. `catalogue.import`. */
  kind: string;
  payload: z.ZodType<Payload>;
  /** Its answer is stored as the job's result (JSON). A throw fails the attempt. */
  run(payload: Payload, context: JobContext): Promise<Result>;
  /** Attempts before the job fails for good (default 3). */
  maxAttempts?: number;
  backoff?: Backoff;
  /**
   * Once the job's last state is written (done, or failed with no attempt left): releases what
   * the job held, such as a stored file. Its failure is logged, never retried.
   */
  settled?(payload: Payload, outcome: 'done' | 'failed'): Promise<void>;
}

/** Fails the job without another attempt: retrying cannot help (bad input, a missing file). */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** Declares a kind of job, inferring its payload and result types. */
export const defineJob = <Payload, Result>(definition: JobDefinition<Payload, Result>) =>
  definition;
