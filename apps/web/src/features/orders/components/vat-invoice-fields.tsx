import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Modal, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { VAT_LIMITS, vatRequestSchema } from '@skyparcel/domain/order-contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountedTextInput } from '../../../components/ui/counted-text-input.tsx';
import { fieldErrorText, fieldLabel } from '../../../lib/form-errors.ts';
import type { VatInvoice } from '../api/create-vat.ts';

export type { VatInvoice } from '../api/create-vat.ts';

// The server checks the same rules when the details are posted with the new order's id.
const vatFormSchema = vatRequestSchema.omit({ orderId: true });
const EMPTY_VAT: VatInvoice = { email: '', companyName: '', companyAddress: '', taxNumber: '' };
type VatField = keyof VatInvoice;

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

  return (
    <Stack gap="xs">
      <Switch
        checked={value !== null || isEditing}
        onChange={(event) => toggle(event.currentTarget.checked)}
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
        <VatForm
          initial={value ?? suggested ?? EMPTY_VAT}
          isSuggested={value === null && suggested !== null}
          onSave={save}
          onCancel={() => setIsEditing(false)}
        />
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

type VatFormProps = {
  initial: VatInvoice;
  /** The details come from the profile, not from the customer: say so. */
  isSuggested: boolean;
  onSave: (details: VatInvoice) => void;
  onCancel: () => void;
};

function VatForm({ initial, isSuggested, onSave, onCancel }: VatFormProps) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, formState } = useForm<VatInvoice>({
    resolver: zodResolver(vatFormSchema),
    defaultValues: initial,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The modal is portalled, but React still bubbles submit to a form around the page.
    event.stopPropagation();
    void handleSubmit(onSave)(event);
  };
  const fieldProps = (name: VatField) => ({
    ...register(name),
    label: fieldLabel(t, name),
    error: fieldErrorText(t, name, formState.errors[name]?.message),
    required: true,
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('c2cVat.modalTitle')}>
      <Stack gap="md">
        {isSuggested ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {t('c2cVat.prefilledHint')}
          </Alert>
        ) : null}
        <CountedTextInput
          {...fieldProps('companyName')}
          control={control}
          limit={VAT_LIMITS.companyName}
          autoComplete="organization"
          data-autofocus
        />
        <TextInput {...fieldProps('taxNumber')} />
        <CountedTextInput
          {...fieldProps('companyAddress')}
          control={control}
          limit={VAT_LIMITS.companyAddress}
          autoComplete="street-address"
        />
        <TextInput {...fieldProps('email')} type="email" autoComplete="email" description={t('c2cVat.emailHint')} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            {t('c2cVat.cancel')}
          </Button>
          <Button type="submit" miw={120}>
            {t('c2cVat.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
