import { describe, expect, it } from 'vitest';
import { currencyCode, formatMoney } from './money-format.ts';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it.each([
    // Vietnamese: dots between thousands, the sign after the amount, the dong written đ (spec 1 section 1).
    [45000, 'VND', 'vi', `45.000${NBSP}đ`],
    [1234567, 'vnd', 'vi', `1.234.567${NBSP}đ`],
    [0, 'VND', 'vi', `0${NBSP}đ`],
    [56500, 'WON', 'vi', `56.500${NBSP}₩`],
    [1250.5, 'USD', 'vi', `1.250,50${NBSP}$`],
    // English and Korean: commas between thousands, the sign first, each currency its own sign.
    [56500, 'KRW', 'en', '₩56,500'],
    [3000, 'DOLLAR', 'en', '$3,000'],
    [12.5, 'USD', 'en', '$12.50'],
    [130000, 'VND', 'en', '₫130,000'],
    [130000, 'VND', 'ko', '₫130,000'],
    [71500, 'WON', 'ko', '₩71,500'],
    [-20000, 'VND', 'ko', '-₫20,000'],
    [-20000, 'VND', 'vi', `-20.000${NBSP}đ`],
  ])('%d %s in %s is %s', (amount, currency, locale, expected) => {
    expect(formatMoney(amount, currency, locale)).toBe(expected);
  });

  it('writes an amount of an unknown currency as a number and the name given', () => {
    expect(formatMoney(15, 'POINTS', 'en')).toBe(`15${NBSP}POINTS`);
    expect(formatMoney(1500.5, 'POINTS', 'vi')).toBe(`1.500,5${NBSP}POINTS`);
  });

  it('names the spellings of the spec and the stored rows by ISO code', () => {
    expect(currencyCode('WON')).toBe('KRW');
    expect(currencyCode(' dollar ')).toBe('USD');
    expect(currencyCode('VNĐ')).toBe('VND');
    expect(currencyCode('EUR')).toBe('EUR');
  });
});
