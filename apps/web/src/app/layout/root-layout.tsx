import { notifications, notificationsStore } from '@mantine/notifications';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useLoadingBarWhileBusy } from './loading-bar.tsx';

/*
 * Layout state (spec 1 section 3): the loading bar follows route loads and mutations, and a
 * problem toast ends with its page. The popup host lives with the signed-in shell
 * (popup-host.tsx), where every confirmation popup is opened.
 */
export function RootLayout() {
  useLoadingBarWhileBusy();
  useToastsEndWithTheirPage();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
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
