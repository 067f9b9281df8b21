import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayInZone,
  formatInZone,
  instantInZone,
  timeZoneOf,
  vietnamDay,
  vietnamInstant,
  vietnamToday,
} from './time-zones.ts';

// The zones by the names the IANA database gives them.
const VIETNAM = 'Asia/Ho_Chi_Minh';
const KOREA = 'Asia/Seoul';

describe('Vietnam dates and times', () => {
  it('reads the Vietnamese day, not the UTC one', () => {
    expect(vietnamDay(new Date('2026-03-10T16:59:00Z'))).toBe('2026-03-10');
    expect(vietnamDay(new Date('2026-03-10T17:00:00Z'))).toBe('2026-03-11');
  });

  it('turns a Vietnamese date and time into an instant', () => {
    expect(vietnamInstant('2026-03-11', '08:00').toISOString()).toBe('2026-03-11T01:00:00.000Z');
  });
});

describe('calendar days', () => {
  it('adds days across a month end', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
  });
});

describe("Vietnam's and Korea's clocks", () => {
  it('names each country’s zone, and none for a country we do not serve', () => {
    expect(timeZoneOf('0')).toBe(VIETNAM);
    expect(timeZoneOf('1')).toBe(KOREA);
    expect(timeZoneOf('2')).toBeUndefined();
  });

  it('reads one instant on both clocks, two hours apart', () => {
    const instant = new Date('2026-03-10T15:30:05Z');
    expect(formatInZone(instant, VIETNAM, 'yyyyMMddHHmmss')).toBe('20260310223005');
    expect(formatInZone(instant, KOREA, 'yyyy-MM-dd HH:mm')).toBe('2026-03-11 00:30');
    expect(dayInZone(instant, VIETNAM)).toBe('2026-03-10');
    expect(dayInZone(instant, KOREA)).toBe('2026-03-11');
  });

  it('turns a wall-clock time in Korea into an instant, with seconds or without', () => {
    expect(instantInZone(KOREA, '2026-03-11', '00:30').toISOString()).toBe('2026-03-10T15:30:00.000Z');
    expect(instantInZone(VIETNAM, '2026-03-10', '22:30:05').toISOString()).toBe('2026-03-10T15:30:05.000Z');
  });
});

describe('calendar days, backwards and over a leap day', () => {
  it('goes back across a year end and lands on 29 February', () => {
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('vietnamToday', () => {
  it('is the Vietnamese day of the moment asked, and turns at midnight in Vietnam (17:00 UTC)', () => {
    expect(vietnamToday(Date.parse('2026-11-28T16:59:59Z'))).toBe('2026-11-28');
    expect(vietnamToday(Date.parse('2026-11-28T17:00:00Z'))).toBe('2026-11-29');
    // A moment before the day it remembers (a clock set back) is worked out again.
    expect(vietnamToday(Date.parse('2026-11-27T10:00:00Z'))).toBe('2026-11-27');
  });
});
