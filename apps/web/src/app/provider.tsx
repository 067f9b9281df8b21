import { type CSSVariablesResolver, MantineProvider, MantineThemeProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../lib/query-client.ts';
import { LoadingBar } from './layout/loading-bar.tsx';
import { ToastHost } from './layout/toast-host.tsx';
import { theme } from './theme.ts';

// Mantine's default "dimmed" grey and error red are below 4.5:1 on white; hints and errors must be readable.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

/**
 * Everything the whole app shares: theme, data cache, toasts and the loading bar. The date
 * pickers' settings live with the one field that has a picker (profile-fields.tsx), so the
 * first page does not carry the dates library. A page the server draws brings its own data cache.
 */
export function AppProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <NamedCloseButtons>
        <QueryClientProvider client={client}>
          <LoadingBar />
          <ToastHost />
          {children}
        </QueryClientProvider>
      </NamedCloseButtons>
    </MantineProvider>
  );
}

/**
 * Mantine draws a dialog's close button as a bare ×, a button without a name to a screen reader:
 * every one is named in the reader's language (a dialog may name its own; toasts name theirs).
 */
function NamedCloseButtons({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const closeDialog = t('common.closeDialog');
  const names = useMemo(
    () => ({ components: { Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeDialog } } } } }),
    [closeDialog],
  );
  return <MantineThemeProvider theme={names}>{children}</MantineThemeProvider>;
}
