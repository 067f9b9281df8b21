import type { Profile, ProfileUpdateRequest } from '@skyparcel/domain/account-contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-client-error.ts';
import { profileQueryOptions } from './get-profile.ts';

export async function updateProfile(input: ProfileUpdateRequest): Promise<Profile> {
  const { data } = await apiRequest<Profile>('/v1/user/profile', { method: 'PUT', body: input });
  return data;
}

type Options = Omit<UseMutationOptions<Profile, ApiError, ProfileUpdateRequest>, 'mutationFn'>;

export function useUpdateProfile(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation<Profile, ApiError, ProfileUpdateRequest>({
    ...options,
    mutationFn: updateProfile,
    onSuccess: (profile, ...rest) => {
      // The answer is the saved profile: no second round trip to refresh the header.
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      return options.onSuccess?.(profile, ...rest);
    },
  });
}
