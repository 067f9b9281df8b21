import { Button, Group, Modal, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IMPORT_COLUMNS, type ImportColumn } from '@skyparcel/domain/order-import';
import type { ImportPreviewRow } from '@skyparcel/domain/order-import-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type ImportRowDialogProps = {
  row: ImportPreviewRow;
  isChecking: boolean;
  onCheck: (cells: ImportPreviewRow['cells']) => void;
  onClose: () => void;
};

/** One row's cells to fix in the page, each problem under its cell; "Check again" reads the sheet again. */
export function ImportRowDialog({ row, isChecking, onCheck, onClose }: ImportRowDialogProps) {
  const { t } = useTranslation();
  const [cells, setCells] = useState(row.cells);
  const problemOf = (column: ImportColumn) =>
    row.problems
      .filter((problem) => problem.column === column)
      .map((problem) => problem.message)
      .join(' ') || undefined;
  const rowProblems = row.problems.filter((problem) => !problem.column);
  return (
    <Modal opened onClose={onClose} title={t('orderImport.fix.title', { line: row.line })} size="xl">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onCheck(cells);
        }}
      >
        <Text size="sm" c="dimmed" mb="sm">
          {t('orderImport.fix.hint')}
        </Text>
        {rowProblems.map((problem) => (
          <Text key={problem.code} size="sm" c="red.9" mb="xs" role="alert">
            {problem.message}
          </Text>
        ))}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {IMPORT_COLUMNS.map((column) => (
            <TextInput
              key={column}
              label={t(`importSheet.columns.${column}.label`)}
              value={cells[column] ?? ''}
              error={problemOf(column)}
              data-autofocus={problemOf(column) && column === row.problems[0]?.column ? true : undefined}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setCells((now) => ({ ...now, [column]: value }));
              }}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('orderImport.fix.cancel')}
          </Button>
          <Button type="submit" loading={isChecking}>
            {t('orderImport.fix.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
