import { HubOverviewPanel } from '../../features/operations/components/hub-overview.tsx';
import { StaffPage } from '../layout/staff-page.tsx';

/** The hub's overview (issue 39), for any staff member. */
export function OpsOverviewRoute() {
  return (
    <StaffPage titleKey="opsOverview.title" descriptionKey="opsOverview.description">
      <HubOverviewPanel />
    </StaffPage>
  );
}
