import { Anchor, Center, Group, Loader, Modal, Paper, Stack, Switch, Text } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VatInvoice } from '../api/create-vat.ts';

export type { VatInvoice } from '../api/create-vat.ts';

const EMPTY_VAT: VatInvoice = { email: '', companyName: '', companyAddress: '', taxNumber: '' };

// Most orders need no invoice: the form is fetched when the pointer or the focus reaches the
// switch. Once it is in, it renders at once (no fallback), so its autofocus works on opening.
let loadedVatForm: typeof import('./vat-form.tsx') | undefined;
const loadVatForm = () =>
  import('./vat-form.tsx').then((module) => {
    loadedVatForm = module;
    return module;
  });
const LazyVatForm = lazy(loadVatForm);
const preloadVatForm = () => void loadVatForm().catch(() => undefined);

type VatInvoiceFieldsProps = {
  value: VatInvoice | null;
  onChange: (next: VatInvoice | null) => void;
  /** What the form starts from before anything is saved: a business profile's company (vat-from-profile.ts). */
  suggested?: VatInvoice | null;
};

/**
 * The VAT e-invoice option (spec 1 sections 2 and 5): the switch is on while there are
 * details or they are being entered; cancelling the first entry turns it back off.
 */
export function VatInvoiceFields({ value, onChange, suggested = null }: VatInvoiceFieldsProps) {
  const { t } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  const hintId = useId();
  const toggle = (isOn: boolean) => {
    setIsEditing(isOn && value === null);
    if (!isOn) onChange(null);
  };
  const save = (details: VatInvoice) => {
    onChange(details);
    setIsEditing(false);
  };
  const VatForm = loadedVatForm?.default ?? LazyVatForm;

  return (
    <Stack gap="xs">
      <Switch
        checked={value !== null || isEditing}
        onChange={(event) => toggle(event.currentTarget.checked)}
        onPointerEnter={preloadVatForm}
        onFocus={preloadVatForm}
        label={t('c2cVat.switchLabel')}
        // Mantine puts a description inside the label, which would make it part of the switch's name.
        aria-describedby={hintId}
      />
      <Text id={hintId} size="sm" c="dimmed">
        {t('c2cVat.switchHint')}
      </Text>
      {value ? <VatSummary details={value} onEdit={() => setIsEditing(true)} /> : null}
      <Modal
        opened={isEditing}
        onClose={() => setIsEditing(false)}
        title={t('c2cVat.modalTitle')}
        closeButtonProps={{ 'aria-label': t('c2cVat.close') }}
      >
        {/* Mounted on each opening, so the form starts from the saved details, else the suggestion. */}
        <Suspense fallback={<VatFormLoading />}>
          <VatForm
            initial={value ?? suggested ?? EMPTY_VAT}
            isSuggested={value === null && suggested !== null}
            onSave={save}
            onCancel={() => setIsEditing(false)}
          />
        </Suspense>
      </Modal>
    </Stack>
  );
}

function VatSummary({ details, onEdit }: { details: VatInvoice; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" bg="gray.0">
      <Group justify="space-between" align="flex-start" gap="md" wrap="nowrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {details.companyName}
          </Text>
          <Text size="sm" c="dark.5">
            {t('c2cVat.taxNumberSummary', { taxNumber: details.taxNumber })}
          </Text>
        </Stack>
        <Anchor component="button" type="button" size="sm" onClick={onEdit}>
          {t('c2cVat.edit')}
        </Anchor>
      </Group>
    </Paper>
  );
}

function VatFormLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader size="sm" aria-label={t('common.loading')} />
    </Center>
  );
}
