import type { SiteConfig } from '@skyparcel/domain/address-contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export async function getSiteConfig(): Promise<SiteConfig> {
  const { data } = await apiRequest<SiteConfig>('/v1/site-config', { isPublic: true });
  return data;
}

/** Map settings (spec 2 section 9: zoom 16, centre near Ho Chi Minh City, 200 m circle). */
export function siteConfigQueryOptions() {
  return queryOptions({ queryKey: ['site-config'], queryFn: getSiteConfig, staleTime: 60 * 60_000 });
}

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}

/**
 * The origins a payment may be handed to, for an order that already exists: without the list
 * (the call failed) none, so the result page follows the payment instead.
 */
export function fetchPaymentOrigins(queryClient: QueryClient): Promise<string[]> {
  return queryClient.fetchQuery(siteConfigQueryOptions()).then(
    (config) => config.paymentOrigins,
    () => [],
  );
}
