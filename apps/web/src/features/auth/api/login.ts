import type { LoginResult } from '@skyparcel/domain/account-contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-client-error.ts';
import { setStoredAuth } from '../../../lib/auth-storage.ts';

export type LoginInput = { username: string; password: string };

export async function login(input: LoginInput): Promise<LoginResult> {
  const { data } = await apiRequest<LoginResult>('/v1/auth/login', { method: 'POST', body: input, isPublic: true });
  return data;
}

type Options = Omit<UseMutationOptions<LoginResult, ApiError, LoginInput>, 'mutationFn'>;

/** Signs in and stores the session; the caller decides where to go next. */
export function useLogin(options: Options = {}) {
  return useMutation<LoginResult, ApiError, LoginInput>({
    ...options,
    mutationFn: login,
    onSuccess: (result, ...rest) => {
      setStoredAuth(result.accessToken, result.expiresIn);
      return options.onSuccess?.(result, ...rest);
    },
  });
}
