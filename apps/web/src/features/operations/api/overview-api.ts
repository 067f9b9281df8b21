import type { HubOverview } from '@skyparcel/domain/hub-overview-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The hub's overview (the operations API, any staff member): counted afresh every minute while the page is open. */
export function useHubOverview() {
  return useQuery({
    queryKey: ['ops-overview'],
    queryFn: async ({ signal }) => (await apiRequest<HubOverview>('/ops/v1/overview', { signal })).data,
    refetchInterval: 60_000,
  });
}
