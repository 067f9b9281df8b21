import { Loader, Select } from '@mantine/core';
import { HOME_COUNTRY, hasDistrictLevel } from '@skyparcel/domain/location-id';
import { phonePrefixOfCountry } from '@skyparcel/domain/phone';
import { type Control, Controller, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AddressFormField, AddressFormValues } from '../../features/addresses/form-values.ts';
import { useLocations } from '../../features/locations/api/get-locations.ts';
import { fieldErrorText, fieldLabel } from '../../lib/form-errors.ts';

type LevelField = 'country' | 'province' | 'district' | 'village';
const CLEARED = { shouldDirty: true, shouldValidate: false } as const;

type LevelSelectProps = {
  control: Control<AddressFormValues>;
  name: LevelField;
  options: { value: string; label: string }[] | undefined;
  isLoading: boolean;
  isDisabled: boolean;
  error?: string;
  /** Runs only for the customer's own choice, never when the map fills the field. */
  onPicked: (previous: string, next: string) => void;
};

function LevelSelect({ control, name, options, isLoading, isDisabled, error, onPicked }: LevelSelectProps) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          ref={field.ref}
          name={field.name}
          label={fieldLabel(t, name)}
          placeholder={t('addresses.form.choose')}
          data={options ?? []}
          value={field.value || null}
          onChange={(next) => {
            const previous = field.value ?? '';
            field.onChange(next ?? '');
            onPicked(previous, next ?? '');
          }}
          onBlur={field.onBlur}
          disabled={isDisabled}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('addresses.form.nothingFound')}
          rightSection={isLoading ? <Loader size={16} aria-hidden /> : undefined}
          error={fieldErrorText(t, name, error)}
          comboboxProps={{ withinPortal: true }}
          required
        />
      )}
    />
  );
}

type LocationFieldsProps = {
  control: Control<AddressFormValues>;
  setValue: UseFormSetValue<AddressFormValues>;
  errors: Partial<Record<AddressFormField, string | undefined>>;
};

/**
 * Country, province, (district for Korea) and ward. A level asks for its options once the
 * level above is chosen; the customer's change of a level clears the levels below it
 * (spec 2 section 4). Vietnam has no district level since July 2025, so none is shown.
 */
export function LocationFields({ control, setValue, errors }: LocationFieldsProps) {
  const [country, province, chosenDistrict] = useWatch({ control, name: ['country', 'province', 'district'] });
  const district = chosenDistrict ?? undefined;
  const withDistrict = hasDistrictLevel(country);
  const villageParent = withDistrict ? district : province;
  const countries = useLocations({ level: 'country' }, true);
  const provinces = useLocations({ level: 'province', country }, Boolean(country));
  const districts = useLocations({ level: 'district', country, parent: province }, withDistrict && Boolean(province));
  const villages = useLocations({ level: 'village', country, parent: villageParent }, Boolean(villageParent));
  const clear = (...names: (LevelField | 'address' | 'pccc' | 'postCode')[]) => {
    for (const name of names) setValue(name, '', CLEARED);
  };
  const common = { control };

  return (
    <>
      <LevelSelect
        {...common}
        name="country"
        options={countries.data}
        isLoading={countries.isFetching}
        isDisabled={false}
        error={errors.country}
        onPicked={(_, next) => {
          clear('province', 'district', 'village', 'address');
          // The customs code belongs to Korea and the post code comes from the Korean building.
          clear(next === HOME_COUNTRY ? 'pccc' : 'postCode');
          // A phone in Korea starts with +82: the country code follows (the customer may still change it).
          setValue('prefixPhone', phonePrefixOfCountry(next), CLEARED);
        }}
      />
      <LevelSelect
        {...common}
        name="province"
        options={provinces.data}
        isLoading={provinces.isFetching}
        isDisabled={!country}
        error={errors.province}
        onPicked={() => clear('district', 'village')}
      />
      {withDistrict ? (
        <LevelSelect
          {...common}
          name="district"
          options={districts.data}
          isLoading={districts.isFetching}
          isDisabled={!province}
          error={errors.district}
          onPicked={() => clear('village')}
        />
      ) : null}
      <LevelSelect
        {...common}
        name="village"
        options={villages.data}
        isLoading={villages.isFetching}
        isDisabled={!villageParent}
        error={errors.village}
        // A change of ward clears the street written for the old one; a first choice keeps it.
        onPicked={(previous, next) => {
          if (previous && previous !== next) clear('address');
        }}
      />
    </>
  );
}
