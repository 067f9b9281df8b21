import type { SessionCall } from './auth-context.ts';
import { revokeSession } from './session-repository.ts';

/** `POST /v1/auth/logout`: ends this session only; the customer's other devices stay signed in. */
export async function logout(call: SessionCall): Promise<null> {
  await revokeSession(call.db, call.sessionId, call.now);
  return null;
}
