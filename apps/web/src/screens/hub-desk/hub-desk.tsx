import { Grid, Stack, TextInput } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconBarcode, IconSearchOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { QueryErrorState } from '../../components/ui/query-error-state.tsx';
import { useDeskOrder } from '../../features/operations/api/desk-api.ts';
import { ApiError } from '../../lib/api-client-error.ts';
import { DeskOrderView } from './desk-order-view.tsx';
import { ScanForm } from './scan-form.tsx';
import { ScanQueueNotice } from './scan-queue-notice.tsx';

/**
 * The hub clerk's desk (issue 39): scan a waybill, see the order and only the steps that may
 * follow, record one. The scanned code rides in the address (a reload shows it again) and the
 * clerk's hub in this browser's storage (every step recorded here names it).
 */
export function HubDesk() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const code = searchParams.get('code');
  const [hubName, setHubName] = useLocalStorage({ key: 'skyparcel.hubDesk.hubName', defaultValue: '' });
  const scanRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const desk = useDeskOrder(code);
  useScannerAnywhere(scanRef);

  return (
    <Stack gap="lg">
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <ScanForm code={code} inputRef={scanRef} onScan={(scanned) => setSearchParams({ code: scanned })} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            size="md"
            label={t('hubDesk.hubName')}
            description={t('hubDesk.hubNameHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={hubName}
            maxLength={120}
            onChange={(event) => setHubName(event.currentTarget.value)}
          />
        </Grid.Col>
      </Grid>
      <ScanQueueNotice />
      {code === null ? (
        <EmptyState icon={IconBarcode} title={t('hubDesk.emptyTitle')} message={t('hubDesk.emptyBody')} />
      ) : desk.isPending ? (
        <LoadingState label={t('hubDesk.loading')} />
      ) : desk.isError ? (
        desk.error instanceof ApiError && desk.error.status === 404 ? (
          <EmptyState icon={IconSearchOff} title={t('hubDesk.notFoundTitle')} message={t('hubDesk.notFoundBody')} />
        ) : (
          <QueryErrorState title={t('hubDesk.loadFailed')} query={desk} />
        )
      ) : (
        <DeskOrderView desk={desk.data} hubName={hubName} headingRef={headingRef} />
      )}
    </Stack>
  );
}

/** Codes start with two letters: a letter typed outside a text field is a scan, so it goes to the scan field. */
function useScannerAnywhere(scanRef: React.RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const input = scanRef.current;
      if (!input || event.ctrlKey || event.metaKey || event.altKey || !/^[a-z]$/i.test(event.key)) return;
      if (isTextEntry(event.target)) return;
      event.preventDefault();
      input.focus();
      // The field's own setter, so React's onChange sees the scanner's first letter.
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(input, event.key);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [scanRef]);
}

function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
