import { Badge, Button, List, Stack, Table, Text } from '@mantine/core';
import type { ImportPlacedRow, ImportPreviewRow, ImportProblem } from '@skyparcel/domain/order-import-contracts';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { useMoney } from '../../../lib/use-money.ts';

type ImportPreviewTableProps = {
  rows: ImportPreviewRow[];
  lastResults: ReadonlyMap<number, ImportPlacedRow>;
  isBusy: boolean;
  onFix: (row: ImportPreviewRow) => void;
};

/** The sheet's rows as read: who receives what, its price and arrival, the order it became, or its problems. */
export function ImportPreviewTable({ rows, lastResults, isBusy, onFix }: ImportPreviewTableProps) {
  const { t } = useTranslation();
  return (
    // Three columns, so a phone shows each row whole: who and what, then its price or problems and the fix.
    <Table.ScrollContainer minWidth={280}>
      <Table verticalSpacing="sm" fz="sm" aria-label={t('orderImport.preview.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>{t('orderImport.preview.line')}</Table.Th>
            <Table.Th>{t('orderImport.preview.receiver')}</Table.Th>
            <Table.Th w="40%">{t('orderImport.preview.priceArrival')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <PreviewRow
              key={row.line}
              row={row}
              failure={row.placedOrder ? undefined : lastResults.get(row.line)?.problems}
              isBusy={isBusy}
              onFix={onFix}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type PreviewRowProps = {
  row: ImportPreviewRow;
  failure: ImportProblem[] | undefined;
  isBusy: boolean;
  onFix: (row: ImportPreviewRow) => void;
};

function PreviewRow({ row, failure, isBusy, onFix }: PreviewRowProps) {
  const { t } = useTranslation();
  const { cells } = row;
  const hasProblems = row.problems.length > 0;
  return (
    <Table.Tr bg={hasProblems ? 'var(--mantine-color-red-light)' : undefined}>
      <Table.Td fw={600}>{row.line}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {cells.receiverName || '—'}
        </Text>
        <Text size="sm">{cells.receiverPhone}</Text>
        <Text size="xs" c="dimmed">
          {[cells.receiverStreet, cells.receiverWard, cells.receiverDistrict, cells.receiverProvince]
            .filter(Boolean)
            .join(', ')}
        </Text>
        <Text size="xs" mt={4}>
          {[cells.product, cells.weight ? `${cells.weight} kg` : '', cells.handover || 'D2D', cells.tier || 'BASIC']
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap="xs" align="flex-start">
          <RowOutcome row={row} failure={failure} />
          {row.placedOrder ? null : (
            <Button
              size="xs"
              variant={hasProblems ? 'filled' : 'default'}
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={t('orderImport.preview.fixLabel', { line: row.line })}
              disabled={isBusy}
              onClick={() => onFix(row)}
            >
              {t('orderImport.preview.fix')}
            </Button>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

function RowOutcome({ row, failure }: { row: ImportPreviewRow; failure: ImportProblem[] | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  const time = useTimeFormat();
  if (row.placedOrder) {
    return (
      <Badge color="teal" variant="light" size="lg" tt="none">
        {t('orderImport.preview.placedAs', { code: row.placedOrder.code })}
      </Badge>
    );
  }
  const problems = row.problems.length > 0 ? row.problems : (failure ?? []);
  return (
    <Stack gap={2}>
      {row.quote ? (
        <>
          <Text size="sm" fw={700}>
            {money(row.quote.amount, row.quote.currency)}
          </Text>
          <Text size="xs" c="dimmed">
            {row.quote.flight ? `${t('orderImport.preview.flight', { number: row.quote.flight.number })} · ` : ''}
            {t('orderImport.preview.arrives', { time: time.instant(row.quote.arrivalAt, 'dayTime') })}
          </Text>
        </>
      ) : null}
      {problems.length > 0 ? <ProblemList problems={problems} /> : null}
    </Stack>
  );
}

function ProblemList({ problems }: { problems: ImportProblem[] }) {
  const { t } = useTranslation();
  return (
    <List size="sm" c="red.9" spacing={2}>
      {problems.map((problem) => (
        <List.Item key={`${problem.column}:${problem.code}`}>
          {problem.column ? (
            <Text span fw={600} size="sm">
              {t(`importSheet.columns.${problem.column}.label`)}:{' '}
            </Text>
          ) : null}
          {problem.message}
        </List.Item>
      ))}
    </List>
  );
}
