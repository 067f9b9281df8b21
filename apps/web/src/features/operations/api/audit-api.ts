import type { AuditPage } from '@skyparcel/domain/audit-contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { snakeCase } from 'es-toolkit';
import { apiRequest } from '../../../lib/api-client.ts';

/*
 * The audit viewer's calls (the operations API, admins only): pages of what staff changed, newest
 * first, under the filters the admin chose (its staff filter reads staff-api.ts).
 */

/** The viewer's filters as the page keeps them (its address): each empty when not narrowed. */
export type AuditFilters = { orderId: string; staffId: string; operation: string; fromDate: string; toDate: string };

const AUDIT_KEY = ['ops-audit'] as const;

const auditPath = (filters: AuditFilters, before: number | null) => {
  const query = new URLSearchParams(
    Object.entries({ ...filters, before: before === null ? '' : String(before) })
      .filter(([, value]) => value)
      .map(([key, value]): [string, string] => [snakeCase(key), value]),
  );
  return `/ops/v1/audit?${query}`;
};

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...AUDIT_KEY, 'log', filters],
      queryFn: async ({ pageParam, signal }) =>
        (await apiRequest<AuditPage>(auditPath(filters, pageParam), { signal })).data,
      initialPageParam: null as number | null,
      getNextPageParam: (last) => last.nextBefore,
      // The rows before stay on screen while a new filter loads, so the table does not jump.
      placeholderData: keepPreviousData,
      // A refused filter (an unknown order, a bad day) stays refused: the admin changes it instead.
      retry: false,
    }),
  );
}
