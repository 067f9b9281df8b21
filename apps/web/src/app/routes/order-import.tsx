import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PageTextsGate } from '../../components/ui/page-texts-gate.tsx';
import { ImportPreviewSection } from '../../features/orders/import/import-preview-section.tsx';
import { ImportTemplateSection } from '../../features/orders/import/import-template-section.tsx';
import { ImportUploadSection } from '../../features/orders/import/import-upload-section.tsx';
import { useOrderImport } from '../../features/orders/import/use-order-import.ts';
import { usePageTitle } from '../layout/use-page-title.ts';

/** Many domestic orders from one sheet (issue 37): the template, the upload, the preview and "create all". */
export function OrderImportRoute() {
  const { t } = useTranslation();
  usePageTitle(t('orders.importOrders'));
  return (
    <PageTextsGate page="orderImport" title={t('orders.importOrders')}>
      <OrderImportPage />
    </PageTextsGate>
  );
}

function OrderImportPage() {
  const { t } = useTranslation();
  const state = useOrderImport();
  return (
    <>
      <PageHeader title={t('orderImport.title')} description={t('orderImport.description')} />
      <Stack gap="lg">
        <ImportTemplateSection />
        <ImportUploadSection
          isReading={state.upload.isPending}
          error={state.upload.error}
          onFile={(file) => state.upload.mutate(file)}
        />
        {state.preview ? <ImportPreviewSection preview={state.preview} state={state} /> : null}
      </Stack>
    </>
  );
}
