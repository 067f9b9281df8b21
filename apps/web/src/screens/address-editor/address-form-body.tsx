import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ADDRESS_LIMITS } from '@skyparcel/domain/address-contracts';
import type { KoreanAddress } from '@skyparcel/domain/location-contracts';
import { KOREA_COUNTRY } from '@skyparcel/domain/location-id';
import { PHONE_PREFIXES } from '@skyparcel/domain/phone';
import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountedTextInput } from '../../components/ui/counted-text-input.tsx';
import { FormSection } from '../../components/ui/form-section.tsx';
import { PhoneFieldGroup } from '../../components/ui/phone-field-group.tsx';
import { AddressTypeField } from '../../features/addresses/components/address-type-field.tsx';
import type { AddressFormField, AddressFormValues } from '../../features/addresses/form-values.ts';
import { LegacyAddressNotice } from '../../features/locations/components/legacy-address-notice.tsx';
import { fieldErrorText, fieldLabel } from '../../lib/form-errors.ts';
import type { useLegacyConversion } from './hooks/use-legacy-conversion.ts';
import { KoreanPostCodeField } from './korean-post-code-field.tsx';
import { LocationFields } from './location-fields.tsx';

type AddressFormBodyProps = {
  form: UseFormReturn<AddressFormValues>;
  legacy: ReturnType<typeof useLegacyConversion>;
  onKoreanAddressChosen: (address: KoreanAddress) => void;
  isSaving: boolean;
  cancelHref: string;
  onSubmit: () => void;
};

/** The form's right side: contact, place and type (spec 2 section 5, Address form). */
/** The length limit of a text field of the form, if it has one. */
const limitOf = (name: AddressFormField): number | undefined => (ADDRESS_LIMITS as Record<string, number>)[name];

export function AddressFormBody({
  form,
  legacy,
  onKoreanAddressChosen,
  isSaving,
  cancelHref,
  onSubmit,
}: AddressFormBodyProps) {
  const { t } = useTranslation();
  const { register, control, setValue, formState } = form;
  const isKorea = useWatch({ control, name: 'country' }) === KOREA_COUNTRY;
  const errorTexts = Object.fromEntries(
    Object.entries(formState.errors).map(([name, error]) => [name, (error as { message?: string })?.message]),
  ) as Partial<Record<AddressFormField, string>>;
  // A text that is too long is told its limit ("… at most 250 characters").
  const errorOf = (name: AddressFormField) => fieldErrorText(t, name, errorTexts[name], { max: limitOf(name) });
  const street = register('address');

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('addresses.form.formLabel')}>
      <Stack gap="lg">
        <FormSection title={t('addresses.form.contactSection')}>
          <CountedTextInput
            {...register('personName')}
            control={control}
            limit={ADDRESS_LIMITS.personName}
            label={fieldLabel(t, 'personName')}
            autoComplete="name"
            error={errorOf('personName')}
            required
          />
          <PhoneFieldGroup
            prefixProps={{
              ...register('prefixPhone'),
              label: fieldLabel(t, 'prefixPhone'),
              data: PHONE_PREFIXES.map((prefix) => ({
                value: prefix,
                label: `${prefix} ${t(`auth.prefix.${prefix}`)}`,
              })),
            }}
            phoneProps={{ ...register('phone'), label: fieldLabel(t, 'phone'), error: errorOf('phone') }}
          />
          <TextInput
            {...register('cardId')}
            label={fieldLabel(t, 'cardId')}
            description={t('common.optional')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            inputMode="numeric"
            error={errorOf('cardId')}
          />
        </FormSection>
        <FormSection title={t('addresses.form.placeSection')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <LocationFields control={control} setValue={setValue} errors={errorTexts} />
          </SimpleGrid>
          <CountedTextInput
            {...street}
            onChange={(event) => {
              void street.onChange(event);
              legacy.onStreetTyped(event.currentTarget.value);
            }}
            control={control}
            limit={ADDRESS_LIMITS.address}
            label={t('addresses.form.street')}
            description={t(isKorea ? 'addresses.form.streetHintKorea' : 'addresses.form.streetHint')}
            autoComplete="street-address"
            error={errorOf('address')}
            required
          />
          {legacy.conversion ? (
            <LegacyAddressNotice
              conversion={legacy.conversion}
              chosenLocId={legacy.chosenLocId}
              onChoose={legacy.chooseLocation}
              onDismiss={legacy.dismiss}
            />
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <CountedTextInput
              {...register('addressDetail')}
              control={control}
              limit={ADDRESS_LIMITS.addressDetail}
              label={fieldLabel(t, 'addressDetail')}
              description={t('addresses.form.addressDetailHint')}
              error={errorOf('addressDetail')}
            />
            {isKorea ? (
              <KoreanPostCodeField form={form} error={errorOf('postCode')} onChosen={onKoreanAddressChosen} />
            ) : (
              <TextInput
                {...register('postCode')}
                label={fieldLabel(t, 'postCode')}
                description={t('common.optional')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                autoComplete="postal-code"
                error={errorOf('postCode')}
              />
            )}
          </SimpleGrid>
          {isKorea ? (
            <TextInput
              {...register('pccc')}
              label={fieldLabel(t, 'pccc')}
              description={t('addresses.form.pcccHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={errorOf('pccc')}
            />
          ) : null}
        </FormSection>
        <FormSection title={t('addresses.form.typeSection')}>
          <AddressTypeField control={control} error={errorTexts.type} />
        </FormSection>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={cancelHref} variant="default">
            {t('addresses.form.cancel')}
          </Button>
          <Button type="submit" loading={isSaving} miw={160}>
            {t('addresses.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
