// The job catalogue: companies, their talent communities (segments), the lookups jobs are
// filed under, and the jobs themselves with every field of the careers job advert.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const company = pgTable('company', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  /** Short code used in public URLs (`/talent/job/{companyCode}/{urlCode}`). */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  industry: text('industry'),
  logoSvg: text('logo_svg'),
  /** The feed's logo (an https URL) for a company without an SVG of its own. */
  logoUrl: text('logo_url'),
  websiteUrl: text('website_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A talent community (segment). Communities form a tree; `segmentCode` is unique. */
export const talentCommunity = pgTable('talent_community', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id')
    .notNull()
    .references(() => company.id, { onDelete: 'cascade' }),
  parentId: uuid('parent_id'),
  segmentCode: text('segment_code').notNull().unique(),
  displayName: text('display_name').notNull(),
  industry: text('industry'),
  roleTypes: text('role_types'),
  countryIso2: text('country_iso2'),
  backgroundUrl: text('background_url'),
  /** How long a talent's data consent to this community lasts (renewing starts it again). */
  consentPeriodMonths: integer('consent_period_months').notNull().default(12),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const category = pgTable('category', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const subCategory = pgTable('sub_category', {
  id: integer('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => category.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
});

export const workType = pgTable('work_type', {
  id: integer('id').primaryKey(),
  label: text('label').notNull().unique(),
});

export const flexibleWorkOption = pgTable('flexible_work_option', {
  id: integer('id').primaryKey(),
  label: text('label').notNull().unique(),
});

export const workLocation = pgTable('work_location', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  communityId: uuid('community_id')
    .notNull()
    .references(() => talentCommunity.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});

export const job = pgTable(
  'job',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** The feed's identifier: imports upsert by it. */
    externalId: text('external_id').notNull().unique(),
    /** 1 = the platform's own advert, 2 = external. */
    source: smallint('source').notNull().default(1),
    matchingReferenceId: text('matching_reference_id').notNull().unique(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id')
      .notNull()
      .references(() => talentCommunity.id, { onDelete: 'cascade' }),
    urlCode: text('url_code').notNull(),
    advertUrlCode: text('advert_url_code').notNull(),
    seoSlug: text('seo_slug').notNull(),
    customCode: text('custom_code'),
    roleName: text('role_name').notNull(),
    /**
     * The taxonomy occupation its title names (occupationOfTitle), set by the import and kept
     * current by the job tagging: search finds the job by the occupation's name too (a "C++
     * Engineer" by "software engineer" and "developer"; migration 0025).
     */
    occupationId: text('occupation_id'),
    summary: text('summary'),
    description: text('description'),
    descriptionHtml: text('description_html'),
    specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
    keyPoint1: text('key_point1'),
    keyPoint2: text('key_point2'),
    keyPoint3: text('key_point3'),
    categoryId: integer('category_id').references(() => category.id),
    subCategoryId: integer('sub_category_id').references(() => subCategory.id),
    workTypeId: integer('work_type_id').references(() => workType.id),
    flexibleWorkOptionId: integer('flexible_work_option_id').references(
      () => flexibleWorkOption.id,
    ),
    flexibleWorkDescription: text('flexible_work_description'),
    workLocationId: uuid('work_location_id').references(() => workLocation.id),
    workLocationName: text('work_location_name'),
    physicalLocation: text('physical_location'),
    locationSuburb: text('location_suburb'),
    locationState: text('location_state'),
    locationPostCode: text('location_post_code'),
    locationCountryIso2: text('location_country_iso2'),
    countryName: text('country_name'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    currencyIso3: text('currency_iso3'),
    salaryType: text('salary_type'),
    minSalary: doublePrecision('min_salary'),
    maxSalary: doublePrecision('max_salary'),
    salaryRange: text('salary_range'),
    salaryDescription: text('salary_description'),
    numberOfPositions: integer('number_of_positions').notNull().default(1),
    internalOnly: boolean('internal_only').notNull().default(false),
    isEoi: boolean('is_eoi').notNull().default(false),
    destinationCode: text('destination_code'),
    strictJobPostEndDates: boolean('strict_job_post_end_dates').notNull().default(false),
    customApplyUrl: text('custom_apply_url'),
    youtubeUrl: text('youtube_url'),
    videoUrl: text('video_url'),
    videoType: text('video_type'),
    heroImageUrl: text('hero_image_url'),
    /** activelyPostedFrom: shown as publishedAt. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    postedFrom: timestamp('posted_from', { withTimezone: true }),
    postedTo: timestamp('posted_to', { withTimezone: true }),
    applicationsCloseAt: timestamp('applications_close_at', { withTimezone: true }),
    internalPostedFrom: timestamp('internal_posted_from', { withTimezone: true }),
    internalPostedTo: timestamp('internal_posted_to', { withTimezone: true }),
    internalApplicationsCloseAt: timestamp('internal_applications_close_at', {
      withTimezone: true,
    }),
    publicPostedFrom: timestamp('public_posted_from', { withTimezone: true }),
    publicPostedTo: timestamp('public_posted_to', { withTimezone: true }),
    publicApplicationsCloseAt: timestamp('public_applications_close_at', { withTimezone: true }),
    // storageKey: the portal keeps the document's bytes in its file storage under this key.
    attachments:
      jsonb('attachments').$type<
        { url: string; name: string; type: string; storageKey?: string }[]
      >(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_community_url_code_idx').on(t.communityId, t.urlCode),
    index('job_published_at_idx').on(t.publishedAt),
    index('job_company_idx').on(t.companyId),
    // The jobs added in a job alert digest's window (decision 022).
    index('job_created_at_idx').on(t.createdAt, t.id),
  ],
);

/**
 * What job search reads: a copy of each job's searchable parts, written by the statement
 * triggers `job_search_sync_insert` and `job_search_sync_update` once per statement that writes
 * jobs (migration 0021 holds the row's current definition, `talent_searchable_job`) and removed
 * with the job. A search reads only these rows, never the job's long text, and the job table for
 * the ten jobs of its page (decision 008).
 */
export const searchableJob = pgTable('searchable_job', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => job.id, { onDelete: 'cascade' }),
  communityId: uuid('community_id').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  applicationsCloseAt: timestamp('applications_close_at', { withTimezone: true }),
  internalOnly: boolean('internal_only').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /** The title alone: kept in the row, so ranking by it reads nothing out of line. */
  titleVector: tsvector('title_vector').notNull(),
  /** Title (A), skills (B), summary (C) and description (D). */
  searchVector: tsvector('search_vector').notNull(),
  /**
   * Community, filter values and location cells as lexemes ('c<community>', 'k<category>',
   * 's<sub-category>', 'w<work type>', 'f<flexible option>', 'l<work location>', 'n<country>',
   * 'g<level>x<lat>y<lng>', and 'a<yyyymmdd>' the UTC day the job was added; decision 007, geo-cells
   * in the job search and decision 022).
   */
  filterVector: tsvector('filter_vector').notNull(),
  /** The role the title names (up to a dash or bracket), unscoped: ranks the found jobs. */
  roleVector: tsvector('role_vector').notNull(),
  /** Skills and category name, unscoped: ranks the found jobs (decision 016). */
  tagVector: tsvector('tag_vector').notNull(),
  /** When the job was added (job.created_at): the job alert window reads it here (decision 022). */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Words of job titles and skills, for correcting typos in keywords (refreshed after imports). */
export const jobWord = pgTable('job_word', {
  word: text('word').primaryKey(),
  documents: integer('documents').notNull(),
});
