import { Stack, Text } from '@mantine/core';
import { hasDistrictLevel } from '@skyparcel/domain/location-id';
import { formatPhone, stripTrunkZero } from '@skyparcel/domain/phone';
import { useTranslation } from 'react-i18next';
import type { AddressFormValues } from '../../features/addresses/form-values.ts';
import { useLocations } from '../../features/locations/api/get-locations.ts';
import { fieldLabel } from '../../lib/form-errors.ts';

const labelOf = (options: { value: string; label: string }[] | undefined, value: string | undefined) =>
  options?.find((option) => option.value === value)?.label ?? '';

/** The address as one line, most specific first, from the cached division names. */
function useComposedAddress(values: AddressFormValues): string {
  const { country, province, village } = values;
  const district = values.district ?? undefined;
  const withDistrict = hasDistrictLevel(country);
  const countries = useLocations({ level: 'country' }, true);
  const provinces = useLocations({ level: 'province', country }, true);
  const districts = useLocations({ level: 'district', country, parent: province }, withDistrict);
  const villages = useLocations({ level: 'village', country, parent: withDistrict ? district : province }, true);
  return [
    values.addressDetail,
    values.address,
    labelOf(villages.data, village),
    withDistrict ? labelOf(districts.data, district) : '',
    labelOf(provinces.data, province),
    labelOf(countries.data, country),
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={600} component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** The recheck popup's body: what will be saved, to be read once more (spec 2 "Popups"). */
export function AddressRecheck({ values }: { values: AddressFormValues }) {
  const { t } = useTranslation();
  const composed = useComposedAddress(values);
  return (
    <Stack gap="md">
      <Text>{t('addresses.recheck.body')}</Text>
      <Stack gap="sm" component="dl" m={0}>
        <Line label={t('addresses.recheck.name')} value={values.personName} />
        <Line
          label={t('addresses.recheck.phone')}
          value={formatPhone(values.prefixPhone, stripTrunkZero(values.phone))}
        />
        <Line label={t('addresses.recheck.address')} value={composed} />
        {values.postCode ? <Line label={fieldLabel(t, 'postCode')} value={values.postCode} /> : null}
      </Stack>
    </Stack>
  );
}
