import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';

const MODAL_PROPS = {
  // The host's dialog sits at the top of the app's tree already, where nothing stacks above it. In a portal,
  // the closed dialog would mount the portal's node in a layout effect: a redraw inside the signed-in shell's
  // first commit that pulls every effect of that commit (each query's start) into the same task (issue 35).
  withinPortal: false,
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

/**
 * The one popup host ("popupCommon", spec 1 section 3): whatever popup is current renders here,
 * inside the router so it can navigate. Every `modals.open…` comes from a signed-in page, so the
 * host (and Mantine's modal code) arrives with the signed-in shell, not with the sign-in page.
 */
export function PopupHost({ children }: { children: ReactNode }) {
  return <ModalsProvider modalProps={MODAL_PROPS}>{children}</ModalsProvider>;
}
