import type { PasswordResetRequest, PasswordResetRequested } from '@skyparcel/domain/auth-contracts';
import { findAccountsForLogin, parseUsername, type Username, usernameKey } from '../account/account-credentials.ts';
import type { RecoveryCall } from './auth-context.ts';
import { passwordResetLink, passwordResetMail } from './password-reset-mail.ts';
import { replaceResetTokens } from './password-reset-repository.ts';
import { newResetToken } from './password-reset-token.ts';

/**
 * `POST /v1/auth/password-reset`: mails a reset link to the account signing in with this phone or
 * customer code. The answer is the same whether such an account exists, has an e-mail address or
 * neither, and the mail goes out after it, so neither the answer nor its timing tells which
 * accounts exist. Requests are limited per account and per address.
 */
export async function requestPasswordReset(call: RecoveryCall<PasswordResetRequest>): Promise<PasswordResetRequested> {
  const { passwordReset } = call;
  const username = parseUsername(call.input.username);
  await passwordReset.throttle.countRequest(usernameKey(username), call.ip);
  passwordReset.background.start('password reset mail', () => mailResetLinks(call, username));
  return { expiresIn: passwordReset.tokenTtlSeconds };
}

/** A bare national number may be two accounts (+84 and +82): each with an address gets its own link. */
async function mailResetLinks(call: RecoveryCall<PasswordResetRequest>, username: Username): Promise<void> {
  const { passwordReset } = call;
  const expiresAt = new Date(call.now.getTime() + passwordReset.tokenTtlSeconds * 1000);
  for (const account of await findAccountsForLogin(call.db, username)) {
    // Without an address there is no one to send to: the customer calls the hotline (the page says so).
    if (!account.email) continue;
    const { token, hash } = newResetToken();
    await replaceResetTokens(call.db, account.id, hash, expiresAt);
    const mail = passwordResetMail(
      { ...account, email: account.email },
      {
        link: passwordResetLink(passwordReset.webUrl, token),
        minutes: Math.round(passwordReset.tokenTtlSeconds / 60),
        language: call.language,
      },
    );
    await passwordReset.mailer.send(mail);
  }
}
