import type { ChangePasswordRequest } from '@skyparcel/domain/auth-contracts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { findAccountById, replacePasswordHash } from '../account/account-credentials.ts';
import type { SessionCall } from './auth-context.ts';
import { deleteResetTokens } from './password-reset-repository.ts';
import { forgetSessions, revokeSessionsExcept } from './session-repository.ts';

/**
 * `PUT /v1/user/password`: replaces the password after checking the current one. Other sessions
 * are signed out, so a stolen token stops working once its owner changes the password, and
 * pending reset links stop working too.
 */
export async function changePassword(call: SessionCall<ChangePasswordRequest>): Promise<null> {
  const { db, input } = call;
  const user = await findAccountById(db, call.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (!(await call.passwords.verify(input.oldPassword, user.passwordHash))) throw new AppError('WRONG_PASSWORD');
  const passwordHash = await call.passwords.hash(input.newPassword);
  await inTransaction(db, async (tx) => {
    await replacePasswordHash(tx, user.id, passwordHash);
    await revokeSessionsExcept(tx, user.id, call.sessionId, call.now);
    await deleteResetTokens(tx, user.id);
  });
  forgetSessions();
  return null;
}
