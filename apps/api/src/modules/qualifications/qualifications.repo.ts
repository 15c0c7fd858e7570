// The only place with SQL for qualifications, documents, IT skills and languages. Every query
// is scoped to the talent id it is given.
import { builtOnce, type Database, schema } from '@talent/db';
import { and, asc, desc, eq, inArray, lt, notExists, sql } from 'drizzle-orm';

const { talentQualification, talentFile, talentItSkill, talentLanguage } = schema;

export type QualificationRow = typeof talentQualification.$inferSelect;
export type QualificationValues = Omit<
  typeof talentQualification.$inferInsert,
  'id' | 'talentId' | 'createdAt'
>;
export type FileRow = typeof talentFile.$inferSelect;
export type ItSkillRow = typeof talentItSkill.$inferSelect;
export type LanguageRow = typeof talentLanguage.$inferSelect;

// Qualifications --------------------------------------------------------------------------

const qualificationsOf = builtOnce((db) =>
  db
    .select({ qualification: talentQualification, file: talentFile })
    .from(talentQualification)
    .leftJoin(talentFile, eq(talentFile.id, talentQualification.fileId))
    .where(eq(talentQualification.talentId, sql.placeholder('talentId')))
    .orderBy(asc(talentQualification.createdAt), asc(talentQualification.id)),
);

export async function listQualifications(db: Database, talentId: string) {
  return qualificationsOf(db, { talentId });
}

export async function findQualification(db: Database, talentId: string, id: string) {
  const [row] = await db
    .select()
    .from(talentQualification)
    .where(and(eq(talentQualification.id, id), eq(talentQualification.talentId, talentId)));
  return row ?? null;
}

export async function insertQualification(
  db: Database,
  talentId: string,
  values: QualificationValues,
): Promise<string> {
  const [row] = await db
    .insert(talentQualification)
    .values({ ...values, talentId })
    .returning({ id: talentQualification.id });
  return row!.id;
}

export async function updateQualification(
  db: Database,
  talentId: string,
  id: string,
  values: QualificationValues,
): Promise<boolean> {
  const rows = await db
    .update(talentQualification)
    .set(values)
    .where(and(eq(talentQualification.id, id), eq(talentQualification.talentId, talentId)))
    .returning({ id: talentQualification.id });
  return rows.length > 0;
}

export async function deleteQualification(db: Database, talentId: string, id: string) {
  const [row] = await db
    .delete(talentQualification)
    .where(and(eq(talentQualification.id, id), eq(talentQualification.talentId, talentId)))
    .returning();
  return row ?? null;
}

/** The qualification a document is attached to, if any. */
export async function qualificationUsingFile(db: Database, talentId: string, fileId: string) {
  const [row] = await db
    .select({ id: talentQualification.id })
    .from(talentQualification)
    .where(and(eq(talentQualification.talentId, talentId), eq(talentQualification.fileId, fileId)));
  return row?.id ?? null;
}

export async function setQualificationFile(
  db: Database,
  talentId: string,
  id: string,
  fileId: string | null,
) {
  await db
    .update(talentQualification)
    .set({ fileId })
    .where(and(eq(talentQualification.id, id), eq(talentQualification.talentId, talentId)));
}

/** Removes every qualification and returns the document files they had. */
export async function deleteAllQualifications(db: Database, talentId: string) {
  return db
    .delete(talentQualification)
    .where(eq(talentQualification.talentId, talentId))
    .returning({ fileId: talentQualification.fileId });
}

// Documents (talent_file kind 'document') -------------------------------------------------

export async function findDocument(db: Database, talentId: string, id: string) {
  const [row] = await db
    .select()
    .from(talentFile)
    .where(
      and(
        eq(talentFile.id, id),
        eq(talentFile.talentId, talentId),
        eq(talentFile.kind, 'document'),
      ),
    );
  return row ?? null;
}

export async function deleteDocuments(db: Database, talentId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .delete(talentFile)
    .where(
      and(
        eq(talentFile.talentId, talentId),
        eq(talentFile.kind, 'document'),
        inArray(talentFile.id, ids),
      ),
    )
    .returning({ storageKey: talentFile.storageKey });
}

