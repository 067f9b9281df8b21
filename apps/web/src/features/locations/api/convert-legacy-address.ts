import type { ResolvedLocation } from '@skyparcel/domain/location-contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-client-error.ts';

export type LegacyConversion = {
  /** What is left of the text once the old units are taken out. */
  street: string;
  legacy: { ward: string; district: string; province: string };
  location: ResolvedLocation;
  /** The other new wards an old ward was split into. */
  alternatives: ResolvedLocation[];
};

/** Reads an old three-level Vietnamese address (before July 2025) into the new units, or null. */
export async function convertLegacyAddress(address: string): Promise<LegacyConversion | null> {
  const { data } = await apiRequest<LegacyConversion | null>('/v1/locations/convert-legacy-address', {
    method: 'POST',
    body: { address },
  });
  return data;
}

type Options = Omit<UseMutationOptions<LegacyConversion | null, ApiError, string>, 'mutationFn'>;

export function useConvertLegacyAddress(options: Options = {}) {
  return useMutation<LegacyConversion | null, ApiError, string>({ ...options, mutationFn: convertLegacyAddress });
}
