import type { OrderDetail } from '@skyparcel/domain/order-history-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-client-error.ts';
import { ORDERS_KEY } from './list-orders.ts';

/** One order with its whole journey (`GET /v1/order/detail/{id}`, id the uuid). */
export function orderDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ORDERS_KEY, 'detail', id],
    queryFn: async ({ signal }) =>
      (await apiRequest<OrderDetail>(`/v1/order/detail/${encodeURIComponent(id)}`, { signal })).data,
    // An unknown or another customer's order stays not found: asking again cannot change that.
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status === 404),
  });
}

export function useOrderDetail(id: string) {
  return useQuery(orderDetailQueryOptions(id));
}
