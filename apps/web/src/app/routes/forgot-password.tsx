import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { CallCentreLink } from '../../features/content/components/call-centre-link.tsx';
import { usePageTitle } from '../layout/use-page-title.ts';
import { AuthCard } from './auth-card.tsx';

export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  usePageTitle(t('auth.forgotPassword.title'));
  return (
    <AuthCard title={t('auth.forgotPassword.title')} description={t('auth.forgotPassword.description')}>
      <ForgotPasswordForm help={<CallCentreLink size="sm" fw={600} />} />
    </AuthCard>
  );
}
