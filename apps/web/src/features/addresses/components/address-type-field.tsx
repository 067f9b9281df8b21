import { Radio, Stack } from '@mantine/core';
import type { AddressType } from '@skyparcel/domain/address-contracts';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, fieldLabel } from '../../../lib/form-errors.ts';
import type { AddressFormValues } from '../form-values.ts';

const CHOICES: { value: AddressType; labelKey: string }[] = [
  { value: 'NORMAL', labelKey: 'addresses.form.typeNormal' },
  { value: 'SENDER', labelKey: 'addresses.defaultSender' },
  { value: 'RECEIVER', labelKey: 'addresses.defaultReceiver' },
];

/** Normal, default sender or default receiver: one address per account holds each default. */
export function AddressTypeField({ control, error }: { control: Control<AddressFormValues>; error?: string }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="type"
      render={({ field }) => (
        <Radio.Group
          label={fieldLabel(t, 'type')}
          description={t('addresses.form.typeHint')}
          value={field.value}
          onChange={field.onChange}
          error={fieldErrorText(t, 'type', error)}
          size="md"
        >
          <Stack gap="sm" mt="xs">
            {CHOICES.map(({ value, labelKey }) => (
              <Radio key={value} value={value} label={t(labelKey)} onBlur={field.onBlur} />
            ))}
          </Stack>
        </Radio.Group>
      )}
    />
  );
}
