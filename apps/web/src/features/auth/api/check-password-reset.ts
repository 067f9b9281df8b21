import type { PasswordResetChecked } from '@skyparcel/domain/auth-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type ApiError, isApiError } from '../../../lib/api-client-error.ts';

export async function checkPasswordReset(token: string): Promise<PasswordResetChecked> {
  const { data } = await apiRequest<PasswordResetChecked>('/v1/auth/password-reset/check', {
    method: 'POST',
    body: { token },
    isPublic: true,
  });
  return data;
}

/** Whether the link can still set a password; a refused link is an answer, not something to retry. */
export function passwordResetCheckOptions(token: string) {
  return queryOptions<PasswordResetChecked, ApiError>({
    queryKey: ['auth', 'password-reset', token],
    queryFn: () => checkPasswordReset(token),
    retry: (failures, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 2,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCheckPasswordReset(token: string | null) {
  return useQuery({ ...passwordResetCheckOptions(token ?? ''), enabled: Boolean(token) });
}
