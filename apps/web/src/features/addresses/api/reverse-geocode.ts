import type { MapPlace as Place, ResolvedLocation } from '@skyparcel/domain/location-contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-client-error.ts';
import type { LatLng } from '../types.ts';

export type ReverseGeocode = { place: Place | null; location: ResolvedLocation | null };

/** The ward, province and country under a point of the map. */
export async function reverseGeocode({ lat, lng }: LatLng): Promise<ReverseGeocode> {
  const query = new URLSearchParams({ lat: String(lat), lng: String(lng) });
  const { data } = await apiRequest<ReverseGeocode>(`/v1/maps/reverse-geocode?${query}`);
  return data;
}

type Options = Omit<UseMutationOptions<ReverseGeocode, ApiError, LatLng>, 'mutationFn'>;

/** A mutation rather than a query: each drag asks once, and the answer fills the form. */
export function useReverseGeocode(options: Options = {}) {
  return useMutation<ReverseGeocode, ApiError, LatLng>({ ...options, mutationFn: reverseGeocode });
}
