import { ModalsProvider } from '@mantine/modals';
import { notifications, notificationsStore } from '@mantine/notifications';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useLoadingBarWhileBusy } from './loading-bar.tsx';

const MODAL_PROPS = {
  centered: true,
  radius: 'lg',
  padding: 'xl',
  styles: {
    header: { justifyContent: 'center', textAlign: 'center' },
    title: {
      fontWeight: 700,
      fontSize: 'var(--mantine-font-size-lg)',
      lineHeight: 1.35,
      color: 'var(--mantine-color-navy-9)',
    },
  },
} as const;

/*
 * Layout state (spec 1 section 3): the loading bar follows route loads and mutations,
 * and ModalsProvider is the one popup host ("popupCommon"): whatever popup is current
 * renders here, inside the router so it can navigate.
 */
export function RootLayout() {
  useLoadingBarWhileBusy();
  useToastsEndWithTheirPage();
  return (
    <ModalsProvider modalProps={MODAL_PROPS}>
      <Outlet />
      <ScrollRestoration />
    </ModalsProvider>
  );
}

/** Colours of toasts that report a problem with what was on the page. */
const PROBLEM_COLOURS = new Set(['red', 'yellow', 'orange']);

/**
 * A problem toast speaks of the page it came from, so a new page starts without them; a short
 * confirmation ("Address saved") may follow the customer to where the action led.
 */
function useToastsEndWithTheirPage() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger, on purpose.
  useEffect(() => {
    for (const shown of notificationsStore.getState().notifications) {
      if (shown.id && PROBLEM_COLOURS.has(String(shown.color))) notifications.hide(shown.id);
    }
  }, [pathname]);
}
