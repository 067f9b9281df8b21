import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followEventStream } from '../../../lib/event-stream.ts';
import { orderDetailQueryOptions } from '../api/get-order-detail.ts';
import { ORDERS_KEY } from '../api/list-orders.ts';

/**
 * Keeps an order's detail current without a reload (issue 14, Live): while `isWatching`, the
 * order's event stream is followed and each new step reads the detail (and the lists) again, as
 * does a reconnection, which may have missed steps.
 */
export function useOrderLiveUpdates(id: string, isWatching: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isWatching) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: orderDetailQueryOptions(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: [...ORDERS_KEY, 'list'] });
    };
    const controller = new AbortController();
    void followEventStream(
      `/v1/order/${encodeURIComponent(id)}/stream`,
      {
        onEvent: (message) => {
          if (message.event === 'step') refresh();
        },
        onOpen: (isReconnect) => {
          if (isReconnect) refresh();
        },
      },
      controller.signal,
    );
    return () => controller.abort();
  }, [id, isWatching, queryClient]);
}
