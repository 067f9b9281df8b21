import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Secrets the server makes for itself when none is configured (embedded installs). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which release of each reference data set is loaded, so unchanged data is not reloaded at every start. */
export const seedVersions = pgTable('seed_versions', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
