import { waitOf } from '@skyparcel/domain/time-format';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { clearFailures, findBlockedWindowStart, recordFailures } from './login-failure-repository.ts';

/**
 * Brute-force guard for sign-in (docs/decisions.md, "Sign-in limits"): failed attempts
 * are counted per account and per address in a fixed window; once either count reaches
 * its limit, sign-in answers 429 with Retry-After until the window ends.
 */
export function createLoginThrottle(db: Database, limits: AppConfig['loginThrottle'], clock = () => new Date()) {
  const windowMs = limits.windowSeconds * 1000;
  const keysFor = (account: string, ip: string) => [
    { key: `account:${account}`, limit: limits.maxFailuresPerAccount },
    { key: `ip:${ip}`, limit: limits.maxFailuresPerIp },
  ];

  return {
    async assertAllowed(account: string, ip: string): Promise<void> {
      const now = clock();
      const blockedSince = await findBlockedWindowStart(db, keysFor(account, ip), new Date(now.getTime() - windowMs));
      if (!blockedSince) return;
      const seconds = Math.max(1, Math.ceil((blockedSince.getTime() + windowMs - now.getTime()) / 1000));
      throw new AppError('TOO_MANY_REQUESTS', {
        params: { wait: waitOf(seconds) },
        headers: { 'Retry-After': String(seconds) },
      });
    },
    async recordFailure(account: string, ip: string): Promise<void> {
      const now = clock();
      const keys = keysFor(account, ip).map((k) => k.key);
      await recordFailures(db, keys, now, new Date(now.getTime() - windowMs));
    },
    async recordSuccess(account: string): Promise<void> {
      await clearFailures(db, `account:${account}`);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
