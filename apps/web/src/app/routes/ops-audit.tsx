import { useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import type { AuditFilters } from '../../features/operations/api/audit-api.ts';
import { AuditLog } from '../../features/operations/components/audit-log.tsx';
import { StaffPage } from '../layout/staff-page.tsx';

const FILTER_NAMES = ['orderId', 'staffId', 'operation', 'fromDate', 'toDate'] as const;

/**
 * The audit viewer (issue 39), for admins: its filters ride in the address, so a reload or a link
 * sent to a colleague shows the same changes.
 */
export function OpsAuditRoute() {
  return (
    <StaffPage
      titleKey="opsAudit.title"
      descriptionKey="opsAudit.description"
      adminOnly={{ titleKey: 'opsAudit.adminOnlyTitle', bodyKey: 'opsAudit.adminOnlyBody' }}
    >
      <OpsAudit />
    </StaffPage>
  );
}

function OpsAudit() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = Object.fromEntries(FILTER_NAMES.map((name) => [name, searchParams.get(name) ?? ''])) as AuditFilters;
  return (
    <AuditLog
      filters={filters}
      onFilters={(next) => setSearchParams(new URL(paths.ops.audit.getHref(next), window.location.origin).searchParams)}
    />
  );
}
