import { describe, expect, it } from 'vitest';
import { addDays, vietnamDay, vietnamInstant } from './vietnam-time.ts';

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
