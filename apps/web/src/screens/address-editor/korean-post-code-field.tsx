import { Button, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { KoreanAddress } from '@skyparcel/domain/location-contracts';
import { IconSearch } from '@tabler/icons-react';
import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AddressFormValues } from '../../features/addresses/form-values.ts';
import { KoreanPostCodeSearch } from '../../features/locations/components/korean-post-code-search.tsx';
import { fieldLabel } from '../../lib/form-errors.ts';
import { useKoreanSearchScope } from './hooks/use-korean-search-scope.ts';

type KoreanPostCodeFieldProps = {
  form: UseFormReturn<AddressFormValues>;
  error?: string;
  onChosen: (address: KoreanAddress) => void;
};

/**
 * Korea's post code is filled from the search, never typed (spec 2 section 5, "disabled for
 * Korea"): the field shows it read-only with its error, and the button below opens the search.
 */
export function KoreanPostCodeField({ form, error, onChosen }: KoreanPostCodeFieldProps) {
  const { t } = useTranslation();
  const [isOpen, { open, close }] = useDisclosure(false);
  const postCode = useWatch({ control: form.control, name: 'postCode' });
  const scope = useKoreanSearchScope(form.control);
  return (
    <Stack gap={6}>
      <TextInput
        label={fieldLabel(t, 'postCode')}
        description={t('addresses.form.postCodeKorea')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={postCode ?? ''}
        // Read-only, not disabled: the chosen code stays readable and reachable by keyboard.
        readOnly
        styles={{ input: { backgroundColor: 'var(--mantine-color-gray-0)', fontVariantNumeric: 'tabular-nums' } }}
        error={error}
        required
      />
      <Button
        variant="light"
        leftSection={<IconSearch size={18} aria-hidden />}
        onClick={open}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('addresses.form.findPostCode')}
      </Button>
      <KoreanPostCodeSearch opened={isOpen} onClose={close} scope={scope} onChoose={onChosen} />
    </Stack>
  );
}
