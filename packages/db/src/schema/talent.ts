// The talent (candidate) record created at sign-up, and the résumé-style profile it owns.
// Later profile sections add their own tables keyed by talent id.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
  /** Random code in the public and private profile preview URLs. */
  profileCode: text('profile_code')
    .notNull()
    .unique()
    .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  /** The cropped (shown) and original profile photos; rows of talent_file. */
  avatarFileId: uuid('avatar_file_id'),
  avatarOriginalFileId: uuid('avatar_original_file_id'),
  /** Resume pre-fill (a later issue) has been run on the current resume. */
  hasPreFilled: boolean('has_pre_filled').notNull().default(false),
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
  locationGroupId: text('location_group_id'),
  professionId: integer('profession_id'),
  professionLabel: text('profession_label'),
  industryId: integer('industry_id'),
  industryLabel: text('industry_label'),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Social and other links on the business card. */
export const talentExternalLink = pgTable('talent_external_link', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  talentId: uuid('talent_id')
    .notNull()
    .references(() => talent.id, { onDelete: 'cascade' }),
  linkUrl: text('link_url').notNull(),
  /** 1 Other (the default), 2 Facebook, 3 Instagram, 4 LinkedIn, 5 Twitter (reference/linktypes). */
  linkTypeId: smallint('link_type_id').notNull().default(1),
  position: integer('position').notNull().default(0),
});

/**
 * Every uploaded file (resume, profile photos, qualification documents). The bytes live in the
 * file storage under `storageKey`; the row says whose they are and what they are.
 */
export const talentFile = pgTable(
  'talent_file',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talent.id, { onDelete: 'cascade' }),
    /** 'cv' | 'avatar' | 'avatar-original' | 'document' */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    /** Sniffed from the content, never taken from the name or the client. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('talent_file_talent_idx').on(t.talentId, t.kind)],
);

/** Education, courses, safety training, licences, tickets and other qualifications. */
export const talentQualification = pgTable(
  'talent_qualification',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talent.id, { onDelete: 'cascade' }),
    /** Spec 2 section 3 type ids (0 Education, 201 Safety ... 399 Other; negative: drivers licence pseudo types). */
    qualificationTypeId: integer('qualification_type_id').notNull(),
    /** 0 Unknown, 1 Education, 2 CertificateTrainingOrCourse, 3 TicketOrLicence, ... */
    qualificationCategory: smallint('qualification_category').notNull().default(0),
    qualificationId: integer('qualification_id'),
    certification: text('certification').notNull(),
    institution: text('institution').notNull(),
    state: text('state'),
    comments: text('comments'),
    url: text('url'),
    educationLevelId: integer('education_level_id'),
    /** 0 means not specified. */
    yearCompleted: integer('year_completed').notNull().default(0),
    years: integer('years'),
    qualificationNumber: text('qualification_number'),
    qualificationCoverage: text('qualification_coverage'),
    fileId: uuid('file_id').references(() => talentFile.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('talent_qualification_talent_idx').on(t.talentId)],
);

/** IT skills: group 201 Software, 202 Systems, 203 Coding; level 1 basic, 2 intermediate, 3 advanced. */
export const talentItSkill = pgTable(
  'talent_it_skill',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talent.id, { onDelete: 'cascade' }),
    skillGroup: smallint('skill_group').notNull(),
    level: smallint('level').notNull(),
    skillId: text('skill_id').notNull(),
    label: text('label').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('talent_it_skill_unique_idx').on(t.talentId, t.skillGroup, t.skillId)],
);

/** Languages the talent speaks; level 0 Unknown ... 5 FluentOrNative. */
export const talentLanguage = pgTable(
  'talent_language',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talent.id, { onDelete: 'cascade' }),
    languageId: text('language_id').notNull(),
    languageName: text('language_name').notNull(),
    level: smallint('level').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('talent_language_talent_idx').on(t.talentId)],
);
