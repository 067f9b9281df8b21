import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { AccountNavigation } from './account-sidebar.tsx';
import { ServiceTabsVertical } from './service-tabs.tsx';
import { useSignOut } from './use-sign-out.ts';

/** On narrow screens the tabs, the menu and the sidebar links live in one drawer. */
export default function MobileNavDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { signOut } = useSignOut();

  // Following a link closes the drawer. It mounts on its first opening, which is no navigation.
  const shownPath = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes only.
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    onClose();
  }, [pathname]);

  return (
    <Drawer
      opened={isOpen}
      onClose={onClose}
      title={<Logo isCompact />}
      size={300}
      padding="md"
      closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
      hiddenFrom="md"
    >
      <Stack gap="md">
        <ServiceTabsVertical />
        <Divider />
        <AccountNavigation />
        <Divider />
        <Button variant="light" color="red" leftSection={<IconLogout size={18} aria-hidden />} onClick={signOut}>
          {t('nav.logout')}
        </Button>
      </Stack>
    </Drawer>
  );
}
