import type { Language } from '@skyparcel/domain/locale';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { type CallContext, callContext } from '../../http/call-context.ts';
import { requestLanguage } from '../../http/request-language.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import type { BackgroundWork } from '../../lib/background-work.ts';
import type { PasswordHasher } from '../../lib/password-hash.ts';
import type { TokenSigner } from './access-token.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { PasswordResetThrottle } from './password-reset-throttle.ts';

/** What the forgotten-password calls need besides the database (docs/decisions/password-reset.md). */
export type PasswordResetContext = {
  mailer: Mailer;
  throttle: PasswordResetThrottle;
  /** Sends the mail after the answer. */
  background: BackgroundWork;
  tokenTtlSeconds: number;
  /** The web app's origin, for the link. */
  webUrl: string;
};

/** What the auth use cases work with; built once in buildApp. */
export type AuthContext = {
  db: Database;
  signer: TokenSigner;
  throttle: LoginThrottle;
  passwords: PasswordHasher;
  clock: () => Date;
  passwordReset: PasswordResetContext;
};

/**
 * What sign-in and sign-up receive: nobody is signed in yet, so there is no CallContext; the
 * address asking counts failed sign-ins.
 */
export type SignInCall<I> = AuthContext & { input: I; ip: string };

export function signInCall<I>(request: FastifyRequest, input: I): SignInCall<I> {
  return { ...request.server.auth, input, ip: request.ip };
}

/** A call of someone who cannot sign in (the password reset): as sign-in, plus the answer's language and the time. */
export type RecoveryCall<I> = SignInCall<I> & { language: Language; now: Date };

export function recoveryCall<I>(request: FastifyRequest, input: I): RecoveryCall<I> {
  return { ...signInCall(request, input), language: requestLanguage(request), now: request.server.auth.clock() };
}

/** A signed-in call about the session it came with (sign-out, password change). */
export type SessionCall<I = undefined> = CallContext<I> & { sessionId: string; passwords: PasswordHasher };

export function sessionCall<I>(request: FastifyRequest, input: I): SessionCall<I> {
  // Session calls accept no API key (their routes name no scope), so a session is always there.
  const { sessionId } = request.user;
  if (!sessionId) throw new AppError('UNAUTHORIZED');
  return {
    ...callContext(request, input),
    sessionId,
    passwords: request.server.auth.passwords,
  };
}
