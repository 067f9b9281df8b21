import { describe, expect, it } from 'vitest';
import { vietnamDay } from './time-zones.ts';
import { evaluateVoucher, remainingUses, type VoucherTerms, voucherDiscount } from './voucher-rules.ts';

const now = new Date('2026-11-21T05:00:00Z');
const terms = (changes: Partial<VoucherTerms> = {}): VoucherTerms => ({
  discountType: 'percent',
  discountAmount: 10,
  maxDiscount: 30000,
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: new Date('2026-12-01T00:00:00Z'),
  usageLimit: 10,
  dailyLimit: 3,
  perCustomerLimit: 1,
  productIds: null,
  ...changes,
});
const fresh = { total: 0, today: 0, byCustomer: 0 };

describe('voucher checks, first failing rule first', () => {
  it.each([
    ['missing', null, fresh, undefined, 'VOUCHER_INCORRECT'],
    ['for other products', terms({ productIds: [101] }), fresh, 102, 'VOUCHER_INCORRECT'],
    ['not started', terms({ startsAt: new Date('2026-11-22T00:00:00Z') }), fresh, undefined, 'VOUCHER_NOT_START'],
    ['ended', terms({ endsAt: now }), fresh, undefined, 'VOUCHER_OUTDATED'],
    ['used up', terms(), { total: 10, today: 0, byCustomer: 0 }, undefined, 'VOUCHER_REACH_LIMIT'],
    ['used up today', terms(), { total: 3, today: 3, byCustomer: 0 }, undefined, 'VOUCHER_REACH_LIMIT_DAILY'],
    [
      'used by this customer',
      terms(),
      { total: 1, today: 1, byCustomer: 1 },
      undefined,
      'VOUCHER_REACH_LIMIT_CUSTOMER',
    ],
    ['good', terms({ productIds: [101] }), { total: 9, today: 2, byCustomer: 0 }, 101, 'VOUCHER_GOOD_GOOD'],
    [
      'unlimited',
      terms({ usageLimit: null, dailyLimit: null }),
      { total: 999, today: 99, byCustomer: 0 },
      undefined,
      'VOUCHER_GOOD_GOOD',
    ],
  ] as const)('%s: %s', (_, voucher, usage, productId, expected) => {
    expect(evaluateVoucher(voucher, usage, now, productId)).toBe(expected);
  });
});

describe('voucher discounts', () => {
  it.each([
    [{ discountType: 'percent', discountAmount: 10, maxDiscount: 30000 }, 200000, 20000],
    [{ discountType: 'percent', discountAmount: 10, maxDiscount: 30000 }, 500000, 30000],
    [{ discountType: 'percent', discountAmount: 15, maxDiscount: null }, 45000, 6750],
    [{ discountType: 'absolute', discountAmount: 20000, maxDiscount: null }, 45000, 20000],
    [{ discountType: 'absolute', discountAmount: 50000, maxDiscount: null }, 45000, 45000],
  ] as const)('%o on %i đ is %i đ', (voucher, fee, discount) => {
    expect(voucherDiscount(voucher, fee)).toBe(discount);
  });
});

describe('the Vietnamese day', () => {
  it('turns at 17:00 UTC', () => {
    expect(vietnamDay(new Date('2026-11-21T16:59:59Z'))).toBe('2026-11-21');
    expect(vietnamDay(new Date('2026-11-21T17:00:00Z'))).toBe('2026-11-22');
  });
});

describe('remaining uses', () => {
  it('is what the customer’s own limit leaves, or less when the overall limit has less left', () => {
    expect(remainingUses({ usageLimit: null, perCustomerLimit: 3 }, { total: 50, today: 0, byCustomer: 1 })).toBe(2);
    expect(remainingUses({ usageLimit: 100, perCustomerLimit: 3 }, { total: 99, today: 0, byCustomer: 0 })).toBe(1);
    expect(remainingUses({ usageLimit: 100, perCustomerLimit: 3 }, { total: 100, today: 0, byCustomer: 0 })).toBe(0);
    expect(remainingUses({ usageLimit: null, perCustomerLimit: 1 }, { total: 0, today: 0, byCustomer: 2 })).toBe(0);
  });
});
