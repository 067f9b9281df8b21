import { List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Profile } from '@skyparcel/domain/account-contracts';
import { IconPlane } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { CARGO_NOTICE_ID, cargoAccessOf, useCargoDirectNotice } from '../layout/cargo-direct-notice.tsx';
import { usePageTitle } from '../layout/use-page-title.ts';
import { ProfileQueryState } from './profile-query-state.tsx';

function CargoDirectPlaceholder() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('cargo.title')} description={t('cargo.description')} />
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <ThemeIcon size={52} radius="lg" variant="light" aria-hidden>
            <IconPlane size={28} />
          </ThemeIcon>
          <Title order={2} size="h4" c="navy.9">
            {t('cargo.comingTitle')}
          </Title>
          <Text c="dark.4">{t('cargo.comingBody')}</Text>
          <List spacing={4} c="dark.6">
            <List.Item>{t('cargo.limitWeight')}</List.Item>
            <List.Item>{t('cargo.limitSize')}</List.Item>
          </List>
        </Stack>
      </Paper>
    </>
  );
}

/** Without access the page itself is never rendered: only the blocking popup shows. */
function CargoDirectGate({ profile }: { profile: Profile }) {
  const access = cargoAccessOf(profile);
  // Read the opener through a ref: a late hotline answer must not close and reopen the popup.
  const openNoticeRef = useRef(useCargoDirectNotice());
  useEffect(() => {
    if (access === 'allowed') return;
    openNoticeRef.current(access);
    return () => modals.close(CARGO_NOTICE_ID);
  }, [access]);
  return access === 'allowed' ? <CargoDirectPlaceholder /> : null;
}

export function CargoOrderRoute() {
  const { t } = useTranslation();
  usePageTitle(t('cargo.title'));
  return <ProfileQueryState>{(profile) => <CargoDirectGate profile={profile} />}</ProfileQueryState>;
}
