import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { VAT_LIMITS, vatRequestSchema } from '@skyparcel/domain/order-contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountedTextInput } from '../../../components/ui/counted-text-input.tsx';
import { fieldErrorText, fieldLabel } from '../../../lib/form-errors.ts';
import type { VatInvoice } from '../api/create-vat.ts';

/*
 * The VAT details form, fetched when its popup first opens (vat-invoice-fields.tsx): its
 * validation (the domain's schema, zod and the form library) stays off the order screen's first load.
 */

// The server checks the same rules when the details are posted with the new order's id.
const vatFormSchema = vatRequestSchema.omit({ orderId: true });
type VatField = keyof VatInvoice;

type VatFormProps = {
  initial: VatInvoice;
  /** The details come from the profile, not from the customer: say so. */
  isSuggested: boolean;
  onSave: (details: VatInvoice) => void;
  onCancel: () => void;
};

export default function VatForm({ initial, isSuggested, onSave, onCancel }: VatFormProps) {
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
