import { TZDate, tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { HOME_COUNTRY, KOREA_COUNTRY } from './location-id.ts';
import { KOREA_TIME_ZONE, type TimeZone, VIETNAM_TIME_ZONE } from './time-zone-names.ts';

/*
 * The one home for the clocks the business runs on, as IANA zones through @date-fns/tz (never an
 * offset written by hand): Vietnam's for calendar days (voucher limits, order codes), receiving
 * slots, booked times and VNPay's dates; Korea's for flights leaving Korea and PortOne's deadlines.
 * The zones' names themselves are in time-zone-names.ts.
 */
export { KOREA_TIME_ZONE, type TimeZone, VIETNAM_TIME_ZONE };

const TIME_ZONE_BY_COUNTRY: Record<string, TimeZone> = {
  [HOME_COUNTRY]: VIETNAM_TIME_ZONE,
  [KOREA_COUNTRY]: KOREA_TIME_ZONE,
};

/** A country's clock by its code ("0" Vietnam, "1" Korea); undefined for a country we do not serve. */
export function timeZoneOf(country: string): TimeZone | undefined {
  return TIME_ZONE_BY_COUNTRY[country];
}

/** An instant read on a zone's clock, in a date-fns pattern (`yyyy-MM-dd`, VNPay's `yyyyMMddHHmmss`). */
export function formatInZone(instant: Date, zone: TimeZone, pattern: string): string {
  return format(instant, pattern, { in: tz(zone) });
}

/**
 * An instant as a date whose UTC fields are the zone's clock: what a spreadsheet cell, which has no
 * zone, should show.
 */
export function wallClockDate(instant: Date, zone: TimeZone): Date {
  return new Date(`${formatInZone(instant, zone, "yyyy-MM-dd'T'HH:mm:ss")}Z`);
}

/** The instant a zone's clock shows a date (YYYY-MM-DD) and a time of day (HH:mm or HH:mm:ss). */
export function instantInZone(zone: TimeZone, date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second = 0] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, day, hour, minute, second, zone).getTime());
}

/** The calendar day on a zone's clock of an instant, as YYYY-MM-DD (the zone's ISO form starts with it). */
export function dayInZone(moment: Date, zone: TimeZone): string {
  return new TZDate(moment, zone).toISOString().slice(0, 10);
}

/** The calendar day in Vietnam of an instant, as YYYY-MM-DD. */
export function vietnamDay(moment: Date): string {
  return dayInZone(moment, VIETNAM_TIME_ZONE);
}

let today: { day: string; endsAt: number } = { day: '', endsAt: 0 };

/**
 * Today's calendar day in Vietnam, worked out once a day: hot paths (the price call's tariff) ask on
 * every request, and the zone arithmetic costs about 9 µs each time.
 */
export function vietnamToday(now: number = Date.now()): string {
  if (now >= today.endsAt || now < today.endsAt - 86_400_000) {
    const day = vietnamDay(new Date(now));
    today = { day, endsAt: vietnamInstant(addDays(day, 1), '00:00').getTime() };
  }
  return today.day;
}

/** The instant of a Vietnamese date (YYYY-MM-DD) and time of day (HH:mm). */
export function vietnamInstant(date: string, time: string): Date {
  return instantInZone(VIETNAM_TIME_ZONE, date, time);
}

const DAY_MS = 86_400_000;

/**
 * A calendar date (YYYY-MM-DD) some days later (or earlier). Dates have no zone: counted on UTC's
 * calendar, which has no daylight saving (and the pages that count days need no date library).
 */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/*
 * Periods of Vietnamese calendar days (YYYY-MM-DD, both days included) that lists are filtered by:
 * wallet movements (at most 90 days) and the order list (no limit).
 */

export type DayRange = { fromDate: string; toDate: string };

/** Why a period cannot be listed: the end before the start, or more days apart than the list allows. */
export type DayRangeProblem = 'validation_date_range_order' | 'validation_date_range_max';

export function dayRangeProblem({ fromDate, toDate }: DayRange, maxDays?: number): DayRangeProblem | null {
  if (toDate < fromDate) return 'validation_date_range_order';
  if (maxDays !== undefined && addDays(fromDate, maxDays) < toDate) return 'validation_date_range_max';
  return null;
}

/** The instants a period of Vietnamese days runs between: from its first midnight to the midnight after its last day. */
export function instantsOfDays(range: { fromDate: string; toDate: string }): { from: Date; to: Date };
export function instantsOfDays(range: Partial<DayRange>): { from?: Date; to?: Date };
export function instantsOfDays({ fromDate, toDate }: Partial<DayRange>): { from?: Date; to?: Date } {
  return {
    from: fromDate ? vietnamInstant(fromDate, '00:00') : undefined,
    to: toDate ? vietnamInstant(addDays(toDate, 1), '00:00') : undefined,
  };
}
