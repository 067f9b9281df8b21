import type { PlaceLocation } from '@skyparcel/domain/geocoding-contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import type { MapPoint as LatLng } from '../../../components/ui/location-map.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-client-error.ts';

/** The ward, province and country under a point of the map. */
export async function reverseGeocode({ lat, lng }: LatLng): Promise<PlaceLocation> {
  const query = new URLSearchParams({ lat: String(lat), lng: String(lng) });
  const { data } = await apiRequest<PlaceLocation>(`/v1/maps/reverse-geocode?${query}`);
  return data;
}

type Options = Omit<UseMutationOptions<PlaceLocation, ApiError, LatLng>, 'mutationFn'>;

/** A mutation rather than a query: each drag asks once, and the answer fills the form. */
export function useReverseGeocode(options: Options = {}) {
  return useMutation<PlaceLocation, ApiError, LatLng>({ ...options, mutationFn: reverseGeocode });
}
