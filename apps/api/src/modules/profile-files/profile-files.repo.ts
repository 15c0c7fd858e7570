// The talent's uploaded files (talent_file) and the talent's pointers at its photos. The only
// place with SQL for them; every statement is scoped by the talent id.
import { type Database, queryRows, schema } from '@talent/db';
import { and, desc, eq, sql } from 'drizzle-orm';

/** What a talent_file row holds; 'document' is a qualification's document. */
export type FileKind = 'cv' | 'avatar' | 'avatar-original' | 'document';
export type FileRow = typeof schema.talentFile.$inferSelect;
/** The talent columns pointing at the shown and the original photo. */
export type PhotoColumn = 'avatarFileId' | 'avatarOriginalFileId';

const { talentFile, talent } = schema;

/** The bytes of every file the talent has stored. */
export async function storedBytesOf(db: Database, talentId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${talentFile.sizeBytes}), 0)` })
    .from(talentFile)
    .where(eq(talentFile.talentId, talentId));
  return Number(row?.total ?? 0);
}

export async function insertFile(
  db: Database,
  row: Pick<FileRow, 'talentId' | 'kind' | 'fileName' | 'contentType' | 'sizeBytes' | 'storageKey'>,
): Promise<FileRow> {
  const [inserted] = await db.insert(talentFile).values(row).returning();
  if (!inserted) throw new Error('talent_file insert returned no row');
  return inserted;
}

export async function findFile(
  db: Database,
  talentId: string,
  id: string,
  kind: FileKind,
): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(talentFile)
    .where(
      and(eq(talentFile.talentId, talentId), eq(talentFile.id, id), eq(talentFile.kind, kind)),
    );
  return row ?? null;
}

/** The newest file of a kind (a talent has at most one resume; newest wins if two raced). */
export async function latestFile(
  db: Database,
  talentId: string,
  kind: FileKind,
): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(talentFile)
    .where(and(eq(talentFile.talentId, talentId), eq(talentFile.kind, kind)))
    .orderBy(desc(talentFile.createdAt), desc(talentFile.id))
    .limit(1);
  return row ?? null;
}

/** Deletes one file row of the talent; answers its storage key, or null when there was none. */
export async function deleteFile(
  db: Database,
  talentId: string,
  id: string,
  kind: FileKind,
): Promise<string | null> {
  const [row] = await db
    .delete(talentFile)
    .where(and(eq(talentFile.talentId, talentId), eq(talentFile.id, id), eq(talentFile.kind, kind)))
    .returning({ storageKey: talentFile.storageKey });
  return row?.storageKey ?? null;
}

/**
 * Deletes the talent's files of a kind older than `keep` (the one just uploaded), so two uploads
 * racing leave the newer one. Answers the storage keys to remove.
 */
export async function deleteOlderFiles(
  db: Database,
  talentId: string,
  kind: FileKind,
  keep: Pick<FileRow, 'id'>,
): Promise<string[]> {
  const rows = await queryRows<{ storageKey: string }>(
    db,
    sql`DELETE FROM talent_file
        WHERE talent_id = ${talentId} AND kind = ${kind} AND id <> ${keep.id}::uuid
          AND created_at <= (SELECT created_at FROM talent_file WHERE id = ${keep.id}::uuid)
        RETURNING storage_key AS "storageKey"`,
  );
  return rows.map((r) => r.storageKey);
}

export async function findTalentFileState(db: Database, talentId: string) {
  const [row] = await db
    .select({
      avatarFileId: talent.avatarFileId,
      avatarOriginalFileId: talent.avatarOriginalFileId,
      hasPreFilled: talent.hasPreFilled,
    })
    .from(talent)
    .where(eq(talent.id, talentId));
  return row ?? null;
}

export async function resetHasPreFilled(db: Database, talentId: string): Promise<void> {
  await db
    .update(talent)
    .set({ hasPreFilled: false, updatedAt: new Date() })
    .where(eq(talent.id, talentId));
}

export async function setHasPreFilled(db: Database, talentId: string): Promise<void> {
  await db
    .update(talent)
    .set({ hasPreFilled: true, updatedAt: new Date() })
    .where(eq(talent.id, talentId));
}

/** Points the talent's photo at a file and bumps updated_at (the card's Last updated). */
export async function pointPhotoAt(
  db: Database,
  talentId: string,
  column: PhotoColumn,
  fileId: string,
): Promise<void> {
  await db
    .update(talent)
    .set({ [column]: fileId, updatedAt: new Date() })
    .where(eq(talent.id, talentId));
}
