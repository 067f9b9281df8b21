import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useProfile } from '../../features/account/api/get-profile.ts';
import { StaffAccounts } from '../../features/operations/components/staff-accounts.tsx';
import { StaffPage } from '../layout/staff-page.tsx';

/** Staff accounts (issue 39), for admins: who works on the staff screens and in which role. */
export function OpsStaffRoute() {
  return (
    <StaffPage titleKey="opsStaff.title" descriptionKey="opsStaff.description">
      <OpsStaff />
    </StaffPage>
  );
}

function OpsStaff() {
  const { t } = useTranslation();
  // The staff page has the profile by now; the calls refuse a hub clerk whatever this shows.
  const profile = useProfile().data;
  if (profile?.staffRole !== 'admin') {
    return <EmptyState icon={IconLock} title={t('opsStaff.adminOnlyTitle')} message={t('opsStaff.adminOnlyBody')} />;
  }
  return <StaffAccounts selfId={profile.id} />;
}
