// Failed sign-in counts per account (the only SQL of the sign-in throttle).
import { type Database, schema } from '@talent/db';
import { eq, sql } from 'drizzle-orm';

const { signInFailure } = schema;

export async function findSignInFailure(db: Database, email: string) {
  const [row] = await db.select().from(signInFailure).where(eq(signInFailure.email, email));
  return row;
}

/** Counts one more failure (starting again after `resetAfter` without one); returns the count. */
export async function recordSignInFailure(
  db: Database,
  email: string,
  now: Date,
  resetBefore: Date,
  retryAtFor: (failures: number) => Date,
): Promise<number> {
  const [row] = await db
    .insert(signInFailure)
    .values({ email, failures: 1, lastFailedAt: now, retryAt: retryAtFor(1) })
    .onConflictDoUpdate({
      target: signInFailure.email,
      set: {
        failures: sql`CASE WHEN ${signInFailure.lastFailedAt} < ${resetBefore.toISOString()}::timestamptz
          THEN 1 ELSE ${signInFailure.failures} + 1 END`,
        lastFailedAt: now,
      },
    })
    .returning({ failures: signInFailure.failures });
  const failures = row?.failures ?? 1;
  await db
    .update(signInFailure)
    .set({ retryAt: retryAtFor(failures) })
    .where(eq(signInFailure.email, email));
  return failures;
}

export async function clearSignInFailures(db: Database, email: string) {
  await db.delete(signInFailure).where(eq(signInFailure.email, email));
}
