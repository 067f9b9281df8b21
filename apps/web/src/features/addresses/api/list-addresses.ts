import type { Address } from '@skyparcel/domain/address-contracts';
import type { Pagination } from '@skyparcel/domain/api-envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type AddressListParams = { page: number; limit: number; searchText: string };
export type AddressPage = { items: Address[]; pagination: Pagination };

export async function listAddresses(
  { page, limit, searchText }: AddressListParams,
  signal?: AbortSignal,
): Promise<AddressPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  const body = searchText ? { searchText } : {};
  const { data, meta } = await apiRequest<Address[]>(`/v2/address?${query}`, { method: 'POST', body, signal });
  return { items: data, pagination: meta.pagination as Pagination };
}

/** Every address query starts with this, so a save or delete refreshes them all. */
export const ADDRESSES_KEY = ['addresses'] as const;

export function addressListQueryOptions(params: AddressListParams, language: string) {
  return queryOptions({
    // The full address is composed in the reader's language: a language switch refetches.
    queryKey: [...ADDRESSES_KEY, 'list', params, language],
    queryFn: ({ signal }) => listAddresses(params, signal),
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useAddresses(params: AddressListParams) {
  return useQuery(addressListQueryOptions(params, useLanguage()));
}
