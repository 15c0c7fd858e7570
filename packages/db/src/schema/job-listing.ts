// A talent's saved job search (the Find Jobs criteria) and when it was last run, which
// drives the Find Jobs badge.
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { talent } from './talent';

export const savedSearchCriteria = pgTable('saved_search_criteria', {
  talentId: uuid('talent_id')
    .primaryKey()
    .references(() => talent.id, { onDelete: 'cascade' }),
  criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
