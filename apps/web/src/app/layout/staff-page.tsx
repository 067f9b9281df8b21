import { Tabs } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PageTextsGate } from '../../components/ui/page-texts-gate.tsx';
import { QueryErrorState } from '../../components/ui/query-error-state.tsx';
import { paths } from '../../config/paths.ts';
import { useProfile } from '../../features/account/api/get-profile.ts';
import { usePageTitle } from './use-page-title.ts';

/**
 * The frame of the staff's screens (issue 39): their texts (locales/operations), a customer told the
 * page is not theirs (the calls answer 403 whatever the page shows), then the title and the tabs
 * between the staff pages.
 */
export function StaffPage(props: StaffPageProps) {
  const { t } = useTranslation();
  return (
    <PageTextsGate page="operations" title={t('nav.hubDesk')}>
      <StaffPageBody {...props} />
    </PageTextsGate>
  );
}

function StaffPageBody({ titleKey, descriptionKey, adminOnly, children }: StaffPageProps) {
  const { t } = useTranslation();
  usePageTitle(t(titleKey));
  return (
    <StaffOnly>
      <PageHeader title={t(titleKey)} description={t(descriptionKey)} />
      <StaffTabs />
      {adminOnly ? <AdminOnly texts={adminOnly}>{children}</AdminOnly> : children}
    </StaffOnly>
  );
}

type StaffPageProps = {
  titleKey: string;
  descriptionKey: string;
  /** An admins' page: what a hub clerk who opens its address is told instead (the calls refuse one anyway). */
  adminOnly?: { titleKey: string; bodyKey: string };
  children: ReactNode;
};

function AdminOnly({ texts, children }: { texts: { titleKey: string; bodyKey: string }; children: ReactNode }) {
  const { t } = useTranslation();
  // StaffOnly has the profile by now.
  if (useProfile().data?.staffRole === 'admin') return children;
  return <EmptyState icon={IconLock} title={t(texts.titleKey)} message={t(texts.bodyKey)} />;
}

function StaffOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) {
    return <LoadingState label={t('common.loading')} />;
  }
  if (profile.isError) return <QueryErrorState title={t('hubDesk.title')} query={profile} />;
  if (!profile.data.staffRole) {
    return <EmptyState icon={IconLock} title={t('hubDesk.staffOnlyTitle')} message={t('hubDesk.staffOnlyBody')} />;
  }
  return children;
}

const STAFF_TABS = [
  { path: paths.ops.desk.path, href: paths.ops.desk.getHref(), labelKey: 'opsNav.desk', adminOnly: false },
  { path: paths.ops.overview.path, href: paths.ops.overview.getHref(), labelKey: 'opsNav.overview', adminOnly: false },
  { path: paths.ops.flights.path, href: paths.ops.flights.getHref(), labelKey: 'opsNav.flights', adminOnly: false },
  { path: paths.ops.settings.path, href: paths.ops.settings.getHref(), labelKey: 'opsNav.settings', adminOnly: false },
  { path: paths.ops.staff.path, href: paths.ops.staff.getHref(), labelKey: 'opsNav.staff', adminOnly: true },
  { path: paths.ops.audit.path, href: paths.ops.audit.getHref(), labelKey: 'opsNav.audit', adminOnly: true },
];

/** Links between the staff pages, shown as tabs; a hub clerk is not offered the admins' pages. */
function StaffTabs() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const isAdmin = useProfile().data?.staffRole === 'admin';
  const tabs = STAFF_TABS.filter((tab) => isAdmin || !tab.adminOnly);
  return (
    <Tabs
      value={location.pathname}
      onChange={(path) => {
        const tab = tabs.find((candidate) => candidate.path === path);
        if (tab) void navigate(tab.href);
      }}
      mb="lg"
    >
      <Tabs.List aria-label={t('opsNav.label')}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.path} value={tab.path}>
            {t(tab.labelKey)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
