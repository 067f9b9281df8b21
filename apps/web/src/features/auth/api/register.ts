import type { LoginResult, RegisterRequest } from '@skyparcel/domain/auth-contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-client-error.ts';
import { setStoredAuth } from '../../../lib/auth-storage.ts';

export async function register(input: RegisterRequest): Promise<LoginResult> {
  const { data } = await apiRequest<LoginResult>('/v1/auth/register', { method: 'POST', body: input, isPublic: true });
  return data;
}

type Options = Omit<UseMutationOptions<LoginResult, ApiError, RegisterRequest>, 'mutationFn'>;

/** Creates a personal account; the answer is a session, as after signing in. */
export function useRegister(options: Options = {}) {
  return useMutation<LoginResult, ApiError, RegisterRequest>({
    ...options,
    mutationFn: register,
    onSuccess: (result, ...rest) => {
      setStoredAuth(result.accessToken, result.expiresIn);
      return options.onSuccess?.(result, ...rest);
    },
  });
}
