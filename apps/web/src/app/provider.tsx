import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../lib/query-client.ts';
import { LoadingBar } from './layout/loading-bar.tsx';
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

/** Everything the whole app shares: theme, data cache, dates, toasts and the loading bar. */
export function AppProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <DatesProvider settings={{ locale: i18n.resolvedLanguage ?? 'en', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <LoadingBar />
          {/* Toasts at the top right (spec 2 section 8). */}
          <Notifications position="top-right" limit={4} zIndex={1000} />
          {children}
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
