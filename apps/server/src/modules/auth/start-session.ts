import type { LoginResult } from '@skyparcel/domain/auth-contracts';
import type { Account } from '../account/account-credentials.ts';
import { toProfile } from '../account/profile-view.ts';
import type { AuthContext } from './auth-context.ts';
import { insertSession } from './session-repository.ts';

/** Opens a session for the account and answers the bearer token (sign-in and sign-up). */
export async function startSession(context: AuthContext, user: Account): Promise<LoginResult> {
  const expiresAt = new Date(context.clock().getTime() + context.signer.ttlSeconds * 1000);
  const sessionId = await insertSession(context.db, user.id, expiresAt);
  const accessToken = await context.signer.sign({ userId: user.id, sessionId }, expiresAt);
  return { accessToken, tokenType: 'Bearer', expiresIn: context.signer.ttlSeconds, user: toProfile(user) };
}
