import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { clearStoredAuth } from '../../../lib/auth-storage.ts';

export async function logout(): Promise<void> {
  await apiRequest<null>('/v1/auth/logout', { method: 'POST' });
}

/**
 * Revokes the session on the server, then forgets it here whatever the answer:
 * a customer who asks to sign out is signed out (spec 2 section 2).
 */
export function useLogout({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearStoredAuth();
      queryClient.clear();
      onSettled?.();
    },
  });
}
