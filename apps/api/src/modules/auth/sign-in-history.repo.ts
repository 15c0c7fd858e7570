// Each successful sign-in (and the sign-in of a sign-up), kept for the talent's data export:
// when, from which address and which browser. Deleted with the account.
import type { Database } from '@talent/db';
import { sql } from 'drizzle-orm';

export async function recordSignIn(
  db: Database,
  event: { userId: string; ipAddress: string | null; userAgent: string | null },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO sign_in_event (user_id, ip_address, user_agent)
    VALUES (${event.userId}, ${event.ipAddress}, ${event.userAgent?.slice(0, 500) ?? null})`);
}
