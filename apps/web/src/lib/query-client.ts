import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client-error.ts';

/** Client errors (4xx) will not change on a retry; network and server hiccups may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const isClientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !isClientError && failureCount < 2;
}

/** The app's data cache: the browser's one, and one per page the server draws (src/prerender.tsx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * The signed-in account's cache entry (features/account's profile query). Its key lives here, in the
 * first load, so the sign-in page can read the role a sign-in stored without loading that feature.
 */
export const PROFILE_QUERY_KEY = ['account', 'profile'] as const;
