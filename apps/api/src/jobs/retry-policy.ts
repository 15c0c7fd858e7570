// The queue's decisions that need no database: how long a failed job waits before its next
// attempt, whether it gets one, and how long the worker waits before looking for work again.
// Pure, so they are tested on their own (retry-policy.test.ts).

export interface Backoff {
  /** The wait after the first failed attempt; each later one doubles it. */
  baseMs: number;
  /** No wait is longer than this. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 10_000, maxMs: 15 * 60_000 };
export const DEFAULT_MAX_ATTEMPTS = 3;

/**
 * The wait before the attempt that follows failed attempt `attempt` (1 for the first):
 * base, 2 x base, 4 x base ... up to the cap, less up to a quarter at random so that jobs that
 * failed together (a database restart) do not all come back at the same moment.
 */
export function retryDelayMs(attempt: number, backoff: Backoff, random = Math.random): number {
  const exponent = Math.min(Math.max(0, attempt - 1), 30);
  const capped = Math.min(backoff.maxMs, backoff.baseMs * 2 ** exponent);
  return Math.round(capped * (1 - 0.25 * random()));
}

export type AfterFailure = { state: 'queued'; retryInMs: number } | { state: 'failed' };

/** What becomes of a job whose attempt failed: another attempt after a wait, or failed for good. */
export function afterFailure(
  failure: { attempt: number; maxAttempts: number; permanent: boolean; backoff: Backoff },
  random = Math.random,
): AfterFailure {
  if (failure.permanent || failure.attempt >= failure.maxAttempts) return { state: 'failed' };
  return { state: 'queued', retryInMs: retryDelayMs(failure.attempt, failure.backoff, random) };
}

/**
 * A claimed job whose attempt count went past its maximum was taken again after its lease
 * lapsed on its last allowed attempt (its worker's process died, or it ran past every renewal):
 * it fails instead of running once more, so a job that kills its process cannot loop forever.
 */
export const attemptsExhausted = (job: { attempts: number; maxAttempts: number }) =>
  job.attempts > job.maxAttempts;

/**
 * How long the worker waits before it looks for work again: at once when it found work and
 * still has free slots (there may be more), else the poll interval (a finished job or an
 * enqueue in this process wakes it earlier).
 */
export function nextPollDelayMs(poll: {
  claimed: number;
  freeSlots: number;
  intervalMs: number;
}): number {
  return poll.claimed > 0 && poll.freeSlots > 0 ? 0 : poll.intervalMs;
}

/** How often a running job's lease is renewed: three times per lease, so one slow renewal is not fatal. */
export const leaseRenewalMs = (leaseMs: number) => Math.max(1, Math.floor(leaseMs / 3));
