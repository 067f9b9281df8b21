import { Avatar, Group, Menu, Skeleton, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { displayName } from '@skyparcel/domain/account-rules';
import { IconBarcode, IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useProfile } from '../../features/account/api/get-profile.ts';
import { accountInfoItems, dealsItem, serviceItems } from './account-nav.ts';
import { useSignOut } from './use-sign-out.ts';

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => word.charAt(0).toLocaleUpperCase()).join('');
}

/** Who is signed in, and the account menu (spec 2 section 2: header user menu). */
export function UserMenu() {
  const { t } = useTranslation();
  const { data: profile, isPending } = useProfile();
  const { signOut } = useSignOut();
  // As wide as the menu it stands for: its avatar alone on a phone, with the name from xs up.
  if (isPending) return <Skeleton height={36} w={{ base: 68, xs: 160 }} radius="xl" />;
  const name = profile ? displayName(profile) : '';
  const items = [accountInfoItems[0], ...serviceItems, dealsItem];

  return (
    <Menu position="bottom-end" shadow="md" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton px={6} py={4} style={{ borderRadius: 999 }}>
          <Group gap={8} wrap="nowrap">
            <Avatar color="navy" radius="xl" size={34} aria-hidden>
              {initialsOf(name) || '?'}
            </Avatar>
            <VisuallyHidden component="span">{t('header.accountMenu')}: </VisuallyHidden>
            <Text component="span" fw={600} size="sm" maw={200} truncate c="dark.7" className="hide-visually-on-phone">
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        {profile?.staffRole ? (
          <Menu.Item component={Link} to={paths.ops.desk.getHref()} leftSection={<IconBarcode size={18} aria-hidden />}>
            {t('nav.hubDesk')}
          </Menu.Item>
        ) : null}
        {items.map(({ key, labelKey, href, icon: ItemIcon }) => (
          <Menu.Item key={key} component={Link} to={href} leftSection={<ItemIcon size={18} aria-hidden />}>
            {t(labelKey)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={18} aria-hidden />} onClick={signOut}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
