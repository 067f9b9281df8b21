import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-client-error.ts';
import { ADDRESSES_KEY } from './list-addresses.ts';

export async function deleteAddress(id: string): Promise<void> {
  await apiRequest<null>(`/v1/address/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

type Options = Omit<UseMutationOptions<void, ApiError, string>, 'mutationFn'>;

export function useDeleteAddress(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, string>({
    ...options,
    mutationFn: deleteAddress,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY });
      return options.onSuccess?.(...args);
    },
  });
}
