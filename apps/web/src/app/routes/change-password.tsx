import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormSection } from '../../components/ui/form-section.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { ChangePasswordForm } from '../../features/account/components/change-password-form.tsx';
import { usePageTitle } from '../layout/use-page-title.ts';

/** Success goes to / (spec 2 section 2, Profile, password). */
export function ChangePasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('account.password.title'));
  return (
    <>
      <PageHeader title={t('account.password.title')} description={t('account.password.description')} />
      <FormSection title={t('account.password.section')}>
        <ChangePasswordForm onSuccess={() => void navigate(paths.home.getHref())} />
      </FormSection>
    </>
  );
}
