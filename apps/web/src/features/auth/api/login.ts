import type { LoginRequest, LoginResult } from '@skyparcel/domain/auth-contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-client-error.ts';
import { setStoredAuth } from '../../../lib/auth-storage.ts';

export async function login(input: LoginRequest): Promise<LoginResult> {
  const { data } = await apiRequest<LoginResult>('/v1/auth/login', { method: 'POST', body: input, isPublic: true });
  return data;
}

type Options = Omit<UseMutationOptions<LoginResult, ApiError, LoginRequest>, 'mutationFn'>;

/** Signs in and stores the session; the caller decides where to go next. */
export function useLogin(options: Options = {}) {
  return useMutation<LoginResult, ApiError, LoginRequest>({
    ...options,
    mutationFn: login,
    onSuccess: (result, ...rest) => {
      setStoredAuth(result.accessToken, result.expiresIn);
      return options.onSuccess?.(result, ...rest);
    },
  });
}
