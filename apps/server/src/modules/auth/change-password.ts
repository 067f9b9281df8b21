import { AppError } from '../../http/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password-hash.ts';
import { findAccountById, replacePasswordHash } from '../account/account-credentials.ts';
import type { AuthContext } from './auth-context.ts';
import { revokeSessionsExcept } from './session-repository.ts';

type ChangePasswordInput = { userId: string; sessionId: string; oldPassword: string; newPassword: string };

/**
 * Replaces the password after checking the current one. Other sessions are signed out,
 * so a stolen token stops working once its owner changes the password.
 */
export async function changePassword(context: AuthContext, input: ChangePasswordInput): Promise<void> {
  const user = await findAccountById(context.db, input.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (!(await verifyPassword(input.oldPassword, user.passwordHash))) throw new AppError('WRONG_PASSWORD');
  const passwordHash = await hashPassword(input.newPassword);
  await context.db.transaction(async (tx) => {
    await replacePasswordHash(tx, user.id, passwordHash);
    await revokeSessionsExcept(tx, user.id, input.sessionId, context.clock());
  });
}
