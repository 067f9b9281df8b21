import { waitOf } from '@skyparcel/domain/time-format';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { countAttempts } from './login-failure-repository.ts';

/** A key to count an attempt under, its limit per window, and whether passing it refuses this attempt. */
export type AttemptLimit = { key: string; limit: number; enforced?: boolean };

/**
 * Attempts counted per key in a fixed window, in the database so limits hold across server
 * processes. Each attempt is counted before it is served, in one statement, so parallel attempts
 * cannot overshoot a limit.
 */
export function createAttemptCounter(db: Database, windowSeconds: number, clock: () => Date) {
  const windowMs = windowSeconds * 1000;
  return {
    /** Counts the attempt under every key, then throws 429 TOO_MANY_REQUESTS (with Retry-After) if an enforced limit is passed. */
    async count(limits: AttemptLimit[]): Promise<void> {
      const now = clock();
      const counts = await countAttempts(
        db,
        limits.map((limit) => limit.key),
        now,
        new Date(now.getTime() - windowMs),
      );
      const over = counts.filter((count) => {
        const limit = limits.find((candidate) => candidate.key === count.key);
        return limit && limit.enforced !== false && count.attempts > limit.limit;
      });
      if (over.length === 0) return;
      const blockedSince = Math.max(...over.map((count) => count.windowStartedAt.getTime()));
      throw tooMany(secondsLeft(blockedSince, windowMs, now));
    },

    /**
     * Counts one request under `key` and answers what is left of its window (for the RateLimit
     * headers); past `limit`, throws 429 TOO_MANY_REQUESTS with Retry-After and `headers(left)`.
     */
    async take(
      key: string,
      limit: number,
      headers: (left: { remaining: number; resetSeconds: number }) => Record<string, string>,
    ) {
      const now = clock();
      const [counted] = await countAttempts(db, [key], now, new Date(now.getTime() - windowMs));
      const left = {
        remaining: Math.max(0, limit - counted.attempts),
        resetSeconds: secondsLeft(counted.windowStartedAt.getTime(), windowMs, now),
      };
      if (counted.attempts > limit) throw tooMany(left.resetSeconds, headers(left));
      return left;
    },
  };
}

const secondsLeft = (windowStartedAt: number, windowMs: number, now: Date) =>
  Math.max(1, Math.ceil((windowStartedAt + windowMs - now.getTime()) / 1000));

function tooMany(seconds: number, headers: Record<string, string> = {}) {
  return new AppError('TOO_MANY_REQUESTS', {
    params: { wait: waitOf(seconds) },
    headers: { ...headers, 'Retry-After': String(seconds) },
  });
}
