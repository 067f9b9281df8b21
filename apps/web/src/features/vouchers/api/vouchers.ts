import type { Voucher, VoucherCheck } from '@skyparcel/domain/voucher-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export async function listVouchers(productId: number | null, signal?: AbortSignal): Promise<Voucher[]> {
  const query = productId ? `?${new URLSearchParams({ productId: String(productId) })}` : '';
  const { data } = await apiRequest<Voucher[]>(`/v1/vouchers${query}`, { signal });
  return data;
}

export function vouchersQueryOptions(productId: number | null, language: string) {
  return queryOptions({
    queryKey: ['vouchers', productId, language],
    queryFn: ({ signal }) => listVouchers(productId, signal),
  });
}

/** The deals this customer can use now, for the chosen product when there is one. */
export function useVouchers(productId: number | null, isEnabled = true) {
  return useQuery({ ...vouchersQueryOptions(productId, useLanguage()), enabled: isEnabled });
}

/** Whether the typed code can be used now: data.res is the server code, data.message the sentence to show. */
export async function checkVoucher(
  code: string,
  productId: number | null,
  signal?: AbortSignal,
): Promise<VoucherCheck> {
  const query = new URLSearchParams({ code });
  if (productId) query.set('productId', String(productId));
  const { data } = await apiRequest<VoucherCheck>(`/v1/voucher/check?${query}`, { signal });
  return data;
}
