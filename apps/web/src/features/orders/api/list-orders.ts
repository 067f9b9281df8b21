import type { Pagination } from '@skyparcel/domain/api-envelope';
import type { OrderListItem } from '@skyparcel/domain/order-history-contracts';
import type { DayRange } from '@skyparcel/domain/time-zones';
import type { OrderListTab } from '@skyparcel/domain/tracking-rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every query of the customer's orders starts with this, so a change to one order refreshes them all. */
export const ORDERS_KEY = ['orders'] as const;

export type OrdersPage = { orders: OrderListItem[]; pagination: Pagination | null };

/** What narrows the list (issue 37): a tab, a search text and a period of days; none of them: every order. */
export type OrderListFilter = { tab: OrderListTab; search: string; period: DayRange | null };

/** The filter as the list and its export take it (type omitted for ALL, ver=FINISHED with FINISHED, spec 2 section 7). */
export function orderFilterQuery({ tab, search, period }: OrderListFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (tab !== 'ALL') query.set('type', tab);
  if (tab === 'FINISHED') query.set('ver', 'FINISHED');
  if (search) query.set('q', search);
  if (period) {
    query.set('from_date', period.fromDate);
    query.set('to_date', period.toDate);
  }
  return query;
}

/** A page of the filtered orders (`GET /v1/orders`). */
export function ordersQueryOptions(filter: OrderListFilter, page: number) {
  return queryOptions({
    queryKey: [...ORDERS_KEY, 'list', filter, page],
    queryFn: async ({ signal }): Promise<OrdersPage> => {
      const query = orderFilterQuery(filter);
      query.set('page', String(page));
      const { data, meta } = await apiRequest<OrderListItem[]>(`/v1/orders?${query}`, { signal });
      return { orders: data, pagination: (meta.pagination as Pagination | undefined) ?? null };
    },
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useOrders(filter: OrderListFilter, page: number) {
  return useQuery(ordersQueryOptions(filter, page));
}
