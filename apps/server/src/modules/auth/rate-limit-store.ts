import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../../db/database.ts';
import { countAttempts } from './login-failure-repository.ts';

type Callback = (error: Error | null, counted?: { current: number; ttl: number }) => void;
/** What the plugin hands `child` at run time: the route's options under `routeInfo` (its types omit them). */
type ChildOptions = { routeInfo?: { method?: unknown; url?: unknown } };

/**
 * A store for @fastify/rate-limit that counts where the sign-in limits count (`countAttempts`, one
 * upsert per request, a fixed window per key), so every server process on the database shares one
 * count: each process's own memory let two processes take 113 sign-ins a minute where the cap is 60.
 * Keys are `route:<method> <url> <address>`, beside the sign-in limits' `ip:` and `account:` keys.
 */
export function databaseRateLimitStore(db: Database, clock: () => Date): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(_options?: unknown, prefix = 'route:') {
      this.#prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindowMs: number): void {
      const now = clock();
      countAttempts(db, [`${this.#prefix}${key}`], now, new Date(now.getTime() - timeWindowMs)).then(
        ([counted]) =>
          callback(null, {
            current: counted.attempts,
            ttl: Math.max(0, counted.windowStartedAt.getTime() + timeWindowMs - now.getTime()),
          }),
        (error: Error) => callback(error),
      );
    }

    child(options: object): DatabaseStore {
      const route = (options as ChildOptions).routeInfo;
      return new DatabaseStore(undefined, `${this.#prefix}${String(route?.method ?? '')} ${String(route?.url ?? '')} `);
    }
  }
  return DatabaseStore;
}
