import { describe, expect, it } from 'vitest';
import { extrasBaseFee, orderFees } from './order-fees.ts';

describe('order fees', () => {
  const base = { price: 60_000, surcharge: 5_000, dutyFee: 0, discount: 0, extras: [], superFee: 0 };

  it('adds delivery, duty, extras and the Super fee, less the discount', () => {
    expect(
      orderFees({
        ...base,
        dutyFee: 12_000,
        discount: 10_000,
        extras: [{ price: 0 }, { price: 10_000 }],
        superFee: 15_000,
      }),
    ).toEqual({
      shippingFee: 55_000,
      surcharge: 5_000,
      dutyFee: 12_000,
      extrasTotal: 10_000,
      superFee: 15_000,
      clearanceFee: 0,
      extraClearanceFee: 0,
      discount: 10_000,
      total: 87_000,
    });
  });

  it('adds the customs lines of a cross-border order', () => {
    const fees = orderFees({ ...base, dutyFee: 3_000, clearanceFee: 6_000, extraClearanceFee: 9_000 });
    expect(fees).toMatchObject({ clearanceFee: 6_000, extraClearanceFee: 9_000, total: 60_000 + 18_000 });
  });

  it('never totals below zero', () => {
    expect(orderFees({ ...base, discount: 90_000 }).total).toBe(0);
  });

  it('prices extras on the fee after the discount', () => {
    expect(extrasBaseFee(60_000, 20_000)).toBe(40_000);
  });
});
