import { describe, expect, it } from 'vitest';
import { formatVietnamTime } from './format-vietnam-time.ts';

describe('formatVietnamTime', () => {
  it('shows the Vietnam clock (UTC+7), crossing midnight when needed', () => {
    expect(formatVietnamTime('2026-11-22T02:30:00Z')).toBe('09:30 22/11/2026');
    expect(formatVietnamTime('2026-11-21T18:05:00Z')).toBe('01:05 22/11/2026');
  });
});
