import type { ChangePasswordRequest } from '@skyparcel/domain/auth-contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-client-error.ts';

/** Form-encoded with these exact names, as the spec's call takes them (spec 2 section 7). */
export async function changePassword({ oldPassword, newPassword }: ChangePasswordRequest): Promise<void> {
  await apiRequest<null>('/v1/user/password', { method: 'PUT', form: { newPassword, oldPassword } });
}

type Options = Omit<UseMutationOptions<void, ApiError, ChangePasswordRequest>, 'mutationFn'>;

export function useChangePassword(options: Options = {}) {
  return useMutation<void, ApiError, ChangePasswordRequest>({ ...options, mutationFn: changePassword });
}
