import type { LoginRequest, LoginResult } from '@skyparcel/domain/auth-contracts';
import { AppError } from '../../http/app-error.ts';
import type { PasswordHasher } from '../../lib/password-hash.ts';
import { type Account, findAccountsForLogin, parseUsername, usernameKey } from '../account/account-credentials.ts';
import type { SignInCall } from './auth-context.ts';
import { startSession } from './start-session.ts';

/**
 * `POST /v1/auth/login`: signs a customer in by phone or customer code. Unknown accounts and
 * wrong passwords answer the same error after the same work, so neither reveals which accounts exist.
 */
export async function login(call: SignInCall<LoginRequest>): Promise<LoginResult> {
  const { input, throttle } = call;
  const username = parseUsername(input.username);
  const accountKey = usernameKey(username);
  await throttle.admit(accountKey, call.ip);
  const user = await findMatchingAccount(call.passwords, await findAccountsForLogin(call.db, username), input.password);
  // A wrong password stays counted; a right one clears the count.
  if (!user) throw new AppError('INVALID_CREDENTIALS');
  await throttle.recordSuccess(accountKey, call.ip);
  return startSession(call, user);
}

/** A bare national number may exist under both prefixes; the password tells them apart. */
async function findMatchingAccount(
  passwords: PasswordHasher,
  candidates: Account[],
  password: string,
): Promise<Account | undefined> {
  if (candidates.length === 0) {
    await passwords.verifyDecoy(password);
    return undefined;
  }
  for (const candidate of candidates) {
    if (await passwords.verify(password, candidate.passwordHash)) return candidate;
  }
  return undefined;
}
