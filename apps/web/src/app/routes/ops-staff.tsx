import { useProfile } from '../../features/account/api/get-profile.ts';
import { StaffAccounts } from '../../features/operations/components/staff-accounts.tsx';
import { StaffPage } from '../layout/staff-page.tsx';

/** Staff accounts (issue 39), for admins: who works on the staff screens and in which role. */
export function OpsStaffRoute() {
  return (
    <StaffPage
      titleKey="opsStaff.title"
      descriptionKey="opsStaff.description"
      adminOnly={{ titleKey: 'opsStaff.adminOnlyTitle', bodyKey: 'opsStaff.adminOnlyBody' }}
    >
      <OpsStaff />
    </StaffPage>
  );
}

function OpsStaff() {
  // The staff page has the profile by now: one's own row is read, not changed.
  return <StaffAccounts selfId={useProfile().data?.id ?? ''} />;
}
