// What the background parse made of a talent's resume (spec 2 sections 3 and 4.2): one row per
// resume file, written by the `resume.parse` job and read by the parsing progress and the
// pre-fill. The row goes with its file (a deleted or replaced resume takes its parse along).
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { talent, talentFile } from './talent';

export const RESUME_PARSE_STATES = ['parsing', 'parsed', 'failed', 'populated'] as const;
export type ResumeParseState = (typeof RESUME_PARSE_STATES)[number];

export const resumeParse = pgTable(
  'resume_parse',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => talentFile.id, { onDelete: 'cascade' }),
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talent.id, { onDelete: 'cascade' }),
    state: text('state', { enum: RESUME_PARSE_STATES }).notNull().default('parsing'),
    /** The parser's ParsedResume (JSON Resume shape with its sources), once parsed. */
    result: jsonb('result').$type<unknown>(),
    /** Why the file gave no resume, for the talent (a failed parse). */
    message: text('message'),
    /** What the last pre-fill added and skipped, per section. */
    prefillSummary: jsonb('prefill_summary').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    parsedAt: timestamp('parsed_at', { withTimezone: true }),
    populatedAt: timestamp('populated_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'resume_parse_state_check',
      sql`${t.state} in ('parsing', 'parsed', 'failed', 'populated')`,
    ),
    index('resume_parse_talent_idx').on(t.talentId),
  ],
);
