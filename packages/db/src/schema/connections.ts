// A talent's connections to talent communities, with data-consent expiry, and their job
// applications.
import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { job, talentCommunity } from './catalogue';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('talent_connection_unique').on(t.talentId, t.communityId)],
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
