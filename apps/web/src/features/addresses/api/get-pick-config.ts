import type { PickupProvince } from '@skyparcel/domain/address-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The provinces parcels can be sent from (GET /v1/address/configpicklatlon). */
export async function getPickConfig(signal?: AbortSignal): Promise<PickupProvince[]> {
  const { data } = await apiRequest<PickupProvince[]>('/v1/address/configpicklatlon', { signal });
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
