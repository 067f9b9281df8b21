import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { loginFailures } from '../../db/schema/accounts.ts';

export type AttemptCount = { key: string; attempts: number; windowStartedAt: Date };

/**
 * Counts one attempt per key in one statement, opening a new window where the old one ended,
 * and answers each key's count in its window: counting before the password is checked lets
 * no parallel guess slip past the limit (the row lock of the upsert orders them).
 */
export async function countAttempts(
  db: Database,
  keys: string[],
  now: Date,
  windowStart: Date,
): Promise<AttemptCount[]> {
  const isWindowOver = sql`${loginFailures.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  // Each key once and in one order: parallel attempts then lock their rows in the same order, so
  // PostgreSQL cannot deadlock two of them (a 500 the API fuzz test met once under load).
  const ordered = [...new Set(keys)].sort();
  return db
    .insert(loginFailures)
    .values(ordered.map((key) => ({ key, failures: 1, windowStartedAt: now })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${isWindowOver} then 1 else ${loginFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${isWindowOver} then excluded.window_started_at else ${loginFailures.windowStartedAt} end`,
      },
    })
    .returning({
      key: loginFailures.key,
      attempts: loginFailures.failures,
      windowStartedAt: loginFailures.windowStartedAt,
    });
}

/** Takes back one counted attempt under each key: it was not a failure (a sign-in that succeeded). */
export async function uncountAttempts(db: Database, keys: string[]): Promise<void> {
  await db
    .update(loginFailures)
    .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
    .where(inArray(loginFailures.key, keys));
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

/** Clears every key that starts with the prefix (an account's counts from each address). */
export async function clearFailuresStartingWith(db: Database, prefix: string): Promise<void> {
  await db.delete(loginFailures).where(sql`starts_with(${loginFailures.key}, ${prefix})`);
}
