// The account's own rows: its password hash (none without a password), the pending closure of
// an account without one, and closing it. Closing removes the user row (every talent table
// cascades from it) and the rows keyed by what identifies the person rather than by id: sign-in
// failures and verification tokens by email, queued background work naming the talent.
import { type Database, queryRows } from '@talent/db';
import { sql } from 'drizzle-orm';

export interface AccountRow {
  userId: string;
  email: string;
  talentId: string;
}

export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const [row] = await queryRows<{ password: string }>(
    db,
    sql`SELECT password FROM account
         WHERE user_id = ${userId} AND provider_id = 'credential' AND password IS NOT NULL
         LIMIT 1`,
  );
  return row?.password ?? null;
}

export async function saveDeletionRequest(
  db: Database,
  request: {
    userId: string;
    tokenHash: string;
    reasonType: number;
    reasonDescription: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO account_deletion_request
           (user_id, token_hash, reason_type, reason_description, expires_at)
    VALUES (${request.userId}, ${request.tokenHash}, ${request.reasonType},
            ${request.reasonDescription}, ${request.expiresAt.toISOString()})
    ON CONFLICT (user_id) DO UPDATE
       SET token_hash = EXCLUDED.token_hash, reason_type = EXCLUDED.reason_type,
           reason_description = EXCLUDED.reason_description,
           expires_at = EXCLUDED.expires_at, created_at = now()`);
}

export interface DeletionRequestRow {
  userId: string;
  reasonType: number;
  reasonDescription: string | null;
}

/** The pending closure the token is for, if it has not expired. */
export async function findDeletionRequest(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<DeletionRequestRow | undefined> {
  const [row] = await queryRows<DeletionRequestRow>(
    db,
    sql`SELECT user_id AS "userId", reason_type AS "reasonType",
               reason_description AS "reasonDescription"
          FROM account_deletion_request
         WHERE token_hash = ${tokenHash} AND expires_at > ${now.toISOString()}`,
  );
  return row;
}

export async function findAccount(db: Database, userId: string): Promise<AccountRow | undefined> {
  const [row] = await queryRows<AccountRow>(
    db,
    sql`SELECT u.id AS "userId", u.email, t.id AS "talentId"
          FROM "user" u LEFT JOIN talent t ON t.user_id = u.id
         WHERE u.id = ${userId}`,
  );
  return row;
}

/** The storage keys of every file the talent uploaded (read before the rows go). */
export async function listFileKeys(db: Database, talentId: string): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`SELECT storage_key AS key FROM talent_file WHERE talent_id = ${talentId}`,
  );
  return rows.map((row) => row.key);
}

/**
 * Removes the account in one transaction and records why it closed, with nothing that says
 * whose it was. Queued work for the talent (a resume parse, a match refresh) goes too.
 */
export async function deleteAccount(
  db: Database,
  account: AccountRow,
  reason: { reasonType: number; reasonDescription: string | null },
): Promise<void> {
  const email = account.email.toLowerCase();
  await db.transaction(async (tx) => {
    if (account.talentId) {
      // A running job keeps its row until it ends (its worker still holds the lease).
      const mention = `%${account.talentId}%`;
      await tx.execute(sql`
        DELETE FROM background_job
         WHERE state <> 'running'
           AND (payload::text LIKE ${mention} OR coalesce(singleton_key, '') LIKE ${mention})`);
    }
    await tx.execute(sql`DELETE FROM sign_in_failure WHERE lower(email) = ${email}`);
    await tx.execute(sql`
      DELETE FROM verification WHERE value = ${account.userId} OR lower(identifier) = ${email}`);
    // talent, its profile, files' rows, connections, applications, alerts, sessions, accounts.
    await tx.execute(sql`DELETE FROM "user" WHERE id = ${account.userId}`);
    await tx.execute(sql`
      INSERT INTO account_closure (reason_type, reason_description)
      VALUES (${reason.reasonType}, ${reason.reasonDescription})`);
  });
}
