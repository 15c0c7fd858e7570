// A talent's connections to talent communities, with data-consent expiry, and their job
// applications.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { company, job, talentCommunity } from './catalogue';
import { talent } from './talent';

export const connection = pgTable(
  'talent_connection',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talent.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id')
      .notNull()
      .references(() => talentCommunity.id, { onDelete: 'cascade' }),
    /** On Hold, Connected, Declined, New, Pending. */
    statusName: text('status_name').notNull(),
    /** internal (an employee) or contractor. */
    relationship: text('relationship'),
    jobAlertsEnabled: boolean('job_alerts_enabled').notNull().default(false),
    initiallyConnectedAt: timestamp('initially_connected_at', { withTimezone: true }),
    consentExpiry: timestamp('consent_expiry', { withTimezone: true }),
    /** Internal job alerts of this community (Manage Internal Job Alerts): the roles. */
    jobAlertKeywords: text('job_alert_keywords'),
    /** Days between alerts: 1, 7 or 30. */
    jobAlertFrequency: integer('job_alert_frequency'),
    /** When the internal job alert preferences were first saved: null, not specified. */
    jobAlertPreferencesAt: timestamp('job_alert_preferences_at', { withTimezone: true }),
    /** The consent expiry the renewal reminder mail was sent for (a renewal moves the expiry on). */
    consentReminderSentFor: timestamp('consent_reminder_sent_for', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('talent_connection_unique').on(t.talentId, t.communityId)],
);

/** A company's request to connect, answered by accept, decline or ignore (spec 3 section 4). */
export const connectionRequest = pgTable(
  'connection_request',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connection.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('connection_request_connection_idx').on(t.connectionId, t.createdAt)],
);

/** A company looked at the talent's shared profile (the home dashboard's views). */
export const profileView = pgTable(
  'profile_view',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talent.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_view_talent_idx').on(t.talentId, t.viewedAt)],
);

export const jobApplication = pgTable(
  'job_application',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talent.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    /** Started, ResubmissionRequired, SubmittedAwaitingProcessing, AllDone, Withdrawn. */
    state: text('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_application_unique').on(t.talentId, t.jobId)],
);
