import type { PlaceLocation } from '@skyparcel/domain/geocoding-contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-client-error.ts';

/** A picked suggestion as a point on the map and a place in the division tree. */
export async function getLocationByPlaceId(placeId: string): Promise<PlaceLocation> {
  const query = new URLSearchParams({ place_id: placeId });
  const { data } = await apiRequest<PlaceLocation>(`/v1/get_location_by_place_id?${query}`);
  return data;
}

type Options = Omit<UseMutationOptions<PlaceLocation, ApiError, string>, 'mutationFn'>;

/** Asked once per pick, and the answer fills the form: a mutation rather than a cached query. */
export function useLocationByPlaceId(options: Options = {}) {
  return useMutation<PlaceLocation, ApiError, string>({ ...options, mutationFn: getLocationByPlaceId });
}
