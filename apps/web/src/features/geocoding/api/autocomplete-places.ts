import type { PlacePrediction } from '@skyparcel/domain/geocoding-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** Saved addresses first (place id `addr:<id>`), then places (`loc:<locId>`). */
export async function autocompletePlaces(
  input: string,
  sessionToken: string,
  signal?: AbortSignal,
): Promise<PlacePrediction[]> {
  const query = new URLSearchParams({ input, session_token: sessionToken });
  const { data } = await apiRequest<PlacePrediction[]>(`/v1/maps/autocomplete?${query}`, { signal });
  return data;
}

export function placeSuggestionsQueryOptions(input: string, sessionToken: string, language: string) {
  return queryOptions({
    queryKey: ['maps', 'autocomplete', input, language],
    queryFn: ({ signal }) => autocompletePlaces(input, sessionToken, signal),
    staleTime: 5 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function usePlaceSuggestions(input: string, sessionToken: string) {
  const query = input.trim();
  return useQuery({
    ...placeSuggestionsQueryOptions(query, sessionToken, useLanguage()),
    enabled: query.length >= 2,
  });
}
