import type { PasswordResetRequest, PasswordResetRequested } from '@skyparcel/domain/auth-contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-client-error.ts';

export async function requestPasswordReset(input: PasswordResetRequest): Promise<PasswordResetRequested> {
  const { data } = await apiRequest<PasswordResetRequested>('/v1/auth/password-reset', {
    method: 'POST',
    body: input,
    isPublic: true,
  });
  return data;
}

type Options = Omit<UseMutationOptions<PasswordResetRequested, ApiError, PasswordResetRequest>, 'mutationFn'>;

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function useRequestPasswordReset(options: Options = {}) {
  return useMutation<PasswordResetRequested, ApiError, PasswordResetRequest>({
    ...options,
    mutationFn: requestPasswordReset,
  });
}
