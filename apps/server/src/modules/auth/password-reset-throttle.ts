import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createLoginThrottle } from './login-throttle.ts';

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
  const counter = createLoginThrottle(
    db,
    {
      maxFailuresPerAccount: limits.maxPerAccount,
      maxFailuresPerIp: limits.maxPerIp,
      windowSeconds: limits.windowSeconds,
    },
    clock,
  );
  const scoped = (value: string) => `password-reset:${value}`;
  return {
    /** Counts one request, or throws 429 TOO_MANY_REQUESTS (with Retry-After) once a limit is reached. */
    async countRequest(account: string, ip: string): Promise<void> {
      await counter.admit(scoped(account), scoped(ip));
    },
  };
}

export type PasswordResetThrottle = ReturnType<typeof createPasswordResetThrottle>;
