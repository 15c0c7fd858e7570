// The taxonomy (@talent/taxonomy) where SQL needs it: its skills, licences and occupations,
// copied from the package's data files when their version changes (syncTaxonomy), and what each
// job advert mentions of them (written by the job tagging background job).
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { job } from './catalogue';

/** Skills and licences (one id space, data/FORMAT.md). Never deleted: withdrawn instead. */
export const taxonomySkill = pgTable('taxonomy_skill', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['skill', 'licence'] }).notNull(),
  label: text('label').notNull(),
  category: text('category').notNull(),
  /** Other names (aliases and misspellings), in the package's normalised form. */
  names: text('names').array().notNull().default(sql`'{}'::text[]`),
  withdrawn: boolean('withdrawn').notNull().default(false),
});

export const taxonomyOccupation = pgTable('taxonomy_occupation', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  anzsco: text('anzsco').notNull(),
  /** Job titles of the occupation, in the package's normalised form. */
  titles: text('titles').array().notNull().default(sql`'{}'::text[]`),
  professionId: integer('profession_id').unique(),
  withdrawn: boolean('withdrawn').notNull().default(false),
});

/** The skills and licences an occupation usually asks for. */
export const taxonomyOccupationSkill = pgTable(
  'taxonomy_occupation_skill',
  {
    occupationId: text('occupation_id')
      .notNull()
      .references(() => taxonomyOccupation.id),
    skillId: text('skill_id')
      .notNull()
      .references(() => taxonomySkill.id),
  },
  (t) => [primaryKey({ columns: [t.occupationId, t.skillId] })],
);

/** Which version of the package's data the tables hold (one row). */
export const taxonomyState = pgTable('taxonomy_state', {
  id: integer('id').primaryKey().default(1),
  version: text('version').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where and to whom a tagged job shows, copied from the job when it is tagged (a job that
 * changes is tagged again): job matching finds its candidates in the indexes of the job's skills
 * and occupation alone, without a lookup of each one in the search rows (decision 025). It
 * checks the few jobs it keeps against the job itself.
 */
const placeAndVisibility = {
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  applicationsCloseAt: timestamp('applications_close_at', { withTimezone: true }),
  internalOnly: boolean('internal_only'),
  communityId: uuid('community_id'),
};

/** The same columns as they close each tag index, after its key and the job: what ranks it. */
const RANKING_COLUMNS = [
  'publishedAt',
  'applicationsCloseAt',
  'internalOnly',
  'communityId',
  'latitude',
  'longitude',
] as const satisfies readonly (keyof typeof placeAndVisibility)[];

/** What a job advert was found to ask for, and against which taxonomy version. */
export const jobTaxonomy = pgTable(
  'job_taxonomy',
  {
    jobId: uuid('job_id')
      .primaryKey()
      .references(() => job.id, { onDelete: 'cascade' }),
    occupationId: text('occupation_id').references(() => taxonomyOccupation.id),
    /** The job's skills (as in job_skill), in id order: what scoring reads of it. */
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    version: text('version').notNull(),
    /** The job's `updated_at` when it was tagged: a re-import changes it, and it is tagged again. */
    jobUpdatedAt: timestamp('job_updated_at', { withTimezone: true }).notNull(),
    taggedAt: timestamp('tagged_at', { withTimezone: true }).notNull().defaultNow(),
    ...placeAndVisibility,
  },
  (t) => [
    // By occupation, with what ranks a candidate: read from the index alone.
    index('job_taxonomy_occupation_idx').on(
      t.occupationId,
      t.jobId,
      ...RANKING_COLUMNS.map((name) => t[name]),
    ),
  ],
);

/** The skills and licences a job advert mentions (title, summary, description, specialties). */
export const jobSkill = pgTable(
  'job_skill',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    skillId: text('skill_id')
      .notNull()
      .references(() => taxonomySkill.id),
    ...placeAndVisibility,
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.skillId] }),
    // By skill, then job, with what ranks a candidate: the jobs asking for some skills are read
    // from the index alone.
    index('job_skill_skill_idx').on(t.skillId, t.jobId, ...RANKING_COLUMNS.map((name) => t[name])),
  ],
);
