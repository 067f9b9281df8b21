import { Alert, Group, Loader, Pagination, Paper, SegmentedControl, SimpleGrid, Text } from '@mantine/core';
import type { ImportPreview, ImportPreviewRow } from '@skyparcel/domain/order-import-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import { ImportPlaceBar } from './import-place-bar.tsx';
import { ImportPreviewTable } from './import-preview-table.tsx';
import { ImportRowDialog } from './import-row-dialog.tsx';
import type { useOrderImport } from './use-order-import.ts';

/** Rows shown at once: a shop's 1,000 rows are read a page at a time. */
const ROWS_PER_PAGE = 50;

type ImportState = ReturnType<typeof useOrderImport>;

/** Step 3: the preview's totals, its rows (all, or those to fix), fixing one, and placing the ready ones. */
export function ImportPreviewSection({ preview, state }: { preview: ImportPreview; state: ImportState }) {
  const { t } = useTranslation();
  const [show, setShow] = useState<'all' | 'toFix'>('all');
  const [page, setPage] = useState(1);
  const [fixing, setFixing] = useState<ImportPreviewRow | null>(null);
  const shown = show === 'all' ? preview.rows : preview.rows.filter((row) => row.problems.length > 0);
  const pages = Math.max(1, Math.ceil(shown.length / ROWS_PER_PAGE));
  const current = Math.min(page, pages);
  const isBusy = state.check.isPending || state.placing.isRunning;
  return (
    <FormSection title={t('orderImport.preview.title')}>
      <ImportTotals preview={preview} />
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label={t('orderImport.preview.show')}
          value={show}
          onChange={(value) => {
            setShow(value as 'all' | 'toFix');
            setPage(1);
          }}
          data={[
            { value: 'all', label: `${t('orderImport.preview.all')} (${preview.totals.rows})` },
            { value: 'toFix', label: `${t('orderImport.preview.onlyToFix')} (${preview.totals.withProblems})` },
          ]}
        />
        {state.check.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('orderImport.preview.checking')}</Text>
          </Group>
        ) : null}
      </Group>
      {state.check.error && !fixing ? (
        <Alert color="red" title={t('orderImport.preview.checkFailed')} role="alert">
          {state.check.error.message}
        </Alert>
      ) : null}
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('orderImport.preview.noneToFix')}
        </Text>
      ) : (
        <ImportPreviewTable
          rows={shown.slice((current - 1) * ROWS_PER_PAGE, current * ROWS_PER_PAGE)}
          lastResults={state.lastResults}
          isBusy={isBusy}
          onFix={setFixing}
        />
      )}
      {pages > 1 ? <Pagination value={current} onChange={setPage} total={pages} size="sm" /> : null}
      <ImportPlaceBar preview={preview} state={state} />
      {fixing ? (
        <ImportRowDialog
          row={fixing}
          isChecking={state.check.isPending}
          onClose={() => setFixing(null)}
          onCheck={(cells) => {
            state.fixRow(fixing.line, cells).then(
              () => setFixing(null),
              () => undefined,
            );
          }}
        />
      ) : null}
    </FormSection>
  );
}

function ImportTotals({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  const money = useMoney();
  const figures = [
    { label: t('orderImport.preview.rows'), value: String(preview.totals.rows) },
    { label: t('orderImport.preview.ready'), value: String(preview.totals.ready) },
    { label: t('orderImport.preview.toFix'), value: String(preview.totals.withProblems), isAlert: true },
    { label: t('orderImport.preview.placed'), value: String(preview.totals.placed) },
    { label: t('orderImport.preview.total'), value: money(preview.totals.amount, 'VND') },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" component="dl" m={0}>
      {figures.map((figure) => (
        // A definition list's item: one div holding its term and its value, nothing between.
        <Paper key={figure.label} withBorder p="sm" radius="md">
          <Text component="dt" size="xs" c="dimmed">
            {figure.label}
          </Text>
          <Text
            component="dd"
            m={0}
            fw={700}
            size="lg"
            c={figure.isAlert && figure.value !== '0' ? 'red.9' : undefined}
          >
            {figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
