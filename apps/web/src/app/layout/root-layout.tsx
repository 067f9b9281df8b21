import { ModalsProvider } from '@mantine/modals';
import { Outlet, ScrollRestoration } from 'react-router';
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
  return (
    <ModalsProvider modalProps={MODAL_PROPS}>
      <Outlet />
      <ScrollRestoration />
    </ModalsProvider>
  );
}
