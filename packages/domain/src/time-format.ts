import { tz } from '@date-fns/tz';
import { type Duration, format, formatDuration as formatDateFnsDuration } from 'date-fns';
import { enGB, ko, type Locale, vi } from 'date-fns/locale';
import type { Language } from './locale.ts';
import { VIETNAM_TIME_ZONE, vietnamInstant } from './time-zones.ts';

/*
 * The one home for how durations, dates and times read in each language (server messages and
 * the web alike). Instants are always shown on Vietnam's clock (the business runs on it); only
 * the wording and order follow the reader's language. date-fns carries its own vi/ko/en data, so
 * the words are the same in every browser and in Node (whose system ICU may lack Korean forms).
 * A wait worded for a message ("about 15 minutes") is wait-format.ts: it needs the message
 * catalogues, which the web should not download with every date.
 */

/** English reads day first and on a 24-hour clock, as dates are written in Vietnam and Korea. */
export const DATE_LOCALES: Record<Language, Locale> = { vi, en: enGB, ko };

export type TimeStyle = 'dateTime' | 'dayTime' | 'date' | 'weekdayDay' | 'shortWeekdayDay' | 'time';

/**
 * Vietnamese keeps the spec's forms (HH:mm dd/MM/yyyy, HH:mm DD/MM); Korean reads year, month,
 * day and 오전/오후; English names the month so 03/04 is never taken the American way.
 */
const PATTERNS: Record<Language, Record<TimeStyle, string>> = {
  vi: {
    dateTime: 'HH:mm dd/MM/yyyy',
    dayTime: 'HH:mm dd/MM',
    date: 'dd/MM/yyyy',
    weekdayDay: 'EEEE, dd/MM',
    shortWeekdayDay: 'EEE, dd/MM',
    time: 'HH:mm',
  },
  en: {
    dateTime: 'HH:mm, d MMM yyyy',
    dayTime: 'HH:mm, d MMM',
    date: 'd MMM yyyy',
    weekdayDay: 'EEEE d MMM',
    shortWeekdayDay: 'EEE d MMM',
    time: 'HH:mm',
  },
  ko: {
    dateTime: 'yyyy년 M월 d일 a h:mm',
    dayTime: 'M월 d일 a h:mm',
    date: 'yyyy년 M월 d일',
    weekdayDay: 'M월 d일 (EEE)',
    shortWeekdayDay: 'M/d (EEE)',
    time: 'a h:mm',
  },
};

const inVietnam = tz(VIETNAM_TIME_ZONE);

/** An instant (ISO string or Date) on Vietnam's clock, in the reader's language. */
export function formatVietnamTime(instant: string | Date, language: Language, style: TimeStyle = 'dateTime'): string {
  return format(new Date(instant), PATTERNS[language][style], { locale: DATE_LOCALES[language], in: inVietnam });
}

/** A Vietnamese calendar day (YYYY-MM-DD), e.g. a receiving slot's day, with its weekday. */
export function formatVietnamDay(
  date: string,
  language: Language,
  style: 'date' | 'weekdayDay' | 'shortWeekdayDay' = 'weekdayDay',
) {
  return formatVietnamTime(vietnamInstant(date, '12:00'), language, style);
}

/** A wall-clock time HH:mm (opening hours, slot bounds) the way the language reads a time of day. */
export function formatClockTime(time: string, language: Language): string {
  return formatVietnamTime(vietnamInstant('2000-01-01', time), language, 'time');
}

/** Whole minutes as a person says them: 805 → "13 giờ 25 phút", "13 hours 25 minutes", "13시간 25분". */
export function formatMinutes(totalMinutes: number, language: Language): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const duration: Duration = {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
  return formatDateFnsDuration(duration, {
    locale: DATE_LOCALES[language],
    zero: minutes === 0,
    format: units(minutes),
  });
}

function units(minutes: number): (keyof Duration)[] {
  // Zero minutes still reads "0 minutes" rather than nothing.
  return minutes === 0 ? ['minutes'] : ['days', 'hours', 'minutes'];
}

/** A wait as a message value: the message catalogue words it in the reader's language. */
export type WaitValue = { waitSeconds: number };
export const waitOf = (seconds: number): WaitValue => ({ waitSeconds: seconds });
export const isWaitValue = (value: unknown): value is WaitValue =>
  typeof value === 'object' && value !== null && typeof (value as WaitValue).waitSeconds === 'number';
