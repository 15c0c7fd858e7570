// Roles, summaries and section flags of the web resume: read and written only through the
// talent's id. The only place with SQL for this module.
import { builtOnce, type Database, schema } from '@talent/db';
import { and, desc, eq, sql } from 'drizzle-orm';

const { talent, talentRole } = schema;

export type RoleRow = typeof talentRole.$inferSelect;

/** The columns a role write sets (everything but ids, owner, primary flag and creation time). */
export type RoleValues = Omit<
  typeof talentRole.$inferInsert,
  'id' | 'talentId' | 'isPrimary' | 'createdAt' | 'position'
>;

export interface TalentWebResumeRow {
  careerSummary: string | null;
  skillsSummary: string | null;
  achievements: string | null;
  noWorkHistory: boolean;
  noQualifications: boolean;
  noItSkills: boolean;
  noLicences: boolean;
}

/** No summaries and every section shown: a new talent, and one whose profile was cleared. */
export const EMPTY_TALENT_WEB_RESUME: Readonly<TalentWebResumeRow> = {
  careerSummary: null,
  skillsSummary: null,
  achievements: null,
  noWorkHistory: false,
  noQualifications: false,
  noItSkills: false,
  noLicences: false,
};

/** Current roles first, then by start date, newest first. */
const roleOrder = [
  desc(talentRole.isCurrent),
  desc(talentRole.fromDate),
  desc(talentRole.createdAt),
  talentRole.id,
];

const rolesOf = builtOnce((db) =>
  db
    .select()
    .from(talentRole)
    .where(eq(talentRole.talentId, sql.placeholder('talentId')))
    .orderBy(...roleOrder),
);

export function listRoles(db: Database, talentId: string): Promise<RoleRow[]> {
  return rolesOf(db, { talentId });
}

export async function findRole(
  db: Database,
  talentId: string,
  id: string,
): Promise<RoleRow | null> {
  const [row] = await db
    .select()
    .from(talentRole)
    .where(and(eq(talentRole.talentId, talentId), eq(talentRole.id, id)));
  return row ?? null;
}

/** Adds a role; the talent's first role becomes the primary one (in the same statement). */
export async function insertRole(
  db: Database,
  talentId: string,
  values: RoleValues,
): Promise<RoleRow> {
  const [row] = await db
    .insert(talentRole)
    .values({
      ...values,
      talentId,
      isPrimary: sql`NOT EXISTS (SELECT 1 FROM talent_role WHERE talent_id = ${talentId})`,
    })
    .returning();
  return row!;
}

export async function updateRole(
  db: Database,
  talentId: string,
  id: string,
  values: RoleValues,
): Promise<RoleRow | null> {
  const [row] = await db
    .update(talentRole)
    .set(values)
    .where(and(eq(talentRole.talentId, talentId), eq(talentRole.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Deletes the talent's role. When it was the primary one, the first remaining role (current
 * first, newest start) becomes primary so there is always exactly one.
 */
export async function deleteRole(db: Database, talentId: string, id: string): Promise<boolean> {
  const [row] = await db
    .delete(talentRole)
    .where(and(eq(talentRole.talentId, talentId), eq(talentRole.id, id)))
    .returning({ isPrimary: talentRole.isPrimary });
  if (!row) return false;
  if (row.isPrimary) {
    await db.execute(sql`
      UPDATE talent_role SET is_primary = true
      WHERE id = (SELECT id FROM talent_role WHERE talent_id = ${talentId}
                  ORDER BY is_current DESC, from_date DESC, created_at DESC, id LIMIT 1)
        AND NOT EXISTS (SELECT 1 FROM talent_role WHERE talent_id = ${talentId} AND is_primary)`);
  }
  return true;
}

/** Makes the talent's role `id` the only primary one; false when it is not theirs. */
export async function setPrimaryRole(db: Database, talentId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(talentRole)
    .set({ isPrimary: sql`(${talentRole.id} = ${id}::uuid)` })
    .where(
      and(
        eq(talentRole.talentId, talentId),
        sql`EXISTS (SELECT 1 FROM talent_role r WHERE r.id = ${id}::uuid AND r.talent_id = ${talentId})`,
      ),
    )
    .returning({ id: talentRole.id });
  return rows.length > 0;
}

const webResumeOf = builtOnce((db) =>
  db
    .select({
      careerSummary: talent.careerSummary,
      skillsSummary: talent.skillsSummary,
      achievements: talent.achievements,
      noWorkHistory: talent.noWorkHistory,
      noQualifications: talent.noQualifications,
      noItSkills: talent.noItSkills,
      noLicences: talent.noLicences,
    })
    .from(talent)
    .where(eq(talent.id, sql.placeholder('talentId'))),
);

export async function readTalentWebResume(
  db: Database,
  talentId: string,
): Promise<TalentWebResumeRow | null> {
  const [row] = await webResumeOf(db, { talentId });
  return row ?? null;
}

export type TalentWebResumeUpdate = Partial<TalentWebResumeRow>;

export async function updateTalentWebResume(
  db: Database,
  talentId: string,
  values: TalentWebResumeUpdate,
): Promise<void> {
  await db
    .update(talent)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(talent.id, talentId));
}

/** Removes every role and empties the summaries and the four section flags. */
export async function clearWorkAndSummaries(db: Database, talentId: string): Promise<void> {
  await db.delete(talentRole).where(eq(talentRole.talentId, talentId));
  await updateTalentWebResume(db, talentId, EMPTY_TALENT_WEB_RESUME);
}
