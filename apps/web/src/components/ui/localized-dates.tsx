import '@mantine/dates/styles.css';
import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/ko';
import 'dayjs/locale/vi';
import type { ReactNode } from 'react';
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
