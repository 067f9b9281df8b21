import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createAttemptCounter } from './attempt-counter.ts';

/**
 * Reset requests counted per account and per client address in a fixed window, on the sign-in
 * limits' counter and table (keys under `password-reset:`), so the limit holds across server
 * processes. Every request counts, whether an account was found or not, so a 429 tells nothing
 * about which accounts exist.
 */
export function createPasswordResetThrottle(
  db: Database,
  limits: AppConfig['passwordReset'],
  clock: () => Date = () => new Date(),
) {
  const counter = createAttemptCounter(db, limits.windowSeconds, clock);
  return {
    /** Counts one request, or throws 429 TOO_MANY_REQUESTS (with Retry-After) once a limit is reached. */
    async countRequest(account: string, ip: string): Promise<void> {
      await counter.count([
        { key: `password-reset:account:${account}`, limit: limits.maxPerAccount },
        { key: `password-reset:ip:${ip}`, limit: limits.maxPerIp },
      ]);
    },
  };
}

export type PasswordResetThrottle = ReturnType<typeof createPasswordResetThrottle>;
