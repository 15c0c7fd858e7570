// The talent record: one per user, created at sign-up. The only place with SQL for it.
import { type Database, schema } from '@talent/db';
import { eq } from 'drizzle-orm';

export type TalentRow = typeof schema.talent.$inferSelect;

export async function insertTalent(db: Database, userId: string, fullName: string) {
  await db.insert(schema.talent).values({ userId, fullName }).onConflictDoNothing();
}

export async function findTalentByUserId(db: Database, userId: string) {
  const [row] = await db
    .select({ id: schema.talent.id, fullName: schema.talent.fullName })
    .from(schema.talent)
    .where(eq(schema.talent.userId, userId));
  return row;
}

/** The talent for a user, created if sign-up was interrupted before its record was written. */
export async function ensureTalent(db: Database, userId: string, fullName: string) {
  const existing = await findTalentByUserId(db, userId);
  if (existing) return existing;
  await insertTalent(db, userId, fullName);
  const created = await findTalentByUserId(db, userId);
  if (!created) throw new Error(`Could not create the talent record of user ${userId}`);
  return created;
}
