// A per-account limit on failed sign-ins, which no choice of client address can step around:
// the first few failures cost nothing, then each further attempt on that account must wait a
// delay that doubles with every failure, up to five minutes. Never a lockout: the owner can
// always sign in after at most that wait, so a stranger guessing cannot keep them out for long.
// Emails without an account are counted the same way, so the answer tells nothing.
import type { Database } from '@talent/db';
import {
  clearSignInFailures as clear,
  findSignInFailure,
  recordSignInFailure,
} from './sign-in-throttle.repo';

export const FREE_FAILURES = 3;
export const MAX_DELAY_SECONDS = 300;
/** A day without a failure starts the count again. */
const RESET_AFTER_MS = 24 * 60 * 60 * 1000;

/** Seconds to wait after the given number of consecutive failures. */
export function delayAfter(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES - 1));
}

export const throttledMessage = (seconds: number) =>
  `Too many failed sign-in attempts for this account. Please wait ${seconds} second${
    seconds === 1 ? '' : 's'
  } and try again.`;

const normalise = (email: string) => email.trim().toLowerCase();

export function signInThrottle(db: Database, clock: () => Date = () => new Date()) {
  return {
    /** Seconds the caller must still wait before this account's password is checked, or 0. */
    async waitFor(email: string): Promise<number> {
      const row = await findSignInFailure(db, normalise(email));
      if (!row) return 0;
      return Math.max(0, Math.ceil((row.retryAt.getTime() - clock().getTime()) / 1000));
    },
    async failed(email: string): Promise<void> {
      const now = clock();
      await recordSignInFailure(
        db,
        normalise(email),
        now,
        new Date(now.getTime() - RESET_AFTER_MS),
        (failures) => new Date(now.getTime() + delayAfter(failures) * 1000),
      );
    },
    async succeeded(email: string): Promise<void> {
      await clear(db, normalise(email));
    },
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;
