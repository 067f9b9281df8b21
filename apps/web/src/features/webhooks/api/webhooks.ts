import type {
  CreateWebhookEndpointRequest,
  UpdateWebhookEndpointRequest,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookEndpointWithSecret,
} from '@skyparcel/domain/webhook-contracts';
import { queryOptions, type UseMutationOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-client-error.ts';

const ENDPOINTS = ['account', 'webhook-endpoints'] as const;
const deliveriesKey = (endpointId: string) => [...ENDPOINTS, endpointId, 'deliveries'] as const;
const endpointPath = (id: string) => `/v1/webhooks/endpoints/${encodeURIComponent(id)}`;

/** An event type's key in the texts: i18next reads dots as nesting, so order.created is order_created. */
export const eventKey = (type: string) => type.replace('.', '_');

async function listEndpoints({ signal }: { signal?: AbortSignal }): Promise<WebhookEndpointList> {
  return (await apiRequest<WebhookEndpointList>('/v1/webhooks/endpoints', { signal })).data;
}

export function useWebhookEndpoints() {
  return useQuery(queryOptions({ queryKey: ENDPOINTS, queryFn: listEndpoints }));
}

/**
 * An endpoint's delivery log while it is open. Deliveries go out a moment after the call that made
 * them (a test event, a redelivery), so the log looks again every few seconds while any is pending.
 */
export function useDeliveries(endpointId: string, open: boolean) {
  return useQuery(
    queryOptions({
      queryKey: deliveriesKey(endpointId),
      queryFn: async ({ signal }) =>
        (await apiRequest<WebhookDeliveryList>(`${endpointPath(endpointId)}/deliveries`, { signal })).data,
      enabled: open,
      refetchInterval: (query) =>
        query.state.data?.deliveries.some((delivery) => delivery.status === 'PENDING') ? 2_000 : false,
    }),
  );
}

type Options<T, V> = Omit<UseMutationOptions<T, ApiError, V>, 'mutationFn'>;

/** A mutation of the endpoints that refreshes their list (and the endpoint's log) when it succeeds. */
function useEndpointMutation<T, V>(
  call: (variables: V) => Promise<T>,
  endpointOf: (variables: V) => string | null,
  options: Options<T, V>,
) {
  const client = useQueryClient();
  return useMutation<T, ApiError, V>({
    ...options,
    mutationFn: call,
    onSuccess: (data, variables, ...rest) => {
      const endpointId = endpointOf(variables);
      void client.invalidateQueries({ queryKey: endpointId ? deliveriesKey(endpointId) : ENDPOINTS });
      if (endpointId) void client.invalidateQueries({ queryKey: ENDPOINTS, exact: true });
      options.onSuccess?.(data, variables, ...rest);
    },
  });
}

export function useCreateEndpoint(options: Options<WebhookEndpointWithSecret, CreateWebhookEndpointRequest> = {}) {
  return useEndpointMutation(
    async (body) =>
      (await apiRequest<WebhookEndpointWithSecret>('/v1/webhooks/endpoints', { method: 'POST', body })).data,
    () => null,
    options,
  );
}

type Change = { id: string; changes: UpdateWebhookEndpointRequest };

export function useUpdateEndpoint(options: Options<WebhookEndpoint, Change> = {}) {
  return useEndpointMutation(
    async ({ id, changes }) =>
      (await apiRequest<WebhookEndpoint>(endpointPath(id), { method: 'PATCH', body: changes })).data,
    ({ id }) => id,
    options,
  );
}

export function useRemoveEndpoint(options: Options<WebhookEndpoint, string> = {}) {
  return useEndpointMutation(
    async (id) => (await apiRequest<WebhookEndpoint>(endpointPath(id), { method: 'DELETE' })).data,
    () => null,
    options,
  );
}

export function useRotateSecret(options: Options<WebhookEndpointWithSecret, string> = {}) {
  return useEndpointMutation(
    async (id) =>
      (await apiRequest<WebhookEndpointWithSecret>(`${endpointPath(id)}/rotate-secret`, { method: 'POST' })).data,
    (id) => id,
    options,
  );
}

export function useSendTestEvent(options: Options<WebhookDelivery, string> = {}) {
  return useEndpointMutation(
    async (id) => (await apiRequest<WebhookDelivery>(`${endpointPath(id)}/test`, { method: 'POST' })).data,
    (id) => id,
    options,
  );
}

export function useRedeliver(options: Options<WebhookDelivery, { endpointId: string; deliveryId: string }> = {}) {
  return useEndpointMutation(
    async ({ endpointId, deliveryId }) =>
      (
        await apiRequest<WebhookDelivery>(
          `${endpointPath(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
          { method: 'POST' },
        )
      ).data,
    ({ endpointId }) => endpointId,
    options,
  );
}
