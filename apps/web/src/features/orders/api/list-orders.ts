import type { Pagination } from '@skyparcel/domain/api-envelope';
import type { OrderListItem } from '@skyparcel/domain/order-history-contracts';
import type { OrderListTab } from '@skyparcel/domain/tracking-rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every query of the customer's orders starts with this, so a change to one order refreshes them all. */
export const ORDERS_KEY = ['orders'] as const;

export type OrdersPage = { orders: OrderListItem[]; pagination: Pagination | null };

/** A tab's page of orders (`GET /v1/orders`; type omitted for ALL, ver=FINISHED with FINISHED, spec 2 section 7). */
export function ordersQueryOptions(tab: OrderListTab, page: number) {
  return queryOptions({
    queryKey: [...ORDERS_KEY, 'list', tab, page],
    queryFn: async ({ signal }): Promise<OrdersPage> => {
      const query = new URLSearchParams({ page: String(page) });
      if (tab !== 'ALL') query.set('type', tab);
      if (tab === 'FINISHED') query.set('ver', 'FINISHED');
      const { data, meta } = await apiRequest<OrderListItem[]>(`/v1/orders?${query}`, { signal });
      return { orders: data, pagination: (meta.pagination as Pagination | undefined) ?? null };
    },
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useOrders(tab: OrderListTab, page: number) {
  return useQuery(ordersQueryOptions(tab, page));
}
