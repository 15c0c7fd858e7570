// Job alerts: the talent's alert preferences and when the next digest is due, each digest sent
// (the mail's outbox: prepared in one transaction, then sent), and every job a talent has been
// sent, so no job is mailed twice.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { job } from './catalogue';
import { talent } from './talent';

export const jobAlert = pgTable(
  'job_alert',
  {
    talentId: uuid('talent_id')
      .primaryKey()
      .references(() => talent.id, { onDelete: 'cascade' }),
    /** The search: keywords, talentCommunities, location, locationBounds, locationRadius, workTypes, flexibleWorkOptions. */
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull(),
    enableAlerts: boolean('enable_alerts').notNull().default(false),
    /** Days between digests: 1, 7 or 30. */
    frequency: integer('frequency'),
    /** IANA time zone the digest's morning is in. */
    timeZone: text('time_zone'),
    /** Jobs added to the catalogue after this go in the next digest. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    /** When the next digest is due; null while alerts are off. */
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_alert_due_idx').on(t.nextDueAt).where(sql`${t.enableAlerts}`)],
);

export const jobAlertDigest = pgTable(
  'job_alert_digest',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talent.id, { onDelete: 'cascade' }),
    /** pending (prepared, not yet sent), sending (claimed by a sender), sent. */
    state: text('state').notNull().default('pending'),
    /** The listed jobs' ids, newest first. */
    jobIds: jsonb('job_ids').$type<string[]>().notNull(),
    /** Every new matching job, listed or not. */
    jobCount: integer('job_count').notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('job_alert_digest_pending_idx').on(t.createdAt).where(sql`${t.state} <> 'sent'`),
    index('job_alert_digest_talent_idx').on(t.talentId, t.createdAt),
  ],
);

export const jobAlertSentJob = pgTable(
  'job_alert_sent_job',
  {
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talent.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    digestId: uuid('digest_id')
      .notNull()
      .references(() => jobAlertDigest.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.talentId, t.jobId] })],
);
