import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * Requests in flight under an Idempotency-Key: a second request with the key waits for the
 * first instead of running the rules again. A row lives only while its request runs; one left by
 * a process that died is taken over once its lease is old (docs/decisions/orders.md, "Idempotency").
 */
export const idempotencyClaims = pgTable(
  'idempotency_claims',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Which request holds the claim, so it releases only its own. */
    holder: uuid('holder').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
