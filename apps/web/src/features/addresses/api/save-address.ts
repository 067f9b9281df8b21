import type { Address, AddressForm } from '@skyparcel/domain/address-contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-client-error.ts';
import { ADDRESSES_KEY } from './list-addresses.ts';

/** The body of POST /v1/address and POST /v1/address/{id}: the same form for both. */
export type SaveAddressInput = { id?: string; payload: AddressForm };

/** Creates without an id, updates with one: the two calls take the same form. */
export async function saveAddress({ id, payload }: SaveAddressInput): Promise<Address> {
  const path = id ? `/v1/address/${encodeURIComponent(id)}` : '/v1/address';
  const { data } = await apiRequest<Address>(path, { method: 'POST', body: payload });
  return data;
}

type Options = Omit<UseMutationOptions<Address, ApiError, SaveAddressInput>, 'mutationFn'>;

export function useSaveAddress(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation<Address, ApiError, SaveAddressInput>({
    ...options,
    mutationFn: saveAddress,
    onSuccess: (...args) => {
      // Defaults move between addresses on save: every list and card may have changed.
      void queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY });
      return options.onSuccess?.(...args);
    },
  });
}
