// The consent renewal reminders' rows: connections whose consent ends within the reminder window
// and has not been reminded of for this expiry, claimed (marked) before their mail is sent so two
// app processes never send the same one; a failed send gives the claim back.
import { type Database, queryRows } from '@talent/db';
import { sql } from 'drizzle-orm';

export interface ReminderRow {
  connectionId: string;
  talentId: string;
  email: string;
  fullName: string;
  companyName: string;
  communityName: string;
  consentExpiry: Date | string;
}

/** Marks up to `limit` due reminders as sent for their expiry and returns them. */
export async function claimDueReminders(
  db: Database,
  now: Date,
  until: Date,
  limit: number,
): Promise<ReminderRow[]> {
  return queryRows<ReminderRow>(
    db,
    sql`WITH due AS (
          SELECT id FROM talent_connection
           WHERE status_name = 'Connected'
             AND consent_expiry > ${now.toISOString()} AND consent_expiry <= ${until.toISOString()}
             AND consent_reminder_sent_for IS DISTINCT FROM consent_expiry
           ORDER BY consent_expiry, id
           LIMIT ${limit}
           FOR UPDATE SKIP LOCKED),
        claimed AS (
          UPDATE talent_connection c SET consent_reminder_sent_for = c.consent_expiry
            FROM due WHERE c.id = due.id
          RETURNING c.id, c.talent_id, c.community_id, c.consent_expiry)
        SELECT claimed.id AS "connectionId", claimed.talent_id AS "talentId", u.email,
               t.full_name AS "fullName", co.name AS "companyName",
               tc.display_name AS "communityName", claimed.consent_expiry AS "consentExpiry"
          FROM claimed
          JOIN talent t ON t.id = claimed.talent_id
          JOIN "user" u ON u.id = t.user_id
          JOIN talent_community tc ON tc.id = claimed.community_id
          JOIN company co ON co.id = tc.company_id`,
  );
}

/** Gives a claim back after its mail failed: the next run tries again. */
export async function releaseReminder(db: Database, connectionId: string): Promise<void> {
  await db.execute(
    sql`UPDATE talent_connection SET consent_reminder_sent_for = NULL WHERE id = ${connectionId}`,
  );
}

/** Whose connection an emailed renewal link is for. */
export async function talentOfConnection(
  db: Database,
  connectionId: string,
): Promise<string | undefined> {
  const [row] = await queryRows<{ talentId: string }>(
    db,
    sql`SELECT talent_id AS "talentId" FROM talent_connection WHERE id = ${connectionId}`,
  );
  return row?.talentId;
}
