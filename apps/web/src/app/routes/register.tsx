import { useTranslation } from 'react-i18next';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { usePageTitle } from '../layout/use-page-title.ts';
import { AuthCard } from './auth-card.tsx';
import { useEnterSession } from './use-enter-session.ts';

export function RegisterRoute() {
  const { t } = useTranslation();
  usePageTitle(t('auth.register.title'));
  const onRegistered = useEnterSession();
  return (
    <AuthCard title={t('auth.register.title')} description={t('auth.register.description')}>
      <RegisterForm onSuccess={onRegistered} />
    </AuthCard>
  );
}
