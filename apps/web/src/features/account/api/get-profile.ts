import type { Profile } from '@skyparcel/domain/account-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROFILE_QUERY_KEY } from '../../../lib/query-client.ts';

export async function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<Profile> {
  const { data } = await apiRequest<Profile>('/v1/user/profile', { signal });
  return data;
}

/** The signed-in customer; the header, the menus and the account pages all read this one entry. */
export function profileQueryOptions() {
  return queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile, staleTime: 5 * 60_000 });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
