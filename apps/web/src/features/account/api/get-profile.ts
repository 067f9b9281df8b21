import type { Profile } from '@skyparcel/domain/account-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { getStoredAuth } from '../../../lib/auth-storage.ts';
import { rememberSignedInPages } from '../../../lib/frame-audience.ts';
import { PROFILE_QUERY_KEY } from '../../../lib/query-client.ts';
import { cargoAccessOf } from '../cargo-access.ts';

/**
 * The signed-in customer. Knowing them, the browser also keeps how the server may draw its pages
 * (lib/frame-audience.ts): which first frames (the Cargo Direct page's only with a contract), and
 * the session a page's own data is drawn for.
 */
export async function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<Profile> {
  const { data } = await apiRequest<Profile>('/v1/user/profile', { signal });
  const auth = getStoredAuth();
  if (auth) rememberSignedInPages(cargoAccessOf(data) === 'allowed' ? 'cargo-direct' : 'signed-in', auth);
  return data;
}

/** The signed-in customer; the header, the menus and the account pages all read this one entry. */
export function profileQueryOptions() {
  return queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile, staleTime: 5 * 60_000 });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
