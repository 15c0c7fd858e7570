// Job matching: a talent's preferences and skills model, and the jobs suggested to them with
// their scores (worked out in the background, kept per talent). A suggestion the talent saved
// or deleted keeps that status across refreshes; a deleted one never comes back.
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { job } from './catalogue';
import { talent } from './talent';

export const matchingPreferences = pgTable('matching_preferences', {
  talentId: uuid('talent_id')
    .primaryKey()
    .references(() => talent.id, { onDelete: 'cascade' }),
  preferredRoles: text('preferred_roles').array().notNull().default(sql`'{}'::text[]`),
  locationAddress: text('location_address'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  countryIso2: text('country_iso2'),
  radiusKm: doublePrecision('radius_km').notNull().default(50),
  workType: text('work_type', { enum: ['all', 'full-time', 'part-time'] })
    .notNull()
    .default('all'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const MATCHING_SKILL_STATES = ['confirmed', 'suggested', 'dismissed'] as const;

/**
 * The skills model: skills the talent confirmed, skills found in their profile and resume
 * (suggested until confirmed or dismissed), and the dismissed ones (never suggested again).
 * `skillKey` is the taxonomy id, or `label:` and the label for a skill the taxonomy lacks.
 */
export const matchingSkill = pgTable(
  'matching_skill',
  {
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talent.id, { onDelete: 'cascade' }),
    skillKey: text('skill_key').notNull(),
    skillId: text('skill_id'),
    label: text('label').notNull(),
    state: text('state', { enum: MATCHING_SKILL_STATES }).notNull(),
    /** Where a suggested skill was found: profile, role, resume. */
    source: text('source'),
    evidence: text('evidence'),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.talentId, t.skillKey] })],
);

export const SUGGESTION_STATUSES = ['Saved', 'Unsaved', 'Deleted'] as const;

export const jobSuggestion = pgTable(
  'job_suggestion',
  {
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talent.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    /** The score's parts and the skill comparison (@talent/matching's Match). */
    match: jsonb('match').notNull(),
    status: text('status', { enum: SUGGESTION_STATUSES }).notNull().default('Unsaved'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The talent acknowledged that this saved job is no longer available. */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    scoredAt: timestamp('scored_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.talentId, t.jobId] }),
    index('job_suggestion_talent_score_idx').on(t.talentId, t.score.desc()),
  ],
);

/**
 * Whether a talent's suggestions are up to date: every change that makes them stale (preferences,
 * skills, the catalogue's job tags) counts up `changeSeq`; a refresh records the count it started
 * from. They are fresh while the two agree, so a refresh that ran across a change never passes
 * for a fresh one.
 */
export const matchingRefresh = pgTable('matching_refresh', {
  talentId: uuid('talent_id')
    .primaryKey()
    .references(() => talent.id, { onDelete: 'cascade' }),
  changeSeq: integer('change_seq').notNull().default(0),
  refreshedSeq: integer('refreshed_seq'),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
  candidates: integer('candidates').notNull().default(0),
});
