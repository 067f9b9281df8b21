import { describe, expect, it } from 'vitest';
import { errorMessage } from './messages.ts';
import { formatClockTime, formatMinutes, formatVietnamDay, formatVietnamTime, waitOf } from './time-format.ts';
import { formatWait } from './wait-format.ts';

describe('formatMinutes', () => {
  it('reads 805 minutes as hours and minutes in each language', () => {
    expect(formatMinutes(805, 'vi')).toBe('13 giờ 25 phút');
    expect(formatMinutes(805, 'en')).toBe('13 hours 25 minutes');
    expect(formatMinutes(805, 'ko')).toBe('13시간 25분');
  });

  it('leaves out empty units and says one in the singular', () => {
    expect(formatMinutes(90, 'en')).toBe('1 hour 30 minutes');
    expect(formatMinutes(120, 'vi')).toBe('2 giờ');
    expect(formatMinutes(45, 'ko')).toBe('45분');
    expect(formatMinutes(1 * 1440 + 61, 'en')).toBe('1 day 1 hour 1 minute');
  });

  it('says zero minutes rather than nothing', () => {
    expect(formatMinutes(0, 'en')).toBe('0 minutes');
    expect(formatMinutes(0, 'vi')).toBe('0 phút');
  });
});

describe('formatWait', () => {
  it('rounds a sign-in lockout up to whole minutes, with "about"', () => {
    expect(formatWait(894, 'vi')).toBe('khoảng 15 phút');
    expect(formatWait(894, 'en')).toBe('about 15 minutes');
    expect(formatWait(894, 'ko')).toBe('약 15분');
  });

  it('says an exact wait exactly, and short ones in seconds', () => {
    expect(formatWait(900, 'en')).toBe('15 minutes');
    expect(formatWait(30, 'vi')).toBe('30 giây');
    expect(formatWait(1, 'ko')).toBe('1초');
    expect(formatWait(3601, 'en')).toBe('about 1 hour 1 minute');
  });

  it('words the wait of a too-many-requests message in the reader’s language', () => {
    expect(errorMessage('en', 'TOO_MANY_REQUESTS', { wait: waitOf(894) })).toBe(
      'Too many attempts. Please wait about 15 minutes and try again.',
    );
    expect(errorMessage('vi', 'TOO_MANY_REQUESTS', { wait: waitOf(894) })).toBe(
      'Bạn đã thử quá nhiều lần. Vui lòng đợi khoảng 15 phút rồi thử lại.',
    );
    expect(errorMessage('ko', 'TOO_MANY_REQUESTS', { wait: waitOf(894) })).toBe(
      '시도 횟수가 너무 많습니다. 약 15분 후에 다시 시도해 주세요.',
    );
  });
});

describe('formatVietnamTime', () => {
  // 07:05 UTC is 14:05 in Vietnam, whatever the machine's own zone.
  const instant = '2026-11-23T07:05:00Z';

  it('keeps the spec’s Vietnamese forms', () => {
    expect(formatVietnamTime(instant, 'vi')).toBe('14:05 23/11/2026');
    expect(formatVietnamTime(instant, 'vi', 'dayTime')).toBe('14:05 23/11');
    expect(formatVietnamTime(instant, 'vi', 'date')).toBe('23/11/2026');
  });

  it('writes Korean dates the Korean way', () => {
    expect(formatVietnamTime(instant, 'ko')).toBe('2026년 11월 23일 오후 2:05');
    expect(formatVietnamTime(instant, 'ko', 'dayTime')).toBe('11월 23일 오후 2:05');
    expect(formatVietnamTime(instant, 'ko', 'date')).toBe('2026년 11월 23일');
  });

  it('writes English day first with the month named', () => {
    expect(formatVietnamTime(instant, 'en')).toBe('14:05, 23 Nov 2026');
    expect(formatVietnamTime(instant, 'en', 'dayTime')).toBe('14:05, 23 Nov');
  });

  it('shows an instant on the Vietnamese calendar day it falls on', () => {
    // 18:30 UTC on the 23rd is already 01:30 on the 24th in Vietnam.
    expect(formatVietnamTime('2026-11-23T18:30:00Z', 'vi')).toBe('01:30 24/11/2026');
  });
});

describe('formatVietnamDay and formatClockTime', () => {
  it('names a slot day with its weekday', () => {
    expect(formatVietnamDay('2026-11-24', 'vi')).toBe('Thứ Ba, 24/11');
    expect(formatVietnamDay('2026-11-24', 'en')).toBe('Tuesday 24 Nov');
    expect(formatVietnamDay('2026-11-24', 'ko')).toBe('11월 24일 (화)');
  });

  it('names a day short enough for a row of day tabs', () => {
    const short = (language: 'vi' | 'en' | 'ko') => formatVietnamDay('2026-11-24', language, 'shortWeekdayDay');
    expect([short('vi'), short('en'), short('ko')]).toEqual(['Thứ 3, 24/11', 'Tue 24 Nov', '11/24 (화)']);
  });

  it('reads a time of day in the language', () => {
    expect(formatClockTime('17:30', 'vi')).toBe('17:30');
    expect(formatClockTime('17:30', 'en')).toBe('17:30');
    expect(formatClockTime('08:00', 'ko')).toBe('오전 8:00');
    expect(formatClockTime('17:30', 'ko')).toBe('오후 5:30');
  });
});
