import { describe, expect, it } from 'vitest';
import { formatNumber, numberFormatOf } from './number-format.ts';

describe('numbers per locale', () => {
  it('writes a number the way each language writes it', () => {
    expect(formatNumber(35444.5, 'vi')).toBe('35.444,5');
    expect(formatNumber(35444.5, 'en')).toBe('35,444.5');
    expect(formatNumber(35444.5, 'ko')).toBe('35,444.5');
    expect(formatNumber(2.54, 'vi', { maximumFractionDigits: 1 })).toBe('2,5');
  });

  it('builds one formatter per locale and options, not one per call', () => {
    expect(numberFormatOf('vi', { maximumFractionDigits: 1 })).toBe(numberFormatOf('vi', { maximumFractionDigits: 1 }));
    expect(numberFormatOf('vi')).not.toBe(numberFormatOf('en'));
  });
});
