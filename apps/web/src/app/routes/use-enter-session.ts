import type { LoginResult } from '@skyparcel/domain/auth-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { signedInLanding } from '../../config/paths.ts';
import { profileQueryOptions } from '../../features/account/api/get-profile.ts';

/**
 * After sign-in or sign-up: the answer already holds the profile, so the header needs no
 * extra call; then back to the page the customer came from, or the order screen (staff: the hub desk).
 */
export function useEnterSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return (result: LoginResult) => {
    queryClient.setQueryData(profileQueryOptions().queryKey, result.user);
    void navigate(from ?? signedInLanding(result.user.staffRole), { replace: true });
  };
}
