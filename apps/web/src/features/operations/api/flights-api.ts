import type { FlightManifest, OpsFlight } from '@skyparcel/domain/flight-manifest-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiDownloadFile, apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-client-error.ts';
import { saveFile } from '../../../lib/save-file.ts';

/*
 * The hub's flights (the operations API, staff only): a day's flights with their load, a flight's
 * manifest, and its printed PDF. Loads change as orders are placed and parcels weighed, so they are
 * read again whenever the page comes back into view.
 */

const FLIGHTS_KEY = ['ops-flights'] as const;

export function useDayFlights(date: string) {
  return useQuery(
    queryOptions({
      queryKey: [...FLIGHTS_KEY, 'day', date],
      queryFn: async ({ signal }) =>
        (await apiRequest<OpsFlight[]>(`/ops/v1/flights?${new URLSearchParams({ date })}`, { signal })).data,
      // The day before stays on screen while the next one loads, so the list does not jump.
      placeholderData: keepPreviousData,
    }),
  );
}

export function useFlightManifest(flightId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...FLIGHTS_KEY, 'manifest', flightId],
      queryFn: async ({ signal }) =>
        (await apiRequest<FlightManifest>(`/ops/v1/flights/${encodeURIComponent(flightId)}/manifest`, { signal })).data,
      retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status === 404),
    }),
  );
}

/** The manifest as the server prints it (A4 landscape, in the page's language), handed to the browser to print. */
export async function downloadManifest(flight: { id: string; flightNumber: string }): Promise<void> {
  const { file, name } = await apiDownloadFile(
    `/ops/v1/flights/${encodeURIComponent(flight.id)}/manifest.pdf`,
    `manifest-${flight.flightNumber}.pdf`,
  );
  saveFile(file, name);
}
