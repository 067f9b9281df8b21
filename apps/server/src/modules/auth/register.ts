import type { LoginResult, RegisterRequest } from '@skyparcel/domain/account-contracts';
import { stripTrunkZero } from '@skyparcel/domain/phone';
import { AppError } from '../../http/app-error.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import { createPersonalAccount } from '../account/account-credentials.ts';
import type { AuthContext } from './auth-context.ts';
import { startSession } from './start-session.ts';

/** Sign-up for personal accounts; business accounts are opened by our staff with a customer code. */
export async function register(context: AuthContext, input: RegisterRequest): Promise<LoginResult> {
  const user = await createPersonalAccount(context.db, {
    prefixPhone: input.prefixPhone,
    phone: stripTrunkZero(input.phone),
    name: input.name,
    email: input.email || null,
    passwordHash: await hashPassword(input.password),
  });
  if (!user) throw new AppError('PHONE_TAKEN');
  return startSession(context, user);
}
