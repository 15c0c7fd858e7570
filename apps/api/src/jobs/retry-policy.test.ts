import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  attemptsExhausted,
  leaseRenewalMs,
  nextPollDelayMs,
  retryDelayMs,
} from './retry-policy';

const backoff = { baseMs: 1000, maxMs: 10_000 };
const noJitter = () => 0;
const fullJitter = () => 1;

describe('retryDelayMs', () => {
  it('doubles the wait after each failed attempt, up to the cap', () => {
    const delays = [1, 2, 3, 4, 5, 6].map((attempt) => retryDelayMs(attempt, backoff, noJitter));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('takes up to a quarter off at random, never more', () => {
    expect(retryDelayMs(2, backoff, fullJitter)).toBe(1500);
    expect(retryDelayMs(2, backoff, () => 0.5)).toBe(1750);
  });

  it('stays finite for absurd attempt counts', () => {
    expect(retryDelayMs(10_000, backoff, noJitter)).toBe(10_000);
    expect(retryDelayMs(0, backoff, noJitter)).toBe(1000);
  });
});

describe('afterFailure', () => {
  const failure = { maxAttempts: 3, permanent: false, backoff };

  it('queues the job again with the back-off while attempts are left', () => {
    expect(afterFailure({ ...failure, attempt: 1 }, noJitter)).toEqual({
      state: 'queued',
      retryInMs: 1000,
    });
    expect(afterFailure({ ...failure, attempt: 2 }, noJitter)).toEqual({
      state: 'queued',
      retryInMs: 2000,
    });
  });

  it('fails the job for good after its last attempt', () => {
    expect(afterFailure({ ...failure, attempt: 3 })).toEqual({ state: 'failed' });
  });

  it('fails a permanent error at once', () => {
    expect(afterFailure({ ...failure, attempt: 1, permanent: true })).toEqual({ state: 'failed' });
  });
});

describe('attemptsExhausted', () => {
  it('is true only when a lapsed last attempt was taken again', () => {
    expect(attemptsExhausted({ attempts: 3, maxAttempts: 3 })).toBe(false);
    expect(attemptsExhausted({ attempts: 4, maxAttempts: 3 })).toBe(true);
  });
});

describe('nextPollDelayMs', () => {
  it('looks again at once when it found work and has free slots', () => {
    expect(nextPollDelayMs({ claimed: 1, freeSlots: 1, intervalMs: 5000 })).toBe(0);
  });

  it('waits the interval when it found nothing or every slot is busy', () => {
    expect(nextPollDelayMs({ claimed: 0, freeSlots: 2, intervalMs: 5000 })).toBe(5000);
    expect(nextPollDelayMs({ claimed: 2, freeSlots: 0, intervalMs: 5000 })).toBe(5000);
  });
});

describe('leaseRenewalMs', () => {
  it('renews three times per lease', () => {
    expect(leaseRenewalMs(60_000)).toBe(20_000);
    expect(leaseRenewalMs(1)).toBe(1);
  });
});
