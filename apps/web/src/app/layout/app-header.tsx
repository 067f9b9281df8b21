import { AppShell, Burger, Group } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { paths } from '../../config/paths.ts';
import { LanguagePicker } from './language-picker.tsx';
import { ServiceTabs } from './service-tabs.tsx';
import { UserMenu } from './user-menu.tsx';

// Past this many pixels of scroll the header lifts off the page (spec 2 section 2).
const SCROLL_THRESHOLD = 75;

/**
 * Whether the page is scrolled past `offset` px: an IntersectionObserver watches a marker at that height, so
 * no handler runs and no layout is read on each scroll, and the header renders again only when it crosses
 * (issue 35: reading the scroll position forced a layout during the order screen's start).
 */
function useIsScrolledPast(offset: number): boolean {
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    const marker = document.createElement('div');
    marker.setAttribute('aria-hidden', 'true');
    Object.assign(marker.style, { position: 'absolute', top: `${offset}px`, width: '1px', height: '1px' });
    document.body.prepend(marker);
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setIsPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(marker);
    return () => {
      observer.disconnect();
      marker.remove();
    };
  }, [offset]);
  return isPast;
}

type AppHeaderProps = { isNavOpen: boolean; onToggleNav: () => void };

export function AppHeader({ isNavOpen, onToggleNav }: AppHeaderProps) {
  const { t } = useTranslation();
  const isScrolled = useIsScrolledPast(SCROLL_THRESHOLD);

  return (
    <AppShell.Header
      data-scrolled={isScrolled || undefined}
      style={{
        boxShadow: isScrolled ? '0 4px 16px rgba(15, 35, 70, 0.12)' : 'none',
        transition: 'box-shadow 150ms ease',
      }}
    >
      <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="sm">
        <Group h="100%" gap="lg" wrap="nowrap">
          <Burger
            opened={isNavOpen}
            onClick={onToggleNav}
            hiddenFrom="md"
            size="sm"
            aria-label={t(isNavOpen ? 'header.closeMenu' : 'header.openMenu')}
          />
          <Link to={paths.home.getHref()} aria-label={t('header.home')} style={{ textDecoration: 'none' }}>
            <Logo isCompact={isScrolled} />
          </Link>
          <Group h="100%" visibleFrom="md">
            <ServiceTabs />
          </Group>
        </Group>
        <Group gap={4} wrap="nowrap">
          <LanguagePicker />
          <UserMenu />
        </Group>
      </Group>
    </AppShell.Header>
  );
}
