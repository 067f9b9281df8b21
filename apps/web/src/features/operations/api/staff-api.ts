import type { StaffMember } from '@skyparcel/domain/audit-contracts';
import type { CreateStaffRequest } from '@skyparcel/domain/staff-account-contracts';
import type { StaffRole } from '@skyparcel/domain/staff-roles';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/*
 * Staff accounts (the operations API, admins only): the list (also the audit viewer's staff filter),
 * a colleague added, a colleague's role changed. Each change answers the list as it now is.
 */

const staffOptions = queryOptions({
  queryKey: ['ops-staff'],
  queryFn: async ({ signal }) => (await apiRequest<StaffMember[]>('/ops/v1/staff', { signal })).data,
  staleTime: 5 * 60_000,
});

export const useStaffMembers = () => useQuery(staffOptions);

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (account: CreateStaffRequest) =>
      (await apiRequest<StaffMember[]>('/ops/v1/staff', { method: 'POST', body: account })).data,
    onSuccess: (staff) => queryClient.setQueryData(staffOptions.queryKey, staff),
  });
}

export function useSetStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, role }: { id: string; role: StaffRole }) =>
      (
        await apiRequest<StaffMember[]>(`/ops/v1/staff/${encodeURIComponent(id)}/role`, {
          method: 'PUT',
          body: { role },
        })
      ).data,
    onSuccess: (staff) => queryClient.setQueryData(staffOptions.queryKey, staff),
    // Refused (the account changed meanwhile): read the list again, so the select shows what is true.
    onError: () => void queryClient.invalidateQueries({ queryKey: staffOptions.queryKey }),
  });
}
