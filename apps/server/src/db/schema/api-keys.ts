import { API_KEY_SCOPES } from '@skyparcel/domain/api-key-contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A business account's API keys (issue 36). A key is `skp_<prefix>_<secret>`: the prefix finds its row,
 * the SHA-256 of the whole key proves it (a key is 256 random bits, so a slow hash would add nothing).
 * The key itself is shown once and never stored.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** `skp_` and the key's public part, unique: how a request's key finds its row. */
    prefix: text('prefix').notNull().unique(),
    /** SHA-256 of the whole key, hex. */
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes', { enum: API_KEY_SCOPES }).array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Written at most once a minute per key, so a busy key does not write on every call. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    // The portal's list: an account's keys, newest first.
    index('api_keys_user_newest_idx').on(t.userId, t.createdAt.desc()),
    check('api_keys_scopes_not_empty', sql`cardinality(${t.scopes}) > 0`),
  ],
);
