import type { ApiKey, ApiKeyList, CreateApiKeyRequest, CreatedApiKey } from '@skyparcel/domain/api-key-contracts';
import { queryOptions, type UseMutationOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-client-error.ts';

const KEYS = ['account', 'api-keys'] as const;

/** A scope's key in the texts: i18next reads a colon as a namespace, so orders:read is orders_read. */
export const scopeKey = (scope: string) => scope.replace(':', '_');

async function listApiKeys({ signal }: { signal?: AbortSignal }): Promise<ApiKeyList> {
  return (await apiRequest<ApiKeyList>('/v1/api-keys', { signal })).data;
}

/** The account's keys; a personal account's answer is 403 API_KEYS_BUSINESS_ONLY, which the page explains. */
export function useApiKeys(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: KEYS, queryFn: listApiKeys, enabled, retry: false }));
}

type CreateOptions = Omit<UseMutationOptions<CreatedApiKey, ApiError, CreateApiKeyRequest>, 'mutationFn'>;

export function useCreateApiKey(options: CreateOptions = {}) {
  const client = useQueryClient();
  return useMutation<CreatedApiKey, ApiError, CreateApiKeyRequest>({
    ...options,
    mutationFn: async (body) => (await apiRequest<CreatedApiKey>('/v1/api-keys', { method: 'POST', body })).data,
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: KEYS });
      options.onSuccess?.(...args);
    },
  });
}

type RevokeOptions = Omit<UseMutationOptions<ApiKey, ApiError, string>, 'mutationFn'>;

export function useRevokeApiKey(options: RevokeOptions = {}) {
  const client = useQueryClient();
  return useMutation<ApiKey, ApiError, string>({
    ...options,
    mutationFn: async (id) =>
      (await apiRequest<ApiKey>(`/v1/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' })).data,
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: KEYS });
      options.onSuccess?.(...args);
    },
  });
}
