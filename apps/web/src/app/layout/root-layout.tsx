import { notifications, notificationsStore } from '@mantine/notifications';
import { useEffect } from 'react';
import { type Location, Outlet, ScrollRestoration, useLocation } from 'react-router';
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
      <ScrollRestoration getKey={scrollKeyOf} />
    </>
  );
}

/*
 * A visit that did not come through the app's own links (a typed or bookmarked address, a page
 * opened anew in the tab) has no key of its own: React Router names every such entry "default",
 * so it would scroll, a moment after the page appears, to wherever an earlier visit in this tab
 * stopped. Such a visit starts at the top; entries the app pushed keep their place for Back.
 */
const THIS_DOCUMENTS_ENTRY = `entry-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function scrollKeyOf(location: Location) {
  return location.key === 'default' ? THIS_DOCUMENTS_ENTRY : location.key;
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
