import type { PublicTracking } from '@skyparcel/domain/order-history-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-client-error.ts';
import { ORDERS_KEY } from './list-orders.ts';

/** One order's public tracking (`GET /v1/tracking/{code}`), signed in or not. */
export function publicTrackingQueryOptions(code: string) {
  return queryOptions({
    queryKey: [...ORDERS_KEY, 'tracking', code],
    queryFn: async ({ signal }) =>
      (await apiRequest<PublicTracking>(`/v1/tracking/${encodeURIComponent(code)}`, { signal, isPublic: true })).data,
    // Each lookup counts against the visitor's limit: a not-found or a refusal is not asked again.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });
}

export function usePublicTracking(code: string | undefined) {
  return useQuery({ ...publicTrackingQueryOptions(code ?? ''), enabled: !!code });
}
