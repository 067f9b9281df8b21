import { HubDesk } from '../../screens/hub-desk/hub-desk.tsx';
import { StaffPage } from '../layout/staff-page.tsx';

/** The hub desk (issue 39), for staff. */
export function HubDeskRoute() {
  return (
    <StaffPage titleKey="hubDesk.title" descriptionKey="hubDesk.description">
      <HubDesk />
    </StaffPage>
  );
}
