import '@mantine/dates/styles.css';
import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/ko';
import 'dayjs/locale/vi';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language.ts';

/*
 * Date pickers in the UI language. The dates library and its month and weekday names come with the
 * pages that pick dates, not with the first page.
 */

/** Month and weekday names of the UI language, weeks from Monday. */
export function LocalizedDates({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

/** How a picked date is written: DD/MM/YYYY in Vietnamese and English, YYYY.MM.DD in Korean. */
export function useDateDisplayFormat(): string {
  return useLanguage() === 'ko' ? 'YYYY.MM.DD' : 'DD/MM/YYYY';
}

/** The calendar's buttons named in the UI language (Mantine's ariaLabels), for every date picker. */
export function useCalendarLabels() {
  const { t } = useTranslation();
  return {
    previousMonth: t('common.datePicker.previousMonth'),
    nextMonth: t('common.datePicker.nextMonth'),
    previousYear: t('common.datePicker.previousYear'),
    nextYear: t('common.datePicker.nextYear'),
    previousDecade: t('common.datePicker.previousDecade'),
    nextDecade: t('common.datePicker.nextDecade'),
    monthLevelControl: t('common.datePicker.chooseMonth'),
    yearLevelControl: t('common.datePicker.chooseYear'),
  };
}
