import { useTranslation } from 'react-i18next';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { usePageTitle } from '../layout/use-page-title.ts';
import { AuthCard } from './auth-card.tsx';
import { useEnterSession } from './use-enter-session.ts';

export function SignInRoute() {
  const { t } = useTranslation();
  usePageTitle(t('auth.signIn.title'));
  const onSignedIn = useEnterSession();
  return (
    <AuthCard title={t('auth.signIn.title')} description={t('auth.signIn.description')}>
      <LoginForm onSuccess={onSignedIn} />
    </AuthCard>
  );
}
