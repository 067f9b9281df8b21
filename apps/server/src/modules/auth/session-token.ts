import type { AuthContext } from './auth-context.ts';
import { isSessionActive } from './session-repository.ts';

/** Whose session a token is: its signature holds, and the session has neither expired nor been ended. */
export type SessionUser = { id: string; sessionId: string };

/**
 * The customer a session token signs in, or null for a missing, tampered, expired or ended one: the
 * API's check of its bearer token (plugins/auth.ts), and the server's before it draws a page with
 * the customer's data (the page session cookie, packages/domain page-frames.ts).
 */
export async function userOfSessionToken(context: AuthContext, token: string): Promise<SessionUser | null> {
  const claims = await context.signer.verify(token);
  if (!claims) return null;
  const isActive = await isSessionActive(context.db, claims.sessionId, claims.userId, context.clock());
  return isActive ? { id: claims.userId, sessionId: claims.sessionId } : null;
}