/** Every document file of the talent (attached or not). */
export async function listDocumentIds(db: Database, talentId: string): Promise<string[]> {
  const rows = await db
    .select({ id: talentFile.id })
    .from(talentFile)
    .where(and(eq(talentFile.talentId, talentId), eq(talentFile.kind, 'document')));
  return rows.map((row) => row.id);
}

/** Removes documents of any talent uploaded before `before` and attached to no qualification. */
export async function deleteUnattachedDocuments(db: Database, before: Date) {
  return db
    .delete(talentFile)
    .where(
      and(
        eq(talentFile.kind, 'document'),
        lt(talentFile.createdAt, before),
        notExists(
          db
            .select({ id: talentQualification.id })
            .from(talentQualification)
            .where(eq(talentQualification.fileId, talentFile.id)),
        ),
      ),
    )
    .returning({ storageKey: talentFile.storageKey });
}

// IT skills -------------------------------------------------------------------------------

const itSkillsOf = builtOnce((db) =>
  db
    .select()
    .from(talentItSkill)
    .where(eq(talentItSkill.talentId, sql.placeholder('talentId')))
    .orderBy(asc(talentItSkill.skillGroup), asc(talentItSkill.level), asc(talentItSkill.position)),
);

export async function listItSkills(db: Database, talentId: string): Promise<ItSkillRow[]> {
  return itSkillsOf(db, { talentId });
}

export async function replaceItSkills(
  db: Database,
  talentId: string,
  skills: { skillGroup: number; level: number; skillId: string; label: string; position: number }[],
) {
  await db.transaction(async (tx) => {
    await tx.delete(talentItSkill).where(eq(talentItSkill.talentId, talentId));
    if (skills.length > 0) {
      await tx.insert(talentItSkill).values(skills.map((skill) => ({ ...skill, talentId })));
    }
  });
}

export async function deleteAllItSkills(db: Database, talentId: string) {
  await db.delete(talentItSkill).where(eq(talentItSkill.talentId, talentId));
}

// Languages -------------------------------------------------------------------------------

const languagesOf = builtOnce((db) =>
  db
    .select()
    .from(talentLanguage)
    .where(eq(talentLanguage.talentId, sql.placeholder('talentId')))
    .orderBy(desc(talentLanguage.level), asc(talentLanguage.languageName)),
);

export async function listLanguages(db: Database, talentId: string): Promise<LanguageRow[]> {
  return languagesOf(db, { talentId });
}

export async function findLanguage(db: Database, talentId: string, id: string) {
  const [row] = await db
    .select()
    .from(talentLanguage)
    .where(and(eq(talentLanguage.id, id), eq(talentLanguage.talentId, talentId)));
  return row ?? null;
}

export async function findLanguageByCode(db: Database, talentId: string, languageId: string) {
  const [row] = await db
    .select()
    .from(talentLanguage)
    .where(and(eq(talentLanguage.talentId, talentId), eq(talentLanguage.languageId, languageId)));
  return row ?? null;
}

export async function insertLanguage(
  db: Database,
  talentId: string,
  values: { languageId: string; languageName: string; level: number },
): Promise<LanguageRow> {
  const [row] = await db
    .insert(talentLanguage)
    .values({ ...values, talentId })
    .returning();
  return row!;
}

export async function updateLanguage(
  db: Database,
  talentId: string,
  id: string,
  values: { languageId: string; languageName: string; level: number },
): Promise<LanguageRow | null> {
  const [row] = await db
    .update(talentLanguage)
    .set(values)
    .where(and(eq(talentLanguage.id, id), eq(talentLanguage.talentId, talentId)))
    .returning();
  return row ?? null;
}

export async function deleteLanguage(db: Database, talentId: string, id: string) {
  const rows = await db
    .delete(talentLanguage)
    .where(and(eq(talentLanguage.id, id), eq(talentLanguage.talentId, talentId)))
    .returning({ id: talentLanguage.id });
  return rows.length > 0;
}

export async function deleteAllLanguages(db: Database, talentId: string) {
  await db.delete(talentLanguage).where(eq(talentLanguage.talentId, talentId));
}
