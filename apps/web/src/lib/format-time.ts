import {
  formatClockTime,
  formatMinutes,
  formatVietnamDay,
  formatVietnamTime,
  type TimeStyle,
} from '@skyparcel/domain/time-format';
import { useMemo } from 'react';
import { useLanguage } from './use-language.ts';

/**
 * The web's one door to dates, times and durations (the domain's time-format): always on Vietnam's
 * clock, worded and ordered the UI language's way, and re-rendered when the language changes.
 */
export function useTimeFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      /** An ISO instant: dateTime (HH:mm dd/MM/yyyy in Vietnamese), dayTime (HH:mm DD/MM), date, time. */
      instant: (iso: string, style: TimeStyle = 'dateTime') => formatVietnamTime(iso, language, style),
      /** A Vietnamese calendar day YYYY-MM-DD as a date with its year (01/03/2031). */
      date: (date: string) => formatVietnamDay(date, language, 'date'),
      /** A Vietnamese calendar day YYYY-MM-DD with its weekday. */
      day: (date: string) => formatVietnamDay(date, language),
      /** The same, short enough for a row of day tabs: "Thứ 6, 27/11", "Fri 27 Nov", "11/27 (금)". */
      shortDay: (date: string) => formatVietnamDay(date, language, 'shortWeekdayDay'),
      /** A wall-clock HH:mm (opening hours, slot bounds). */
      clock: (time: string) => formatClockTime(time, language),
      /** Whole minutes as hours and minutes. */
      minutes: (minutes: number) => formatMinutes(minutes, language),
    }),
    [language],
  );
}
