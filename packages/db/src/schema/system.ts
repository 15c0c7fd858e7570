// Installation-wide values kept in the database so that several app processes share them
// (the signing secret for sessions and short-lived tokens is created once, on first start).
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const appSetting = pgTable('app_setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
