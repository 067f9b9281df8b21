import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../lib/i18n.ts';
import { formatVoucherDiscount, formatVoucherEndDate, voucherStatus, voucherTitle } from './voucher-display.ts';

const NBSP = '\u00a0';

describe('formatVoucherDiscount', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('writes a percent as amount%', () => {
    expect(
      formatVoucherDiscount({ discountType: 'percent', discountAmount: 10, maxDiscount: null }, i18n.t, 'en'),
    ).toBe('10%');
  });

  it('says up to the cap of a capped percent, in dong', () => {
    expect(
      formatVoucherDiscount({ discountType: 'percent', discountAmount: 15, maxDiscount: 50000 }, i18n.t, 'en'),
    ).toBe('15%, up to ₫50,000');
  });

  it('writes an absolute amount in dong, capped as the server caps it', () => {
    expect(
      formatVoucherDiscount({ discountType: 'absolute', discountAmount: 20000, maxDiscount: null }, i18n.t, 'en'),
    ).toBe('₫20,000');
    expect(
      formatVoucherDiscount({ discountType: 'absolute', discountAmount: 20000, maxDiscount: 15000 }, i18n.t, 'en'),
    ).toBe('₫15,000');
  });

  it('speaks the UI language', async () => {
    await i18n.changeLanguage('vi');
    expect(
      formatVoucherDiscount({ discountType: 'percent', discountAmount: 5, maxDiscount: 30000 }, i18n.t, 'vi'),
    ).toBe(`5%, tối đa 30.000${NBSP}đ`);
    await i18n.changeLanguage('ko');
    expect(
      formatVoucherDiscount({ discountType: 'absolute', discountAmount: 20000, maxDiscount: null }, i18n.t, 'ko'),
    ).toBe('₫20,000');
    await i18n.changeLanguage('en');
  });
});

describe('formatVoucherEndDate', () => {
  it('gives the last usable day on the Vietnam calendar', () => {
    expect(formatVoucherEndDate('2026-12-01T08:00:00.000Z', 'vi')).toBe('01/12/2026');
    // 23:30 UTC is already the next morning in Vietnam.
    expect(formatVoucherEndDate('2026-12-01T23:30:00.000Z', 'vi')).toBe('02/12/2026');
    // The end is exclusive: ending at midnight Vietnam time means usable through the day before.
    expect(formatVoucherEndDate('2026-11-30T17:00:00.000Z', 'vi')).toBe('30/11/2026');
  });

  it('writes the day the reader’s way', () => {
    expect(formatVoucherEndDate('2026-12-01T08:00:00.000Z', 'ko')).toBe('2026년 12월 1일');
    expect(formatVoucherEndDate('2026-12-01T08:00:00.000Z', 'en')).toBe('1 Dec 2026');
  });
});

describe('voucherStatus', () => {
  it.each([
    ['VOUCHER_INCORRECT', 'invalid'],
    ['VOUCHER_OUTDATED', 'outdated'],
    ['VOUCHER_REACH_LIMIT', 'reach limit'],
    ['VOUCHER_GOOD_GOOD', 'valid'],
    ['VOUCHER_NOT_START', 'not start'],
    ['VOUCHER_REACH_LIMIT_DAILY', 'reach limit daily'],
    ['VOUCHER_REACH_LIMIT_CUSTOMER', 'reach limit customer'],
    ['SOMETHING_NEW', 'invalid'],
    ['', 'invalid'],
    ['toString', 'invalid'],
  ])('%s is %s', (res, status) => {
    expect(voucherStatus(res)).toBe(status);
  });
});

describe('voucherTitle', () => {
  it('reads either spelling of the title', () => {
    expect(voucherTitle({ title: 'Tết deal', tittle: 'Tết deal' })).toBe('Tết deal');
    expect(voucherTitle({ title: '', tittle: 'Old spelling' })).toBe('Old spelling');
  });
});
