// The background parse of each resume file (resume_parse): written by the resume.parse job,
// read by the parsing progress, the resume read and the pre-fill. The only place with SQL for
// it; reads are scoped by the talent id. A row goes with its file (foreign key, on delete
// cascade), so a deleted or replaced resume leaves no parse behind.
import { type Database, schema } from '@talent/db';
import { and, eq, sql } from 'drizzle-orm';

const { resumeParse } = schema;

export type ResumeParseRow = typeof resumeParse.$inferSelect;

/** What a finished parse made of the file: the parsed resume, or why there is none. */
export type ParseOutcome =
  | { state: 'parsed'; result: unknown }
  | { state: 'failed'; message: string };

/** A new resume is being read; a row already there (the job queued again) is left alone. */
export async function insertParsing(db: Database, talentId: string, fileId: string) {
  await db.insert(resumeParse).values({ talentId, fileId }).onConflictDoNothing();
}

export async function findParse(
  db: Database,
  talentId: string,
  fileId: string,
): Promise<ResumeParseRow | null> {
  const [row] = await db
    .select()
    .from(resumeParse)
    .where(and(eq(resumeParse.talentId, talentId), eq(resumeParse.fileId, fileId)));
  return row ?? null;
}

/**
 * Stores what the parse made of the file. Only a row still being read changes: a file deleted
 * meanwhile has no row (nothing is written), and a resume already pre-filled from keeps its
 * state. Answers whether a row was written.
 */
export async function finishParse(
  db: Database,
  fileId: string,
  outcome: ParseOutcome,
): Promise<boolean> {
  const rows = await db
    .update(resumeParse)
    .set({
      state: outcome.state,
      result: outcome.state === 'parsed' ? outcome.result : null,
      message: outcome.state === 'failed' ? outcome.message : null,
      parsedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(resumeParse.fileId, fileId), eq(resumeParse.state, 'parsing')))
    .returning({ fileId: resumeParse.fileId });
  return rows.length > 0;
}

/**
 * Locks the parse row of the talent's file for the pre-fill (two pre-fills at once run one
 * after the other). Inside a transaction.
 */
export async function lockParse(
  db: Database,
  talentId: string,
  fileId: string,
): Promise<ResumeParseRow | null> {
  const [row] = await db
    .select()
    .from(resumeParse)
    .where(and(eq(resumeParse.talentId, talentId), eq(resumeParse.fileId, fileId)))
    .for('update');
  return row ?? null;
}

export async function markPopulated(
  db: Database,
  talentId: string,
  fileId: string,
  prefillSummary: unknown,
): Promise<void> {
  await db
    .update(resumeParse)
    .set({
      state: 'populated',
      prefillSummary,
      populatedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(resumeParse.talentId, talentId), eq(resumeParse.fileId, fileId)));
}
