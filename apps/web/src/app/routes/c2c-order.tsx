import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { displayName } from '@skyparcel/domain/account-contracts';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CallCentreLink } from '../../features/content/components/call-centre-link.tsx';
import { accountInfoItems, serviceItems } from '../layout/account-nav.ts';
import { usePageTitle } from '../layout/use-page-title.ts';
import { C2cDraftSummary } from './c2c-draft-summary.tsx';
import { ProfileQueryState } from './profile-query-state.tsx';

function ComingSoonCard() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="order-coming-title">
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <ThemeIcon size={52} radius="lg" variant="light" aria-hidden visibleFrom="xs">
          <IconPackage size={28} />
        </ThemeIcon>
        <Stack gap={6}>
          <Group gap="xs">
            <Title order={2} size="h4" id="order-coming-title" c="navy.9">
              {t('home.comingTitle')}
            </Title>
            <Badge variant="light" color="navy">
              {t('home.comingBadge')}
            </Badge>
          </Group>
          <Text c="dark.4">{t('home.comingBody')}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}

function QuickLinks() {
  const { t } = useTranslation();
  const items = [...accountInfoItems, ...serviceItems.slice(1)];
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="quick-links-title">
      <Title order={2} size="h4" id="quick-links-title" c="navy.9" mb="md">
        {t('home.quickLinks')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {items.map(({ key, labelKey, href, icon: ItemIcon }) => (
          <Anchor key={key} component={Link} to={href} underline="never" fw={600} c="navy.8">
            <Group
              gap="sm"
              wrap="nowrap"
              p="sm"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
            >
              <ItemIcon size={20} aria-hidden />
              {t(labelKey)}
            </Group>
          </Anchor>
        ))}
      </SimpleGrid>
      <Text size="sm" mt="lg" c="dark.4">
        {t('home.needHelp')} <CallCentreLink fw={600} />
      </Text>
    </Paper>
  );
}

/** The signed-in home, until the order screen lands here (spec 1 section 2). */
export function C2cOrderRoute() {
  const { t } = useTranslation();
  usePageTitle(t('home.pageTitle'));
  return (
    <Stack gap="lg">
      <ProfileQueryState>
        {(profile) => (
          <Stack gap={4}>
            <Title order={1} size="h2" c="navy.9">
              {t('home.greeting', { name: displayName(profile) })}
            </Title>
            <Text c="dimmed">{t('home.subtitle')}</Text>
          </Stack>
        )}
      </ProfileQueryState>
      <ComingSoonCard />
      <C2cDraftSummary />
      <QuickLinks />
    </Stack>
  );
}
