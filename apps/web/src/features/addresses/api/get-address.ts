import type { Address } from '@skyparcel/domain/address-contracts';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { ADDRESSES_KEY, type AddressPage } from './list-addresses.ts';

export async function getAddress(id: string, signal?: AbortSignal): Promise<Address> {
  const { data } = await apiRequest<Address>(`/v1/address/${encodeURIComponent(id)}`, { signal });
  return data;
}

/**
 * The address as a page of the address book already in the cache has it, in the same language, and
 * when that page came: the same answer the address's own call gives (one schema), so a screen that
 * has just listed the book draws it at once instead of asking for it again (issue 35: on the order
 * screen, two more calls and two more redraws of the page after the book's).
 */
function fromAddressBook(client: QueryClient, id: string, language: string) {
  for (const [key, page] of client.getQueriesData<AddressPage>({ queryKey: [...ADDRESSES_KEY, 'list'] })) {
    const address = key.at(-1) === language ? page?.items.find((item) => item.id === id) : undefined;
    if (address) return { address, updatedAt: client.getQueryState(key)?.dataUpdatedAt };
  }
  return undefined;
}

export function addressQueryOptions(id: string, language: string, client: QueryClient) {
  return queryOptions({
    queryKey: [...ADDRESSES_KEY, 'one', id, language],
    queryFn: ({ signal }) => getAddress(id, signal),
    initialData: () => fromAddressBook(client, id, language)?.address,
    initialDataUpdatedAt: () => fromAddressBook(client, id, language)?.updatedAt,
    // Someone else's or a deleted address answers 404: asking again will not help.
    retry: (count, error) => count < 2 && (error as { status?: number }).status !== 404,
  });
}

export function useAddress(id: string) {
  return useQuery(addressQueryOptions(id, useLanguage(), useQueryClient()));
}
