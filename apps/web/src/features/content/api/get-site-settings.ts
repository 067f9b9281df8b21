import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/api-client.ts';

export type Hotline = { lang: string; phone: string };
export type SiteSettings = {
  interval: number | null;
  nDay: number | null;
  toApollo: boolean | null;
  hotlines: Hotline[];
};

const SETTINGS_QUERY = 'query Settings { settings { interval nDay toApollo hotlines { lang phone } } }';

/** Site settings from the content service (spec 1 section 3), public and rarely changing. */
export async function getSiteSettings(): Promise<SiteSettings> {
  const data = await graphqlRequest<{ settings: SiteSettings }>(SETTINGS_QUERY);
  return data.settings;
}

export function siteSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'settings'],
    queryFn: getSiteSettings,
    staleTime: 60 * 60_000,
    retry: 1,
  });
}

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
