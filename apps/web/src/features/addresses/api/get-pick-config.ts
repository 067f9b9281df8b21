import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type PickableProvince = { country: string; province: string; name: string; lat: number; lng: number };

/** The provinces parcels can be sent from (GET /v1/address/configpicklatlon). */
export async function getPickConfig(signal?: AbortSignal): Promise<PickableProvince[]> {
  const { data } = await apiRequest<PickableProvince[]>('/v1/address/configpicklatlon', { signal });
  return data;
}

export function pickConfigQueryOptions() {
  return queryOptions({
    queryKey: ['addresses-pick-config'],
    queryFn: ({ signal }) => getPickConfig(signal),
    staleTime: 10 * 60_000,
  });
}

export function usePickConfig(isEnabled = true) {
  return useQuery({ ...pickConfigQueryOptions(), enabled: isEnabled });
}
