/*
 * Vietnam's clock, the one the business runs on: calendar days for voucher limits and order
 * codes, receiving slots, booked times. Vietnam is UTC+7 all year (no daylight saving).
 */
export const VIETNAM_UTC_OFFSET = '+07:00';
/** The IANA zone the spec names, for formatting instants on Vietnam's clock. */
export const VIETNAM_TIME_ZONE = 'Asia/Ho_Chi_Minh';
const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** The calendar day in Vietnam of an instant, as YYYY-MM-DD. */
export function vietnamDay(moment: Date): string {
  return new Date(moment.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant of a Vietnamese date (YYYY-MM-DD) and time of day (HH:mm). */
export function vietnamInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${VIETNAM_UTC_OFFSET}`);
}

/** A calendar date (YYYY-MM-DD) some days later. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
