import { DatePickerInput, type DatePickerPreset } from '@mantine/dates';
import { type DayRange, dayRangeProblem } from '@skyparcel/domain/time-zones';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedDates, useCalendarLabels, useDateDisplayFormat } from './localized-dates.tsx';

type Picked = [string | null, string | null];

export type DayRangePickerProps = {
  label: string;
  description?: string;
  /** What an empty field says (a clearable period: that every day counts). */
  placeholder?: string;
  /** The period shown; null: none (only with `isClearable`). */
  value: DayRange | null;
  /** Vietnam's today: no day after it can be picked. */
  today: string;
  presets: { label: string; range: DayRange }[];
  /** The longest period the list allows, in days (the wallet's 90); none: any. */
  maxDays?: number;
  /** The period can be cleared (the list then covers every day). */
  isClearable?: boolean;
  onChange: (range: DayRange | null) => void;
};

/**
 * A period of Vietnamese calendar days up to today, with presets. A period the rule refuses
 * (time-zones.ts) says why beside the field and keeps the list as it was.
 */
export function DayRangePicker({
  label,
  description,
  placeholder,
  value,
  today,
  presets,
  maxDays,
  isClearable,
  onChange,
}: DayRangePickerProps) {
  const { t } = useTranslation();
  const displayFormat = useDateDisplayFormat();
  const calendarLabels = useCalendarLabels();
  const [picked, setPicked] = useState<Picked>(value ? [value.fromDate, value.toDate] : [null, null]);
  const [problem, setProblem] = useState<string | null>(null);
  const choices: DatePickerPreset<'range'>[] = presets.map((preset) => ({
    label: preset.label,
    value: [preset.range.fromDate, preset.range.toDate],
  }));

  const pick = (next: Picked) => {
    setPicked(next);
    const [fromDate, toDate] = next;
    if (!fromDate && !toDate && isClearable) {
      setProblem(null);
      onChange(null);
      return;
    }
    if (!fromDate || !toDate) return;
    const refusal = dayRangeProblem({ fromDate, toDate }, maxDays);
    setProblem(refusal ? t(`validation.${refusal}`, { max: maxDays }) : null);
    if (!refusal) onChange({ fromDate, toDate });
  };

  return (
    <LocalizedDates>
      <DatePickerInput
        type="range"
        label={label}
        description={description}
        placeholder={placeholder}
        value={picked}
        onChange={(next) => pick(next as Picked)}
        presets={choices}
        ariaLabels={calendarLabels}
        allowSingleDateInRange
        maxDate={today}
        valueFormat={displayFormat}
        leftSection={<IconCalendar size={18} aria-hidden />}
        clearable={isClearable}
        clearButtonProps={{ 'aria-label': t('common.datePicker.clear') }}
        error={problem}
        size="md"
        maw={420}
        w="100%"
      />
    </LocalizedDates>
  );
}
