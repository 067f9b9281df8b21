import { describe, expect, it } from 'vitest';
import { formatMoney } from './money-format.ts';

describe('formatMoney', () => {
  it.each([
    [45000, 'VND', '45.000\u00a0đ'],
    [1234567, 'vnd', '1.234.567\u00a0đ'],
    [999, 'VND', '999\u00a0đ'],
    [12000, 'KRW', '₩12.000'],
    [12000, 'WON', '₩12.000'],
    [1250.5, 'USD', '$1.250,50'],
    [12, 'DOLLAR', '$12'],
    [0, 'VND', '0\u00a0đ'],
    [15, 'EUR', '15\u00a0EUR'],
  ])('%d %s is %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });
});
