import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/accounts.ts';

/** The latest moment at which any of the keys reached the limit inside the current window. */
export async function findBlockedWindowStart(
  db: Database,
  keys: { key: string; limit: number }[],
  windowStart: Date,
): Promise<Date | null> {
  const rows = await db
    .select({ key: loginFailures.key, failures: loginFailures.failures, startedAt: loginFailures.windowStartedAt })
    .from(loginFailures)
    .where(
      and(
        inArray(
          loginFailures.key,
          keys.map((k) => k.key),
        ),
        gt(loginFailures.windowStartedAt, windowStart),
      ),
    );
  const blocked = rows.filter((row) => row.failures >= (keys.find((k) => k.key === row.key)?.limit ?? Infinity));
  if (blocked.length === 0) return null;
  return new Date(Math.max(...blocked.map((row) => row.startedAt.getTime())));
}

/** Counts one failure per key in one statement, opening a new window where the old one ended. */
export async function recordFailures(db: Database, keys: string[], now: Date, windowStart: Date): Promise<void> {
  const isWindowOver = sql`${loginFailures.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  await db
    .insert(loginFailures)
    .values(keys.map((key) => ({ key, failures: 1, windowStartedAt: now })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${isWindowOver} then 1 else ${loginFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${isWindowOver} then excluded.window_started_at else ${loginFailures.windowStartedAt} end`,
      },
    });
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
