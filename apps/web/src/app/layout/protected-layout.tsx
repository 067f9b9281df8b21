import { AppShell, Box, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { paths } from '../../config/paths.ts';
import { useStoredAuth } from '../../features/auth/hooks/use-stored-auth.ts';
import { DataSourcesLink } from '../../features/content/components/data-sources-link.tsx';
import { forgetSignedInPages } from '../../lib/frame-audience.ts';
import { AppHeader } from './app-header.tsx';
import { PopupHost } from './popup-host.tsx';

// The narrow-screen drawer (and its sidebar links) is fetched on the first opening, off the first load.
const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer.tsx'));

export const HEADER_HEIGHT = 64;
// One line of small text; the main area gives up this much so short pages still fit the screen.
const FOOTER_HEIGHT = 48;

/**
 * Signed-in pages. Without a session (never signed in, expired, or just ended by a 401)
 * the customer goes to /auth, and comes back here after signing in.
 */
export function ProtectedLayout() {
  const auth = useStoredAuth();
  const location = useLocation();
  if (!auth) return <ToSignIn from={`${location.pathname}${location.search}`} />;
  return <SignedInShell />;
}

/**
 * To the sign-in page. The browser stops being marked signed in (lib/frame-audience.ts) however the
 * session ended (expired, storage cleared), so its next page load is sent no signed-in chrome.
 */
function ToSignIn({ from }: { from: string }) {
  useEffect(() => forgetSignedInPages(), []);
  return <Navigate to={paths.auth.login.getHref()} replace state={{ from }} />;
}

/** The signed-in chrome, also worn by pages open to everyone when someone is signed in. */
export function SignedInShell() {
  const { t } = useTranslation();
  const [isNavOpen, { toggle, close }] = useDisclosure(false);
  // Once opened, the drawer stays mounted so it can animate closed and close on navigation.
  const [isNavWanted, setIsNavWanted] = useState(false);
  if (isNavOpen && !isNavWanted) setIsNavWanted(true);
  return (
    <PopupHost>
      <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
        <SkipLink targetId="main-content" label={t('a11y.skipToContent')} />
        <AppHeader isNavOpen={isNavOpen} onToggleNav={toggle} />
        {isNavWanted ? (
          <Suspense fallback={null}>
            <MobileNavDrawer isOpen={isNavOpen} onClose={close} />
          </Suspense>
        ) : null}
        <AppShell.Main
          id="main-content"
          tabIndex={-1}
          style={{ outline: 'none', minHeight: `calc(100dvh - ${FOOTER_HEIGHT}px)` }}
        >
          <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', sm: 'xl' }}>
            <Outlet />
          </Container>
        </AppShell.Main>
        <Box
          component="footer"
          h={FOOTER_HEIGHT}
          px="md"
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderTop: '1px solid var(--mantine-color-gray-2)',
          }}
        >
          <DataSourcesLink size="xs" c="gray.7" underline="always" />
        </Box>
      </AppShell>
    </PopupHost>
  );
}
