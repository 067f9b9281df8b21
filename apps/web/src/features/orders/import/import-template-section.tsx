import { Accordion, Alert, Button, Group, Table, Text } from '@mantine/core';
import { IMPORT_COLUMNS, IMPORT_REQUIRED_COLUMNS } from '@skyparcel/domain/order-import';
import type { ImportTemplateFormat } from '@skyparcel/domain/order-import-contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { downloadImportTemplate } from './import-api.ts';

/** Step 1: the template in both formats, and what each column takes (the sheet's own guide). */
export function ImportTemplateSection() {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState<ImportTemplateFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (format: ImportTemplateFormat) => {
    setDownloading(format);
    setError(null);
    try {
      await downloadImportTemplate(format);
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setDownloading(null);
    }
  };
  return (
    <FormSection title={t('orderImport.template.title')}>
      <Text size="sm">{t('orderImport.template.body')}</Text>
      <Group gap="sm">
        {(['xlsx', 'csv'] as const).map((format) => (
          <Button
            key={format}
            variant={format === 'xlsx' ? 'filled' : 'default'}
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={downloading === format}
            onClick={() => void download(format)}
          >
            {t(`orderImport.template.${format}`)}
          </Button>
        ))}
      </Group>
      {error ? (
        <Alert color="red" role="alert">
          {t('orderImport.template.failed', { message: error })}
        </Alert>
      ) : null}
      <Accordion variant="contained">
        <Accordion.Item value="guide">
          <Accordion.Control>{t('orderImport.template.guide')}</Accordion.Control>
          <Accordion.Panel>
            {/* Two columns of set shares whose words may break: a phone reads it whole, without scrolling. */}
            <Table striped verticalSpacing="xs" fz="sm" layout="fixed" style={{ overflowWrap: 'anywhere' }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="36%">{t('orderImport.template.column')}</Table.Th>
                  <Table.Th>{t('orderImport.template.what')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {IMPORT_COLUMNS.map((column) => (
                  <Table.Tr key={column}>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {t(`importSheet.columns.${column}.label`)}
                      </Text>
                      {IMPORT_REQUIRED_COLUMNS.includes(column) ? (
                        <Text size="xs" c="dimmed">
                          {t('orderImport.template.required')}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{t(`importSheet.columns.${column}.guide`)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </FormSection>
  );
}
