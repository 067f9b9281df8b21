import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { ImportPreview } from '@skyparcel/domain/order-import-contracts';
import { IconFileSpreadsheet, IconPrinter, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { downloadImportResult, downloadWaybills } from './import-api.ts';
import type { Placing, useOrderImport } from './use-order-import.ts';

type ImportState = ReturnType<typeof useOrderImport>;

/** "Create all" with its progress, then what it did, the result sheet and the waybills to print. */
export function ImportPlaceBar({ preview, state }: { preview: ImportPreview; state: ImportState }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { placing } = state;
  const placedIds = preview.rows.flatMap((row) => (row.placedOrder ? [row.placedOrder.id] : []));
  return (
    <Stack gap="sm">
      {placing.isRunning ? (
        <Stack gap={4} role="status">
          <Text size="sm" fw={600}>
            {t('orderImport.place.progress', { done: placing.done, total: placing.total })}
          </Text>
          <Progress
            value={placing.total ? (placing.done / placing.total) * 100 : 0}
            aria-label={t('orderImport.place.progressLabel')}
            size="lg"
            animated
          />
        </Stack>
      ) : null}
      <PlacingOutcome placing={placing} />
      <Group gap="sm">
        {preview.totals.ready > 0 ? (
          <Button
            size="md"
            leftSection={<IconSend size={18} aria-hidden />}
            loading={placing.isRunning}
            disabled={state.check.isPending}
            onClick={() => void state.placeAll()}
          >
            {t('orderImport.place.button', { count: preview.totals.ready, total: money(preview.totals.amount, 'VND') })}
          </Button>
        ) : null}
        {placedIds.length > 0 && !placing.isRunning ? <ImportFiles preview={preview} orderIds={placedIds} /> : null}
      </Group>
    </Stack>
  );
}

/** What the last "create all" did: orders placed, rows left, or why it stopped. */
function PlacingOutcome({ placing }: { placing: Placing }) {
  const { t } = useTranslation();
  if (placing.isRunning || placing.total === 0) return null;
  return (
    <Stack gap="xs">
      {placing.placed > 0 ? (
        <Alert color="teal" role="status">
          {t('orderImport.place.placed', { count: placing.placed })}{' '}
          <Link to={paths.account.orders.getHref()}>{t('orderImport.place.myOrders')}</Link>
        </Alert>
      ) : null}
      {placing.notPlaced > 0 ? (
        <Alert color="orange" role="alert">
          {t('orderImport.place.notPlaced', { count: placing.notPlaced })}
        </Alert>
      ) : null}
      {placing.error ? (
        <Alert color="red" title={t('orderImport.place.failed')} role="alert">
          {t('orderImport.place.failedBody', { message: placing.error.message })}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** The result sheet and the waybills of the placed orders, each downloaded on demand. */
function ImportFiles({ preview, orderIds }: { preview: ImportPreview; orderIds: string[] }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'result' | 'waybills' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (file: 'result' | 'waybills') => {
    setBusy(file);
    setError(null);
    try {
      if (file === 'result') await downloadImportResult(preview.fileDigest, preview.rows);
      else await downloadWaybills(orderIds);
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button
        variant="default"
        size="md"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        loading={busy === 'result'}
        onClick={() => void run('result')}
      >
        {t('orderImport.place.result')}
      </Button>
      <Button
        variant="default"
        size="md"
        leftSection={<IconPrinter size={18} aria-hidden />}
        loading={busy === 'waybills'}
        onClick={() => void run('waybills')}
      >
        {t('orderImport.place.waybills')}
      </Button>
      {error ? (
        <Alert color="red" role="alert" w="100%">
          {t('orderImport.place.downloadFailed', { message: error })}
        </Alert>
      ) : null}
    </>
  );
}
