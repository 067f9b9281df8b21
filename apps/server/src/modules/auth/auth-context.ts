import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type CallContext, callContext } from '../../http/call-context.ts';
import type { TokenSigner } from './access-token.ts';
import type { LoginThrottle } from './login-throttle.ts';

/** What the auth use cases work with; built once in buildApp. */
export type AuthContext = {
  db: Database;
  signer: TokenSigner;
  throttle: LoginThrottle;
  clock: () => Date;
};

/**
 * What sign-in and sign-up receive: nobody is signed in yet, so there is no CallContext; the
 * address asking counts failed sign-ins.
 */
export type SignInCall<I> = AuthContext & { input: I; ip: string };

export function signInCall<I>(request: FastifyRequest, input: I): SignInCall<I> {
  return { ...request.server.auth, input, ip: request.ip };
}

/** A signed-in call about the session it came with (sign-out, password change). */
export type SessionCall<I = undefined> = CallContext<I> & { sessionId: string };

export function sessionCall<I>(request: FastifyRequest, input: I): SessionCall<I> {
  return { ...callContext(request, input), sessionId: request.user.sessionId };
}
