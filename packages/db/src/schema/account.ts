// The account beyond what the auth library keeps: the sign-in history (for the data export), a
// pending closure of an account without a password (confirmed by a mailed link), and the closures
// themselves, kept without anything that says whose account it was.
import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const signInEvent = pgTable(
  'sign_in_event',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_event_user_idx').on(t.userId, t.createdAt)],
);

/** An account without a password asked to be closed: the mailed link's token, by its hash. */
export const accountDeletionRequest = pgTable('account_deletion_request', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  reasonType: smallint('reason_type').notNull(),
  reasonDescription: text('reason_description'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Why accounts were closed: no user id, email or name, only the reason the talent gave. */
export const accountClosure = pgTable('account_closure', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  reasonType: smallint('reason_type').notNull(),
  reasonDescription: text('reason_description'),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
});
