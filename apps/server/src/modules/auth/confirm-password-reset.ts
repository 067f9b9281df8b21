import type { PasswordResetConfirm } from '@skyparcel/domain/auth-contracts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { accountUsernameKey, findAccountById, replacePasswordHash } from '../account/account-credentials.ts';
import type { RecoveryCall } from './auth-context.ts';
import { resetTokenRefusal, usableResetToken } from './check-password-reset.ts';
import { deleteResetTokens, findResetToken, useResetToken } from './password-reset-repository.ts';
import { hashResetToken } from './password-reset-token.ts';
import { forgetSessions, revokeSessionsExcept } from './session-repository.ts';

/**
 * `POST /v1/auth/password-reset/confirm`: sets the new password with a link's token. The token
 * is used up, the account's other links die, and every session of the account ends, so whoever
 * knew the old password is signed out. The account's failed sign-ins are forgotten, so the
 * customer can sign in at once with the new password.
 */
export async function confirmPasswordReset(call: RecoveryCall<PasswordResetConfirm>): Promise<null> {
  const { db, input, now } = call;
  // A dead link is told before the slow hash.
  await usableResetToken(db, input.token, now);
  const passwordHash = await call.passwords.hash(input.newPassword);
  const tokenHash = hashResetToken(input.token);
  const userId = await inTransaction(db, async (tx) => {
    const owner = await useResetToken(tx, tokenHash, now);
    if (!owner) return null;
    await replacePasswordHash(tx, owner, passwordHash);
    await deleteResetTokens(tx, owner, tokenHash);
    await revokeSessionsExcept(tx, owner, null, now);
    return owner;
  });
  forgetSessions();
  // Another request used or outlived the token since the check: say which.
  if (!userId) {
    throw resetTokenRefusal(await findResetToken(db, tokenHash), now) ?? new AppError('PASSWORD_RESET_TOKEN_INVALID');
  }
  const account = await findAccountById(db, userId);
  if (account) await call.throttle.clearAccount(accountUsernameKey(account));
  return null;
}
