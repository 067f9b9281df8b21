import type { ExchangeRateList, SetExchangeRateRequest } from '@skyparcel/domain/exchange-rate-contracts';
import type { CreateVoucherRequest, OpsVoucher } from '@skyparcel/domain/settings-contracts';
import type { ScheduleTariffRequest, TariffList } from '@skyparcel/domain/tariff-contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/*
 * The settings staff keep (the operations API): vouchers, exchange rates and the tariff. Any staff member reads
 * them; the changes are an admin's, and each answers (or is followed by) the list as it now is.
 */

const SETTINGS_KEY = ['ops-settings'] as const;
const vouchersOptions = queryOptions({
  queryKey: [...SETTINGS_KEY, 'vouchers'],
  queryFn: async ({ signal }) => (await apiRequest<OpsVoucher[]>('/ops/v1/vouchers', { signal })).data,
});
const ratesOptions = queryOptions({
  queryKey: [...SETTINGS_KEY, 'exchange-rates'],
  queryFn: async ({ signal }) => (await apiRequest<ExchangeRateList>('/ops/v1/exchange-rates', { signal })).data.rates,
});

const tariffOptions = queryOptions({
  queryKey: [...SETTINGS_KEY, 'tariffs'],
  queryFn: async ({ signal }) => (await apiRequest<TariffList>('/ops/v1/tariffs', { signal })).data,
});

export const useVoucherSettings = () => useQuery(vouchersOptions);
export const useTariffs = () => useQuery(tariffOptions);
export const useExchangeRates = () => useQuery(ratesOptions);

/** Ends a running voucher now; the answer is the list as it now is. */
export function useEndVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (await apiRequest<OpsVoucher[]>(`/ops/v1/vouchers/${encodeURIComponent(code)}/end`, { method: 'POST' })).data,
    onSuccess: (vouchers) => queryClient.setQueryData(vouchersOptions.queryKey, vouchers),
    // Refused (another admin ended it meanwhile): read the list again.
    onError: () => void queryClient.invalidateQueries({ queryKey: vouchersOptions.queryKey }),
  });
}

/** Creates a voucher; the answer is the list as it now is. */
export function useCreateVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (voucher: CreateVoucherRequest) =>
      (await apiRequest<OpsVoucher[]>('/ops/v1/vouchers', { method: 'POST', body: voucher })).data,
    onSuccess: (vouchers) => queryClient.setQueryData(vouchersOptions.queryKey, vouchers),
  });
}

/** Sets a currency's rate from a day on, then reads the rates again (with who set them). */
export function useSetExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rate: SetExchangeRateRequest) =>
      (await apiRequest('/ops/v1/exchange-rates', { method: 'PUT', body: rate })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ratesOptions.queryKey }),
  });
}

/** Schedules a tier's prices from a later day; the answer is the tariff as it now is. */
export function useScheduleTariff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ScheduleTariffRequest) =>
      (await apiRequest<TariffList>('/ops/v1/tariffs', { method: 'PUT', body: change })).data,
    onSuccess: (tariff) => queryClient.setQueryData(tariffOptions.queryKey, tariff),
  });
}
