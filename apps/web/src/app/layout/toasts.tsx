import '@mantine/notifications/styles.css';
import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The toast stack: at the top right (spec 2 section 8), four at most. Mantine draws a toast's close
 * button as a bare ×, with no name for a screen reader: each is named in the reader's language.
 */
export default function Toasts() {
  const { t } = useTranslation();
  const closeToast = t('common.closeToast');
  const names = useMemo(
    () => ({ components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeToast } } } } }),
    [closeToast],
  );
  return (
    <MantineThemeProvider theme={names}>
      <Notifications position="top-right" limit={4} zIndex={1000} />
    </MantineThemeProvider>
  );
}
