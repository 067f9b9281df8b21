import { waitOf } from '@skyparcel/domain/time-format';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { clearFailures, countAttempts, uncountAttempt } from './login-failure-repository.ts';

/**
 * Brute-force guard for sign-in (docs/decisions.md, "Sign-in limits"): attempts are counted per
 * account and per address in a fixed window before the password is checked, in one statement,
 * so parallel guesses cannot overshoot; an attempt past either limit answers 429 with
 * Retry-After until the window ends. A sign-in that succeeds clears the account's count and
 * takes its attempt back from the address's.
 */
export function createLoginThrottle(db: Database, limits: AppConfig['loginThrottle'], clock = () => new Date()) {
  const windowMs = limits.windowSeconds * 1000;
  const limitOf = (key: string) =>
    key.startsWith('account:') ? limits.maxFailuresPerAccount : limits.maxFailuresPerIp;

  return {
    /** Counts the attempt, then throws 429 TOO_MANY_REQUESTS when it is past a limit. */
    async admit(account: string, ip: string): Promise<void> {
      const now = clock();
      const counts = await countAttempts(
        db,
        [`account:${account}`, `ip:${ip}`],
        now,
        new Date(now.getTime() - windowMs),
      );
      const over = counts.filter((count) => count.attempts > limitOf(count.key));
      if (over.length === 0) return;
      const blockedSince = Math.max(...over.map((count) => count.windowStartedAt.getTime()));
      const seconds = Math.max(1, Math.ceil((blockedSince + windowMs - now.getTime()) / 1000));
      throw new AppError('TOO_MANY_REQUESTS', {
        params: { wait: waitOf(seconds) },
        headers: { 'Retry-After': String(seconds) },
      });
    },
    /** The attempt was no failure: the account starts afresh and the address gets it back. */
    async recordSuccess(account: string, ip?: string): Promise<void> {
      await clearFailures(db, `account:${account}`);
      if (ip) await uncountAttempt(db, `ip:${ip}`);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
