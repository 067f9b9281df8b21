import { DatePickerInput, type DatePickerPreset } from '@mantine/dates';
import type { DayRange } from '@skyparcel/domain/day-range';
import { addDays } from '@skyparcel/domain/time-zones';
import { TRANSACTION_RANGE_MAX_DAYS, transactionRangeProblem } from '@skyparcel/domain/wallet-rules';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedDates, useCalendarLabels, useDateDisplayFormat } from '../../../components/ui/localized-dates.tsx';

type Picked = [string | null, string | null];

type TransactionRangePickerProps = { value: DayRange; today: string; onChange: (range: DayRange) => void };

/**
 * The transaction list's period: a range of days up to today with presets, at most 90 days
 * (spec 2 section 5). A range the rule refuses says why and keeps the list as it was.
 */
export function TransactionRangePicker({ value, today, onChange }: TransactionRangePickerProps) {
  const { t } = useTranslation();
  const displayFormat = useDateDisplayFormat();
  const calendarLabels = useCalendarLabels();
  const [picked, setPicked] = useState<Picked>([value.fromDate, value.toDate]);
  const [problem, setProblem] = useState<string | null>(null);
  const presets: DatePickerPreset<'range'>[] = [
    { value: [`${today.slice(0, 8)}01`, today], label: t('wallet.range.thisMonth') },
    { value: [addDays(today, -29), today], label: t('wallet.range.last30Days') },
    { value: [addDays(today, -TRANSACTION_RANGE_MAX_DAYS), today], label: t('wallet.range.last90Days') },
  ];

  const pick = (next: Picked) => {
    setPicked(next);
    const [fromDate, toDate] = next;
    if (!fromDate || !toDate) return;
    const refusal = transactionRangeProblem({ fromDate, toDate });
    setProblem(refusal ? t(`validation.${refusal}`, { max: TRANSACTION_RANGE_MAX_DAYS }) : null);
    if (!refusal) onChange({ fromDate, toDate });
  };

  return (
    <LocalizedDates>
      <DatePickerInput
        type="range"
        label={t('wallet.range.label')}
        description={t('wallet.range.hint', { max: TRANSACTION_RANGE_MAX_DAYS })}
        value={picked}
        onChange={(next) => pick(next as Picked)}
        presets={presets}
        ariaLabels={calendarLabels}
        allowSingleDateInRange
        maxDate={today}
        valueFormat={displayFormat}
        leftSection={<IconCalendar size={18} aria-hidden />}
        error={problem}
        size="md"
        maw={420}
      />
    </LocalizedDates>
  );
}
