import { describe, expect, it } from 'vitest';
import { formatDistance } from './format-distance.ts';

describe('formatDistance', () => {
  it('shows whole metres under a kilometre', () => {
    expect(formatDistance(349.6, 'en')).toBe('350 m');
  });

  it('shows kilometres with one decimal in the reader’s format', () => {
    expect(formatDistance(2400, 'vi')).toBe('2,4 km');
    expect(formatDistance(2400, 'en')).toBe('2.4 km');
    expect(formatDistance(22014, 'en')).toBe('22 km');
  });
});
