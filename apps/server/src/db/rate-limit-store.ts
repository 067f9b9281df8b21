import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { rateLimitWindows } from './schema/system.ts';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, counted?: Counted) => void;
/** What the plugin hands `child` at run time: the route's options under `routeInfo` (its types omit them). */
type ChildOptions = { routeInfo?: { method?: unknown; url?: unknown } };

/** Ended windows are swept at most this often per process (the table only holds live windows' keys). */
const SWEEP_EVERY_MS = 60_000;

/**
 * A store for @fastify/rate-limit that counts in the database, so every server process on it shares
 * one count per key: each process's own memory let two processes take 113 sign-ins a minute where the
 * limit is 60. One statement per counted request: the window's hits go up, or a new window starts
 * when the last one ended, by the database's clock (the same for every process).
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let lastSweepAt = 0;
  const sweep = () => {
    const now = Date.now();
    if (now - lastSweepAt < SWEEP_EVERY_MS) return;
    lastSweepAt = now;
    db.delete(rateLimitWindows)
      .where(lt(rateLimitWindows.resetsAt, sql`now()`))
      .catch(() => {}); // the next sweep tries again
  };

  class DatabaseStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(_options?: unknown, prefix = '') {
      this.#prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindowMs: number): void {
      count(db, `${this.#prefix}${key}`, timeWindowMs).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
      sweep();
    }

    child(options: object): DatabaseStore {
      const route = (options as ChildOptions).routeInfo;
      return new DatabaseStore(undefined, `${this.#prefix}${String(route?.method ?? '')} ${String(route?.url ?? '')} `);
    }
  }
  return DatabaseStore;
}

async function count(db: Database, key: string, timeWindowMs: number): Promise<Counted> {
  const window = sql`(${timeWindowMs} * interval '1 millisecond')`;
  const result = (await db.execute(sql`
    insert into ${rateLimitWindows} (key, hits, resets_at) values (${key}, 1, now() + ${window})
    on conflict (key) do update set
      hits = case when ${rateLimitWindows.resetsAt} <= now() then 1 else ${rateLimitWindows.hits} + 1 end,
      resets_at = case when ${rateLimitWindows.resetsAt} <= now() then now() + ${window}
        else ${rateLimitWindows.resetsAt} end
    returning hits, ceil(extract(epoch from (resets_at - now())) * 1000)::int as ttl`)) as unknown as {
    rows: { hits: number; ttl: number }[];
  };
  const [row] = result.rows;
  return { current: row.hits, ttl: Math.max(0, row.ttl) };
}
