import type { ServingPostOffices } from '@skyparcel/domain/post-office-contracts';
import { NEARBY_LIMIT_DEFAULT } from '@skyparcel/domain/post-office-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** The post offices that serve a saved address (its province, within the service radius), nearest first. */
export async function getServingPostOffices(addressId: string, signal?: AbortSignal): Promise<ServingPostOffices> {
  const query = new URLSearchParams({ address_id: addressId, limit: String(NEARBY_LIMIT_DEFAULT) });
  const { data } = await apiRequest<ServingPostOffices>(`/v1/post-offices/serving?${query}`, { signal });
  return data;
}

export function servingPostOfficesQueryOptions(addressId: string, language: string) {
  return queryOptions({
    queryKey: ['post-offices', 'serving', addressId, language],
    queryFn: ({ signal }) => getServingPostOffices(addressId, signal),
    staleTime: 5 * 60_000,
  });
}

/** Waits while `addressId` is null (no address, or no post office side). */
export function useServingPostOffices(addressId: string | null) {
  const language = useLanguage();
  return useQuery({ ...servingPostOfficesQueryOptions(addressId ?? '', language), enabled: addressId !== null });
}
