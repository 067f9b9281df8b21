import type { OrderDetail } from '@skyparcel/domain/order-history-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderDetailQueryOptions } from './get-order-detail.ts';
import { ORDERS_KEY } from './list-orders.ts';

/**
 * Cancels the order (`POST /v1/order/{id}/cancel`) with the customer's reason, if they gave one; the server answers the order as it now is,
 * which replaces the detail on screen, and every list of orders is read again.
 */
export function useCancelOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) =>
      (
        await apiRequest<OrderDetail>(`/v1/order/${encodeURIComponent(id)}/cancel`, {
          method: 'POST',
          body: reason ? { reason } : {},
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
