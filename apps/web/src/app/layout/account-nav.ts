import {
  type Icon,
  IconAddressBook,
  IconHistory,
  IconKey,
  IconPackage,
  IconPlugConnected,
  IconTicket,
  IconUserCircle,
  IconWallet,
} from '@tabler/icons-react';
import { paths } from '../../config/paths.ts';

export type NavItem = { key: string; labelKey: string; href: string; icon: Icon };

/** Account info links of the sidebar (spec 2 section 2). */
export const accountInfoItems: NavItem[] = [
  { key: 'profile', labelKey: 'nav.profile', href: paths.account.profile.getHref(), icon: IconUserCircle },
  {
    key: 'changePassword',
    labelKey: 'nav.changePassword',
    href: paths.account.changePassword.getHref(),
    icon: IconKey,
  },
  { key: 'apiKeys', labelKey: 'nav.apiKeys', href: paths.account.apiKeys.getHref(), icon: IconPlugConnected },
];

/** Shared by the sidebar and the user menu; screens of later issues redirect for now. */
export const serviceItems: NavItem[] = [
  { key: 'placeOrder', labelKey: 'nav.placeOrder', href: paths.c2cOrder.getHref(), icon: IconPackage },
  { key: 'orders', labelKey: 'nav.orderHistory', href: paths.account.orders.getHref(), icon: IconHistory },
  { key: 'addresses', labelKey: 'nav.addressBook', href: paths.addresses.list.getHref(), icon: IconAddressBook },
  { key: 'topUp', labelKey: 'nav.topUp', href: paths.account.topUp.getHref(), icon: IconWallet },
];

/** The user menu also offers the customer's deals (spec 1 section 2); the sidebar does not (spec 2 section 2). */
export const dealsItem: NavItem = {
  key: 'deals',
  labelKey: 'nav.deals',
  href: paths.deals.getHref(),
  icon: IconTicket,
};
