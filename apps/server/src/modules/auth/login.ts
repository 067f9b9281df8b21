import type { LoginRequest, LoginResult } from '@skyparcel/domain/account-contracts';
import { AppError } from '../../http/app-error.ts';
import { decoyPasswordHash, verifyPassword } from '../../lib/password-hash.ts';
import { findAccountsForLogin, parseUsername, usernameKey } from '../account/account-credentials.ts';
import type { UserRow } from '../account/account-repository.ts';
import type { AuthContext } from './auth-context.ts';
import { startSession } from './start-session.ts';

/**
 * Signs a customer in by phone or customer code. Unknown accounts and wrong passwords
 * answer the same error after the same work, so neither reveals which accounts exist.
 */
export async function login(context: AuthContext, input: LoginRequest, ip: string): Promise<LoginResult> {
  const username = parseUsername(input.username);
  const accountKey = usernameKey(username);
  await context.throttle.assertAllowed(accountKey, ip);

  const user = await findMatchingAccount(await findAccountsForLogin(context.db, username), input.password);
  if (!user) {
    await context.throttle.recordFailure(accountKey, ip);
    throw new AppError('INVALID_CREDENTIALS');
  }
  await context.throttle.recordSuccess(accountKey);
  return startSession(context, user);
}

/** A bare national number may exist under both prefixes; the password tells them apart. */
async function findMatchingAccount(candidates: UserRow[], password: string): Promise<UserRow | undefined> {
  if (candidates.length === 0) {
    await verifyPassword(password, await decoyPasswordHash());
    return undefined;
  }
  for (const candidate of candidates) {
    if (await verifyPassword(password, candidate.passwordHash)) return candidate;
  }
  return undefined;
}
