import { describe, expect, it } from 'vitest';
import {
  type CrossBorderTariff,
  currencyOfRoute,
  customsFees,
  dutyFee,
  offersExtraServices,
  routeKindOf,
} from './cross-border.ts';
import { declaredGoodsItemSchema, receiptIdOf } from './goods-declaration-contracts.ts';
import { centsLeftBeforeKoreaLimit, declaredValueCents } from './goods-declaration-rules.ts';

describe('the route between two countries', () => {
  it('is domestic, outbound to Korea, inbound from Korea, or nothing inside Korea', () => {
    expect(routeKindOf('0', '0')).toBe('DOMESTIC');
    expect(routeKindOf('0', '1')).toBe('OUTBOUND');
    expect(routeKindOf('1', '0')).toBe('INBOUND');
    expect(routeKindOf('1', '1')).toBeNull();
  });

  it('is priced in won only from Korea, and sells extra services only from Vietnam', () => {
    expect([currencyOfRoute('DOMESTIC'), currencyOfRoute('OUTBOUND'), currencyOfRoute('INBOUND')]).toEqual([
      'VND',
      'VND',
      'KRW',
    ]);
    expect([offersExtraServices('DOMESTIC'), offersExtraServices('OUTBOUND'), offersExtraServices('INBOUND')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('the 150 USD rule to Korea', () => {
  const item = (price: number, quantity = 1) => ({ quantity, price });

  it.each([
    [149.99, 1],
    [150.0, 0],
    [150.01, -1],
  ])('a %d USD item leaves %i cents', (price, left) => {
    expect(centsLeftBeforeKoreaLimit([item(price)])).toBe(left);
  });

  it('adds every item, quantity times price, in whole cents (no float drift)', () => {
    const items = [item(0.1, 3), item(49.99, 2), item(50.01)];
    expect(declaredValueCents(items)).toBe(30 + 9998 + 5001);
    expect(centsLeftBeforeKoreaLimit([item(50, 2), item(50.01)])).toBe(-1);
  });
});

describe('customs lines', () => {
  const tariff = {
    clearanceFee: 100000,
    extraClearance: { categoryCodes: ['0302'], fee: 150000 },
    duty: { freeUpToUsd: 40, percent: 10 },
  } as CrossBorderTariff;

  it('adds extra clearance once when an inspected category is declared', () => {
    expect(customsFees(tariff, ['CLOTHES'])).toEqual({ clearanceFee: 100000, extraClearanceFee: 0 });
    expect(customsFees(tariff, ['0302', '0302', 'CLOTHES'])).toEqual({
      clearanceFee: 100000,
      extraClearanceFee: 150000,
    });
  });

  it('charges duty only above the duty-free value, on all of it, at the day’s rates', () => {
    const rates = { usd: 26300, orderCurrency: 18.2 };
    expect(dutyFee(tariff, 4000, rates)).toBe(0);
    // 40.01 USD = 1,052,263 đ = 57,817 ₩; 10 % of it.
    // 40.01 USD is 57,817 ₩ (amounts.test.ts); 10 % of it.
    expect(dutyFee(tariff, 4001, rates)).toBe(5782);
  });
});

describe('a declared item', () => {
  const valid = {
    categories: { id: 17 },
    quantity: 2,
    productName: 'Áo dài lụa',
    price: 35.5,
    material: 'Lụa',
    receipts: ['/api/v1/order/goods-image/0b5f0a8e-6c1e-4a55-9a53-0e4f1f0f3a11'],
    term: true,
  };
  const issues = (changes: object) =>
    declaredGoodsItemSchema.safeParse({ ...valid, ...changes }).error?.issues.map((issue) => issue.message) ?? [];

  it('accepts a complete item', () => {
    expect(issues({})).toEqual([]);
  });

  it.each([
    [{ quantity: 0 }, 'please_enter_a_quantity_greater_than_0'],
    [{ quantity: 1.5 }, 'please_enter_a_quantity_greater_than_0'],
    [{ price: 0 }, 'please_enter_a_price_greater_than_0'],
    [{ price: 1.005 }, 'validation_price_step'],
    [{ productName: 'x'.repeat(201) }, 'validation_max_length'],
    [{ productName: '  ' }, 'validation_required'],
    [{ material: '' }, 'validation_required'],
    [{ productName: 'Áo\u0000dài' }, 'validation_control_characters'],
    [{ material: 'Lụa\u200b' }, 'validation_control_characters'],
    [{ term: false }, 'validation_term_and_service_korea_product_declare'],
    [{ receipts: Array(4).fill(valid.receipts[0]) }, 'validation_receipts_max'],
    [{ receipts: ['https://elsewhere.example/a.png'] }, 'validation_invalid'],
    [{ goodsUrl: 'javascript:alert(1)' }, 'validation_invalid'],
  ])('refuses %o with %s', (changes, code) => {
    expect(issues(changes)).toContain(code);
  });

  it('reads the upload id out of a receipt address', () => {
    expect(receiptIdOf(valid.receipts[0])).toBe('0b5f0a8e-6c1e-4a55-9a53-0e4f1f0f3a11');
    expect(receiptIdOf('/api/v1/order/goods-image/../x')).toBeNull();
  });
});
