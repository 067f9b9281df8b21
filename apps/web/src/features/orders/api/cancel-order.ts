import type { OrderDetail } from '@skyparcel/domain/order-history-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderDetailQueryOptions } from './get-order-detail.ts';
import { ORDERS_KEY } from './list-orders.ts';

/** The reason the spec's client sends with every customer cancellation. */
const CUSTOMER_CANCEL_REASON = 'Customer cancelled';

/**
 * Cancels the order (`POST /v1/order/{id}/cancel`); the server answers the order as it now is,
 * which replaces the detail on screen, and every list of orders is read again.
 */
export function useCancelOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest<OrderDetail>(`/v1/order/${encodeURIComponent(id)}/cancel`, {
          method: 'POST',
          body: { reason: CUSTOMER_CANCEL_REASON },
        })
      ).data,
    onSuccess: (order) => {
      queryClient.setQueryData(orderDetailQueryOptions(id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: [...ORDERS_KEY, 'list'] });
    },
    // A refusal may mean the order moved on meanwhile: read it again.
    onError: () => void queryClient.invalidateQueries({ queryKey: orderDetailQueryOptions(id).queryKey }),
  });
}
