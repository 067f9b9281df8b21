import type { ProductGroup } from '@skyparcel/domain/catalog-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export async function getProductTypes(language: string, signal?: AbortSignal): Promise<ProductGroup[]> {
  const { data } = await apiRequest<ProductGroup[]>(`/v1/producttypes/language/${language}`, { signal });
  return data;
}

export function productTypesQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['catalog', 'product-types', language],
    queryFn: ({ signal }) => getProductTypes(language, signal),
    staleTime: 30 * 60_000,
  });
}

/** The PARCEL and DOCUMENT product lists, named in the UI language. */
export function useProductTypes() {
  return useQuery(productTypesQueryOptions(useLanguage()));
}
