import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createAttemptCounter } from './attempt-counter.ts';
import { clearFailures, clearFailuresStartingWith, uncountAttempts } from './login-failure-repository.ts';
import { isKnownSignInAddress, rememberSignInAddress } from './sign-in-address-repository.ts';

/** An address an account signed in from within this many days is one of its own. */
const KNOWN_ADDRESS_DAYS = 90;

const accountKey = (account: string) => `account:${account}`;
const accountAtAddressKey = (account: string, ip: string) => `account-at:${account} ${ip}`;
const addressKey = (ip: string) => `ip:${ip}`;

/**
 * Brute-force guard for sign-in (docs/decisions/accounts-and-sign-in.md, "Sign-in limits that lock out no bystander").
 * Every attempt is counted before its password is checked, under three keys:
 * - the account from this address: past its limit, that pair waits out the window;
 * - the account from anywhere, and the address for any account: higher limits that refuse only
 *   addresses the account has not signed in from, so an attacker guessing from many addresses,
 *   or many accounts from one (an office or a proxy), does not lock customers out of their own.
 * A sign-in that succeeds clears the pair, takes its attempt back from the other two and
 * remembers the address as the account's own.
 */
export function createLoginThrottle(db: Database, limits: AppConfig['loginThrottle'], clock = () => new Date()) {
  const counter = createAttemptCounter(db, limits.windowSeconds, clock);
  return {
    /** Counts the attempt, then throws 429 TOO_MANY_REQUESTS when it is past a limit that applies. */
    async admit(account: string, ip: string): Promise<void> {
      const knownSince = new Date(clock().getTime() - KNOWN_ADDRESS_DAYS * 86_400_000);
      const isOwnAddress = await isKnownSignInAddress(db, account, ip, knownSince);
      await counter.count([
        { key: accountAtAddressKey(account, ip), limit: limits.maxFailuresPerAccountAndAddress },
        { key: accountKey(account), limit: limits.maxFailuresPerAccount, enforced: !isOwnAddress },
        { key: addressKey(ip), limit: limits.maxFailuresPerIp, enforced: !isOwnAddress },
      ]);
    },
    /** The attempt was no failure: the pair starts afresh, the others get it back, the address is the account's. */
    async recordSuccess(account: string, ip: string): Promise<void> {
      await clearFailures(db, accountAtAddressKey(account, ip));
      await uncountAttempts(db, [accountKey(account), addressKey(ip)]);
      await rememberSignInAddress(db, account, ip, clock());
    },
    /** A new password (a reset): every count against the account ends. */
    async clearAccount(account: string): Promise<void> {
      await clearFailures(db, accountKey(account));
      await clearFailuresStartingWith(db, `${accountAtAddressKey(account, '')}`);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
