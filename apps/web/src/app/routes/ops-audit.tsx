import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { paths } from '../../config/paths.ts';
import { useProfile } from '../../features/account/api/get-profile.ts';
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
    <StaffPage titleKey="opsAudit.title" descriptionKey="opsAudit.description">
      <OpsAudit />
    </StaffPage>
  );
}

function OpsAudit() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  // The staff page has the profile by now; the calls refuse a hub clerk whatever this shows.
  if (useProfile().data?.staffRole !== 'admin') {
    return <EmptyState icon={IconLock} title={t('opsAudit.adminOnlyTitle')} message={t('opsAudit.adminOnlyBody')} />;
  }
  const filters = Object.fromEntries(FILTER_NAMES.map((name) => [name, searchParams.get(name) ?? ''])) as AuditFilters;
  return (
    <AuditLog
      filters={filters}
      onFilters={(next) => setSearchParams(new URL(paths.ops.audit.getHref(next), window.location.origin).searchParams)}
    />
  );
}
