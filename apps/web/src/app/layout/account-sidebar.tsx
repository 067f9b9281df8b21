import { Divider, NavLink as MantineNavLink, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { CallCentreLink } from '../../features/content/components/call-centre-link.tsx';
import { accountInfoItems, type NavItem, serviceItems } from './account-nav.ts';

function NavList({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack gap={2}>
      {items.map(({ key, labelKey, href, icon: ItemIcon }) => (
        <MantineNavLink
          key={key}
          component={NavLink}
          to={href}
          label={t(labelKey)}
          leftSection={<ItemIcon size={20} aria-hidden />}
          // A section's inner pages (an address form under /address) keep its link marked.
          active={pathname === href || pathname.startsWith(`${href}/`)}
          variant="light"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ))}
    </Stack>
  );
}

/** Account links, services and the call centre (spec 2 section 2, sidebar). */
export function AccountNavigation() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="xs" fw={700} tt="uppercase" c="gray.7" px="sm">
        {t('nav.accountInfo')}
      </Text>
      <NavList items={accountInfoItems} />
      <Divider my={4} />
      <NavList items={serviceItems} />
      <Divider my={4} />
      <CallCentreLink px="sm" py={6} fw={600} size="sm" />
    </Stack>
  );
}

export function AccountSidebar() {
  const { t } = useTranslation();
  return (
    <Paper
      component="nav"
      aria-label={t('nav.accountNavigation')}
      withBorder
      p="sm"
      w={260}
      style={{ flexShrink: 0, alignSelf: 'flex-start', position: 'sticky', top: 88 }}
    >
      <AccountNavigation />
    </Paper>
  );
}
