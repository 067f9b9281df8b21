import type { PasswordResetCheck, PasswordResetChecked } from '@skyparcel/domain/auth-contracts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { RecoveryCall } from './auth-context.ts';
import { findResetToken, type ResetTokenRow } from './password-reset-repository.ts';
import { hashResetToken } from './password-reset-token.ts';

/** Why a token cannot set a password (the link's page shows each reason), or null when it can. */
export function resetTokenRefusal(row: ResetTokenRow | undefined, now: Date): AppError | null {
  if (!row) return new AppError('PASSWORD_RESET_TOKEN_INVALID');
  if (row.usedAt) return new AppError('PASSWORD_RESET_TOKEN_USED');
  if (row.expiresAt <= now) return new AppError('PASSWORD_RESET_TOKEN_EXPIRED');
  return null;
}

/** The stored token if it can still set a password; else throws why not. */
export async function usableResetToken(db: Database, token: string, now: Date): Promise<ResetTokenRow> {
  const row = await findResetToken(db, hashResetToken(token));
  if (!row) throw new AppError('PASSWORD_RESET_TOKEN_INVALID');
  const refusal = resetTokenRefusal(row, now);
  if (refusal) throw refusal;
  return row;
}

/** `POST /v1/auth/password-reset/check`: lets the link's page say at once that a link is dead. */
export async function checkPasswordReset(call: RecoveryCall<PasswordResetCheck>): Promise<PasswordResetChecked> {
  const row = await usableResetToken(call.db, call.input.token, call.now);
  return { expiresAt: row.expiresAt.toISOString() };
}
