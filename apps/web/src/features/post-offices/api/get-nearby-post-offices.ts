import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type PostOffice = {
  id: string;
  name: string;
  code: string;
  address: string;
  geo: { coordinates: [number, number] };
  latitude: number;
  longitude: number;
  workHourStart: string;
  workHourEnd: string;
  phone: string;
  /** Metres from the asked point. */
  distance: number;
};

export type NearbyParams = { latitude: number; longitude: number; limit?: number };

export async function getNearbyPostOffices(params: NearbyParams, signal?: AbortSignal): Promise<PostOffice[]> {
  const query = new URLSearchParams({
    latitude: String(params.latitude),
    longitude: String(params.longitude),
    limit: String(params.limit ?? 10),
  });
  const { data } = await apiRequest<PostOffice[]>(`/v1/post-offices/nearby?${query}`, { signal });
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
