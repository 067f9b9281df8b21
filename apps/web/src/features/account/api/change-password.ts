import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-client-error.ts';

export type ChangePasswordInput = { oldPassword: string; newPassword: string };

/** Form-encoded with these exact names, as the spec's call takes them (spec 2 section 7). */
export async function changePassword({ oldPassword, newPassword }: ChangePasswordInput): Promise<void> {
  await apiRequest<null>('/v1/user/password', { method: 'PUT', form: { newPassword, oldPassword } });
}

type Options = Omit<UseMutationOptions<void, ApiError, ChangePasswordInput>, 'mutationFn'>;

export function useChangePassword(options: Options = {}) {
  return useMutation<void, ApiError, ChangePasswordInput>({ ...options, mutationFn: changePassword });
}
