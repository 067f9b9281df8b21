import type { WalletInfo } from '@skyparcel/domain/wallet-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every wallet query starts with this, so a top-up or a payment refreshes them all. */
export const WALLET_KEY = ['wallet'] as const;

export function walletInfoQueryOptions() {
  return queryOptions({
    queryKey: [...WALLET_KEY, 'info'],
    queryFn: async ({ signal }) => (await apiRequest<WalletInfo>('/v1/topup/info', { signal })).data,
  });
}

export function useWalletInfo() {
  return useQuery(walletInfoQueryOptions());
}
