import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/use-language.ts';
import { addressQueryOptions } from '../api/get-address.ts';

/**
 * A chosen address as the server words it now: the order draft keeps a copy made in the
 * language of the moment, so the lines are read again (by id, in the UI language) and the copy
 * only stands in while they load, or if the address is gone.
 */
export function useAddressInLanguage<T extends { id: string; personName: string; fullAddress: string }>(
  copy: T | undefined,
): T | undefined {
  const current = useQuery({
    ...addressQueryOptions(copy?.id ?? '', useLanguage(), useQueryClient()),
    enabled: Boolean(copy),
  });
  if (!copy || !current.data) return copy;
  return { ...copy, personName: current.data.personName, fullAddress: current.data.fullAddress };
}
