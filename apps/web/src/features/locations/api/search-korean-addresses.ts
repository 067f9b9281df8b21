import type { Pagination } from '@skyparcel/domain/api-envelope';
import {
  KOREAN_ADDRESS_PAGE_SIZE,
  type KoreanAddress,
  type KoreanAddressSource,
} from '@skyparcel/domain/location-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type KoreanAddressParams = { locId: string; search: string; page: number };
export type KoreanAddressPage = { items: KoreanAddress[]; pagination: Pagination; source: KoreanAddressSource };

/** `GET /v1/order/address-korea`: post code areas (or road addresses) within a Korean division. */
export async function searchKoreanAddresses(
  params: KoreanAddressParams,
  signal?: AbortSignal,
): Promise<KoreanAddressPage> {
  const query = new URLSearchParams({
    loc_id: params.locId,
    search: params.search,
    page: String(params.page),
    page_size: String(KOREAN_ADDRESS_PAGE_SIZE),
  });
  const { data, meta } = await apiRequest<KoreanAddress[]>(`/v1/order/address-korea?${query}`, { signal });
  return {
    items: data,
    pagination: meta.pagination as Pagination,
    source: meta.source as KoreanAddressSource,
  };
}

export function koreanAddressesQueryOptions(params: KoreanAddressParams, language: string) {
  return queryOptions({
    queryKey: ['korean-addresses', params, language],
    queryFn: ({ signal }) => searchKoreanAddresses(params, signal),
    staleTime: 10 * 60_000,
    // Typing on keeps the last answer on screen instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useKoreanAddresses(params: KoreanAddressParams, isEnabled: boolean) {
  return useQuery({ ...koreanAddressesQueryOptions(params, useLanguage()), enabled: isEnabled });
}
