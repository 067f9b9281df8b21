import { NavLink as MantineNavLink, Stack } from '@mantine/core';
import { IconPackage, IconPlane } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useProfile } from '../../features/account/api/get-profile.ts';
import { cargoAccessOf } from '../../features/account/cargo-access.ts';
import { useCargoDirectNotice } from './cargo-direct-notice.tsx';
import classes from './service-tabs.module.css';

const TABS = [
  { key: 'parcel', labelKey: 'header.parcelTab', href: paths.c2cOrder.getHref(), icon: IconPackage },
  { key: 'cargo', labelKey: 'header.cargoTab', href: paths.cargoOrder.getHref(), icon: IconPlane },
] as const;

/* The order confirmation lives under /order-bill but belongs to either service: Cargo Direct matches exactly. */
const isExactTab = (key: string) => key === 'cargo';
const isTabActive = (key: string, href: string, pathname: string) =>
  isExactTab(key) ? pathname === href : pathname.startsWith(href);

/** Clicking Cargo Direct without access shows its popup instead of navigating (spec 1 section 6). */
function useOnTabClick() {
  const { data: profile } = useProfile();
  const openNotice = useCargoDirectNotice();
  return (key: string, event: MouseEvent) => {
    if (key !== 'cargo' || !profile) return;
    const access = cargoAccessOf(profile);
    if (access === 'allowed') return;
    event.preventDefault();
    openNotice(access);
  };
}

/** The two services as header tabs; they are links, since each one is a page. */
export function ServiceTabs() {
  const { t } = useTranslation();
  const onTabClick = useOnTabClick();
  return (
    <nav aria-label={t('header.services')} className={classes.tabs}>
      {TABS.map(({ key, labelKey, href, icon: TabIcon }) => (
        <NavLink
          key={key}
          to={href}
          end={isExactTab(key)}
          className={classes.tab}
          onClick={(event) => onTabClick(key, event)}
        >
          <TabIcon size={18} aria-hidden />
          {t(labelKey)}
        </NavLink>
      ))}
    </nav>
  );
}

/** The same two services stacked, for the phone menu drawer. */
export function ServiceTabsVertical() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const onTabClick = useOnTabClick();
  return (
    <Stack gap={4} component="nav" aria-label={t('header.services')}>
      {TABS.map(({ key, labelKey, href, icon: TabIcon }) => (
        <MantineNavLink
          key={key}
          component={NavLink}
          to={href}
          label={t(labelKey)}
          leftSection={<TabIcon size={20} aria-hidden />}
          active={isTabActive(key, href, pathname)}
          onClick={(event: MouseEvent) => onTabClick(key, event)}
          variant="light"
        />
      ))}
    </Stack>
  );
}
