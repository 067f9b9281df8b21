import type { LocationOption } from '@skyparcel/domain/location-contracts';
import type { LocationLevel } from '@skyparcel/domain/location-id';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type LocationsParams = { level: LocationLevel; country?: string; parent?: string };

export async function getLocations(params: LocationsParams, signal?: AbortSignal): Promise<LocationOption[]> {
  const query = new URLSearchParams({ level: params.level });
  if (params.country) query.set('country', params.country);
  if (params.parent) query.set('parent', params.parent);
  const { data } = await apiRequest<LocationOption[]>(`/v1/locations?${query}`, { signal });
  return data;
}

export function locationsQueryOptions(params: LocationsParams, language: string) {
  return queryOptions({
    queryKey: ['locations', params, language],
    queryFn: ({ signal }) => getLocations(params, signal),
    // Divisions are reference data: they change with a reform, not during a visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** One level's options; asks only once the levels above it are chosen. */
export function useLocations(params: LocationsParams, isEnabled: boolean) {
  return useQuery({ ...locationsQueryOptions(params, useLanguage()), enabled: isEnabled });
}
