import type { DayRange } from '@skyparcel/domain/time-zones';
import { addDays } from '@skyparcel/domain/time-zones';
import { TRANSACTION_RANGE_MAX_DAYS } from '@skyparcel/domain/wallet-rules';
import { useTranslation } from 'react-i18next';
import { DayRangePicker } from '../../../components/ui/day-range-picker.tsx';

type TransactionRangePickerProps = { value: DayRange; today: string; onChange: (range: DayRange) => void };

/** The transaction list's period: a range of days up to today with presets, at most 90 days (spec 2 section 5). */
export function TransactionRangePicker({ value, today, onChange }: TransactionRangePickerProps) {
  const { t } = useTranslation();
  const presets = [
    { label: t('wallet.range.thisMonth'), range: { fromDate: `${today.slice(0, 8)}01`, toDate: today } },
    { label: t('wallet.range.last30Days'), range: { fromDate: addDays(today, -29), toDate: today } },
    {
      label: t('wallet.range.last90Days'),
      range: { fromDate: addDays(today, -TRANSACTION_RANGE_MAX_DAYS), toDate: today },
    },
  ];
  return (
    <DayRangePicker
      label={t('wallet.range.label')}
      description={t('wallet.range.hint', { max: TRANSACTION_RANGE_MAX_DAYS })}
      value={value}
      today={today}
      presets={presets}
      maxDays={TRANSACTION_RANGE_MAX_DAYS}
      onChange={(range) => range && onChange(range)}
    />
  );
}
