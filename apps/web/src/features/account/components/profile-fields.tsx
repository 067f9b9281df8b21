import { Group, NativeSelect, Radio, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { type Control, Controller, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LocalizedDates, useCalendarLabels, useDateDisplayFormat } from '../../../components/ui/localized-dates.tsx';
import { fieldErrorText, fieldLabel } from '../../../lib/form-errors.ts';

type FieldProps<T extends FieldValues> = { control: Control<T>; name: Path<T>; error?: string };

/** Gender as the spec codes it: '1' male, '0' female (spec 2 section 9). */
export function GenderField<T extends FieldValues>({ control, name, error }: FieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Radio.Group
          label={fieldLabel(t, 'gender')}
          size="md"
          value={field.value ?? ''}
          onChange={field.onChange}
          error={fieldErrorText(t, 'gender', error)}
        >
          <Group gap="xl" mt={8} mih={36}>
            <Radio value="1" label={t('account.profile.male')} onBlur={field.onBlur} />
            <Radio value="0" label={t('account.profile.female')} onBlur={field.onBlur} />
          </Group>
        </Radio.Group>
      )}
    />
  );
}

// The wire and the schema use YYYY/MM/DD; the picker speaks YYYY-MM-DD.
const toPickerValue = (value: string) => (value ? value.replaceAll('/', '-') : null);
const toWireValue = (value: string | null) => (value ? value.slice(0, 10).replaceAll('-', '/') : '');

/** The birth date, picked from a calendar in the UI language (LocalizedDates). */
export function BirthField<T extends FieldValues>({ control, name, error }: FieldProps<T>) {
  const { t } = useTranslation();
  const displayFormat = useDateDisplayFormat();
  const calendarLabels = useCalendarLabels();
  return (
    <LocalizedDates>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <DatePickerInput
            label={fieldLabel(t, 'birth')}
            value={toPickerValue(field.value ?? '')}
            onChange={(value) => field.onChange(toWireValue(value))}
            onBlur={field.onBlur}
            valueFormat={displayFormat}
            placeholder={displayFormat}
            defaultLevel="decade"
            ariaLabels={calendarLabels}
            minDate="1900-01-01"
            maxDate={new Date()}
            clearable
            clearButtonProps={{ 'aria-label': t('common.clear') }}
            leftSection={<IconCalendar size={18} aria-hidden />}
            error={fieldErrorText(t, 'birth', error)}
            size="md"
          />
        )}
      />
    </LocalizedDates>
  );
}

type LocationFieldsProps<T extends FieldValues> = {
  register: UseFormRegister<T>;
  errors: { country?: string; address?: string };
};

/**
 * Country and street only for now: province, district and ward pickers arrive with the
 * places issue, and until then the loaded values travel back untouched.
 */
export function LocationFields<T extends FieldValues>({ register, errors }: LocationFieldsProps<T>) {
  const { t } = useTranslation();
  return (
    <>
      <NativeSelect
        {...register('country' as Path<T>)}
        label={fieldLabel(t, 'country')}
        data={[
          { value: '', label: t('account.profile.chooseCountry') },
          { value: '0', label: t('account.profile.vietnam') },
          { value: '1', label: t('account.profile.korea') },
        ]}
        error={fieldErrorText(t, 'country', errors.country)}
        size="md"
      />
      <TextInput
        {...register('address' as Path<T>)}
        label={fieldLabel(t, 'address')}
        autoComplete="street-address"
        error={fieldErrorText(t, 'address', errors.address)}
      />
    </>
  );
}
