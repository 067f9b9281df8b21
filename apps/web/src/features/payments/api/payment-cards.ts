import type { PaymentCardGroup } from '@skyparcel/domain/payment-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PAYMENT_KEY } from './order-payment.ts';

/** The payment groups (`GET /v1/paymentcards`); the bank list changes with a data release, not per visit. */
export function paymentCardsQueryOptions() {
  return queryOptions({
    queryKey: [...PAYMENT_KEY, 'cards'],
    queryFn: async ({ signal }) => (await apiRequest<PaymentCardGroup[]>('/v1/paymentcards', { signal })).data,
    staleTime: 60 * 60_000,
  });
}

/** The banks a domestic card or account payment can be made from (the ATM group). */
export function useBanks() {
  return useQuery({
    ...paymentCardsQueryOptions(),
    select: (groups) => groups.find((group) => group.code === 'ATM')?.banks ?? [],
  });
}
