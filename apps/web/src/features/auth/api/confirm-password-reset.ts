import type { PasswordResetConfirm } from '@skyparcel/domain/auth-contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-client-error.ts';

export async function confirmPasswordReset(input: PasswordResetConfirm): Promise<void> {
  await apiRequest<null>('/v1/auth/password-reset/confirm', { method: 'POST', body: input, isPublic: true });
}

type Options = Omit<UseMutationOptions<void, ApiError, PasswordResetConfirm>, 'mutationFn'>;

/** Sets the new password with the link's token; every session of the account ends. */
export function useConfirmPasswordReset(options: Options = {}) {
  return useMutation<void, ApiError, PasswordResetConfirm>({ ...options, mutationFn: confirmPasswordReset });
}
