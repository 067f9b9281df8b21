import { Alert, FileInput, Group, Loader, Text } from '@mantine/core';
import { IMPORT_MAX_UPLOAD_MB } from '@skyparcel/domain/order-import-contracts';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/ui/form-section.tsx';
import type { ApiError } from '../../../lib/api-client-error.ts';

type ImportUploadSectionProps = {
  isReading: boolean;
  error: ApiError | null;
  onFile: (file: File) => void;
};

/** Step 2: the filled sheet, read as soon as it is chosen; a refusal says what to fix and keeps the file chosen. */
export function ImportUploadSection({ isReading, error, onFile }: ImportUploadSectionProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  return (
    <FormSection title={t('orderImport.upload.title')}>
      <FileInput
        label={t('orderImport.upload.label')}
        placeholder={t('orderImport.upload.placeholder')}
        description={t('orderImport.upload.hint', { max: IMPORT_MAX_UPLOAD_MB })}
        accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        value={file}
        size="md"
        disabled={isReading}
        onChange={(chosen) => {
          setFile(chosen);
          if (chosen) onFile(chosen);
        }}
      />
      {isReading ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('orderImport.upload.reading')}</Text>
        </Group>
      ) : null}
      {error && !isReading ? (
        <Alert color="red" title={t('orderImport.upload.failed')} role="alert">
          {error.message}
        </Alert>
      ) : null}
    </FormSection>
  );
}
