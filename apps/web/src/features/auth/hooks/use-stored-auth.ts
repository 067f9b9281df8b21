import { useSyncExternalStore } from 'react';
import { getStoredAuth, subscribeToAuth } from '../../../lib/auth-storage.ts';

/** The current session, re-rendering when it starts or ends (sign-in, sign-out, a 401). */
export function useStoredAuth() {
  return useSyncExternalStore(subscribeToAuth, getStoredAuth, () => null);
}
