import { Menu } from '@mantine/core';
import { displayName } from '@skyparcel/domain/account-rules';
import { IconBarcode, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useProfile } from '../../features/account/api/get-profile.ts';
import { accountInfoItems, dealsItem, serviceItems } from './account-nav.ts';
import { type OnDemandMenuProps, useOpenOnArrival } from './menu-on-demand.tsx';
import { useSignOut } from './use-sign-out.ts';
import { UserButton } from './user-menu.tsx';

/** The account menu proper (user-menu.tsx fetches it when first wanted): the account's pages and signing out. */
export default function AccountMenu({ openOnArrival }: OnDemandMenuProps) {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const { signOut } = useSignOut();
  const { isOpen, setIsOpen, targetRef } = useOpenOnArrival<HTMLButtonElement>(openOnArrival);
  const name = profile ? displayName(profile) : '';
  const items = [accountInfoItems[0], ...serviceItems, dealsItem];

  return (
    <Menu position="bottom-end" shadow="md" width={240} withinPortal opened={isOpen} onChange={setIsOpen}>
      <Menu.Target>
        <UserButton ref={targetRef} name={name} />
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
