import type { ExtraService } from '@skyparcel/domain/catalog-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export async function getExtraPrices(shippingFee: number, signal?: AbortSignal): Promise<ExtraService[]> {
  const query = new URLSearchParams({ shipping_fee: String(shippingFee) });
  const { data } = await apiRequest<ExtraService[]>(`/v1/order/extra_prices?${query}`, { signal });
  return data;
}

export function extraPricesQueryOptions(shippingFee: number, language: string) {
  return queryOptions({
    queryKey: ['catalog', 'extra-prices', shippingFee, language],
    queryFn: ({ signal }) => getExtraPrices(shippingFee, signal),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** Extra services priced for the fee the customer pays (price minus discount; spec 1 section 4). */
export function useExtraPrices(shippingFee: number | null) {
  return useQuery({ ...extraPricesQueryOptions(shippingFee ?? 0, useLanguage()), enabled: shippingFee !== null });
}
