import type { DeskOrder, SecurityCheckPreview, SecurityCheckRequest } from '@skyparcel/domain/operations-contracts';
import type { TrackingEventKind } from '@skyparcel/domain/tracking-rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-client-error.ts';

/*
 * The hub desk's calls (the operations API, staff only): the scanned order with what may follow,
 * and the steps a clerk records. Every step answers with the order moved on, so the desk reads
 * the order again after each, and after a refusal too (another desk may have moved it meanwhile).
 */

const DESK_KEY = ['hub-desk'] as const;
const orderPath = (code: string) => `/ops/v1/orders/${encodeURIComponent(code)}`;

export function deskOrderQueryOptions(code: string) {
  return queryOptions({
    queryKey: [...DESK_KEY, code],
    queryFn: async ({ signal }) => (await apiRequest<DeskOrder>(orderPath(code), { signal })).data,
    // A code that is no order stays one: asking again cannot change that.
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status === 404),
  });
}

export function useDeskOrder(code: string | null) {
  return useQuery({ ...deskOrderQueryOptions(code ?? ''), enabled: code !== null });
}

/** A step the desk records on the scanned order, read again once it is done or refused. */
function useDeskStep<Input>(code: string, action: string, bodyOf: (input: Input) => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) =>
      (await apiRequest(`${orderPath(code)}/${action}`, { method: 'POST', body: bodyOf(input) })).data,
    // Tried at once even when the browser says it is offline: a scan that cannot go waits in the desk's
    // own queue (scan-queue.ts), which the clerk sees, not in a paused mutation nobody sees.
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: deskOrderQueryOptions(code).queryKey }),
  });
}

export const useRecordScan = (code: string, hubName: string) =>
  useDeskStep(code, 'events', (kind: TrackingEventKind) => ({ kind, ...hubOf(hubName) }));

export const useMoveToFlight = (code: string, hubName: string) =>
  useDeskStep(code, 'flight', (flightId: string) => ({ flightId, ...hubOf(hubName) }));

export const useConfirmSecurityCheck = (code: string, hubName: string) =>
  useDeskStep(code, 'security-check', (request: SecurityCheckRequest) => ({ ...request, ...hubOf(hubName) }));

export const useChargeNoShow = (code: string) => useDeskStep(code, 'no-show', () => ({}));

/** What the security check would do with a measurement: nothing is written. */
export function usePreviewSecurityCheck(code: string) {
  return useMutation({
    mutationFn: async (request: SecurityCheckRequest) =>
      (
        await apiRequest<SecurityCheckPreview>(`${orderPath(code)}/security-check/preview`, {
          method: 'POST',
          body: request,
        })
      ).data,
  });
}

/** The desk's place, named on each step it records when the clerk gave one. */
const hubOf = (hubName: string) => (hubName.trim() ? { hubName: hubName.trim() } : {});
