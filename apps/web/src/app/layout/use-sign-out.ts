import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useLogout } from '../../features/auth/api/logout.ts';

/** Log out and land on the sign-in page (spec 2 section 2). */
export function useSignOut() {
  const navigate = useNavigate();
  const logoutMutation = useLogout({ onSettled: () => void navigate(paths.auth.login.getHref(), { replace: true }) });
  return { signOut: () => logoutMutation.mutate(), isSigningOut: logoutMutation.isPending };
}
