import { Center, Loader } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PageTextsGate } from '../../components/ui/page-texts-gate.tsx';
import { QueryErrorState } from '../../components/ui/query-error-state.tsx';
import { useProfile } from '../../features/account/api/get-profile.ts';
import { HubDesk } from '../../screens/hub-desk/hub-desk.tsx';
import { usePageTitle } from '../layout/use-page-title.ts';

/** The hub desk (issue 39), for staff: a customer who opens it is told it is not theirs (its calls answer 403). */
export function HubDeskRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.hubDesk'));
  return (
    <PageTextsGate page="hubDesk" title={t('nav.hubDesk')}>
      <HubDeskPage />
    </PageTextsGate>
  );
}

function HubDeskPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <Center py="xl" role="status" aria-label={t('common.loading')}>
        <Loader />
      </Center>
    );
  }
  if (profile.isError) return <QueryErrorState title={t('hubDesk.title')} query={profile} />;
  if (!profile.data.staffRole) {
    return <EmptyState icon={IconLock} title={t('hubDesk.staffOnlyTitle')} message={t('hubDesk.staffOnlyBody')} />;
  }
  return (
    <>
      <PageHeader title={t('hubDesk.title')} description={t('hubDesk.description')} />
      <HubDesk />
    </>
  );
}
