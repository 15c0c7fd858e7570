// The talent (candidate) record created at sign-up, and the résumé-style profile it owns.
// Later profile sections add their own tables keyed by talent id.
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const talent = pgTable('talent', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  currentRole: text('current_role'),
  bioMessage: text('bio_message'),
  addressLine1: text('address_line1'),
  addressLine2: text('address_line2'),
  suburb: text('suburb'),
  postcode: text('postcode'),
  state: text('state'),
  countryIso2: text('country_iso2'),
  latitude: text('latitude'),
  longitude: text('longitude'),
  careerSummary: text('career_summary'),
  skillsSummary: text('skills_summary'),
  achievements: text('achievements'),
  /** 1 public (network-wide), 2 private (connections only). */
  profileStatus: smallint('profile_status').notNull().default(2),
  jobSearchStatusId: integer('job_search_status_id'),
  noWorkHistory: boolean('no_work_history').notNull().default(false),
  noQualifications: boolean('no_qualifications').notNull().default(false),
  noItSkills: boolean('no_it_skills').notNull().default(false),
  noLicences: boolean('no_licences').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const talentSkill = pgTable('talent_skill', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  talentId: uuid('talent_id')
    .notNull()
    .references(() => talent.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  position: integer('position').notNull().default(0),
});

export const talentRole = pgTable('talent_role', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  talentId: uuid('talent_id')
    .notNull()
    .references(() => talent.id, { onDelete: 'cascade' }),
  roleTitle: text('role_title').notNull(),
  company: text('company').notNull(),
  division: text('division'),
  fromDate: text('from_date').notNull(),
  toDate: text('to_date'),
  isCurrent: boolean('is_current').notNull().default(false),
  isPrimary: boolean('is_primary').notNull().default(false),
  hideCompany: boolean('hide_company').notNull().default(false),
  extendedJobDesc: text('extended_job_desc'),
  responsibilities: text('responsibilities').array().notNull().default(sql`'{}'::text[]`),
  achievementsList: text('achievements_list').array().notNull().default(sql`'{}'::text[]`),
  specialities: text('specialities').array().notNull().default(sql`'{}'::text[]`),
  countryIso2: text('country_iso2'),
  locationLabel: text('location_label'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
