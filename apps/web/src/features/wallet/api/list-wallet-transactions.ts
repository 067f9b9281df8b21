import type { DayRange } from '@skyparcel/domain/time-zones';
import type { WalletTransactions } from '@skyparcel/domain/wallet-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { WALLET_KEY } from './get-wallet-info.ts';

export type TransactionParams = DayRange & { page: number };

export function walletTransactionsQueryOptions(params: TransactionParams) {
  return queryOptions({
    queryKey: [...WALLET_KEY, 'transactions', params],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({
        from_date: params.fromDate,
        to_date: params.toDate,
        page: String(params.page),
      });
      return (await apiRequest<WalletTransactions>(`/v1/topup/transaction?${query}`, { signal })).data;
    },
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useWalletTransactions(params: TransactionParams) {
  return useQuery(walletTransactionsQueryOptions(params));
}
