import type { AuthContext } from './auth-context.ts';
import { revokeSession } from './session-repository.ts';

/** Ends this session only; the customer's other devices stay signed in. */
export async function logout(context: AuthContext, sessionId: string): Promise<void> {
  await revokeSession(context.db, sessionId, context.clock());
}
