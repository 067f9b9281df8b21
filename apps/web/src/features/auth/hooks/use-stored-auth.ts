import { useSyncExternalStore } from 'react';
import { getDrawnAuth, getStoredAuth, subscribeToAuth } from '../../../lib/auth-storage.ts';

/**
 * The current session, re-rendering when it starts or ends (sign-in, sign-out, a 401). A page taken
 * over from its HTML first renders with the session it was drawn with.
 */
export function useStoredAuth() {
  return useSyncExternalStore(subscribeToAuth, getStoredAuth, getDrawnAuth);
}
