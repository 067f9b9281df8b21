import { NEARBY_LIMIT_DEFAULT, type NearbyPostOffice } from '@skyparcel/domain/post-office-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type NearbyParams = { latitude: number; longitude: number; limit?: number };

export async function getNearbyPostOffices(params: NearbyParams, signal?: AbortSignal): Promise<NearbyPostOffice[]> {
  const query = new URLSearchParams({
    latitude: String(params.latitude),
    longitude: String(params.longitude),
    limit: String(params.limit ?? NEARBY_LIMIT_DEFAULT),
  });
  const { data } = await apiRequest<NearbyPostOffice[]>(`/v1/post-offices/nearby?${query}`, { signal });
  return data;
}

export function nearbyPostOfficesQueryOptions(params: NearbyParams, language: string) {
  return queryOptions({
    queryKey: ['post-offices', 'nearby', params, language],
    queryFn: ({ signal }) => getNearbyPostOffices(params, signal),
    staleTime: 5 * 60_000,
  });
}

export function useNearbyPostOffices(params: NearbyParams | null) {
  const language = useLanguage();
  return useQuery({
    ...nearbyPostOfficesQueryOptions(params ?? { latitude: 0, longitude: 0 }, language),
    enabled: params !== null,
  });
}
