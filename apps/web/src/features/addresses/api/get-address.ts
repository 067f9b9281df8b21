import type { Address } from '@skyparcel/domain/address-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { ADDRESSES_KEY } from './list-addresses.ts';

export async function getAddress(id: string, signal?: AbortSignal): Promise<Address> {
  const { data } = await apiRequest<Address>(`/v1/address/${encodeURIComponent(id)}`, { signal });
  return data;
}

export function addressQueryOptions(id: string, language: string) {
  return queryOptions({
    queryKey: [...ADDRESSES_KEY, 'one', id, language],
    queryFn: ({ signal }) => getAddress(id, signal),
    // Someone else's or a deleted address answers 404: asking again will not help.
    retry: (count, error) => count < 2 && (error as { status?: number }).status !== 404,
  });
}

export function useAddress(id: string) {
  return useQuery(addressQueryOptions(id, useLanguage()));
}
