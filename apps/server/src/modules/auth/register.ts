import type { LoginResult, RegisterRequest } from '@skyparcel/domain/auth-contracts';
import { stripTrunkZero } from '@skyparcel/domain/phone';
import { AppError } from '../../http/app-error.ts';
import { createPersonalAccount } from '../account/account-credentials.ts';
import type { SignInCall } from './auth-context.ts';
import { startSession } from './start-session.ts';

/** `POST /v1/auth/register`: sign-up for personal accounts; business accounts are opened by our staff. */
export async function register(call: SignInCall<RegisterRequest>): Promise<LoginResult> {
  const { input } = call;
  const user = await createPersonalAccount(call.db, {
    prefixPhone: input.prefixPhone,
    phone: stripTrunkZero(input.phone),
    name: input.name,
    email: input.email || null,
    passwordHash: await call.passwords.hash(input.password),
  });
  if (!user) throw new AppError('PHONE_TAKEN');
  return startSession(call, user);
}
