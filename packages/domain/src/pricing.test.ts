import { describe, expect, it } from 'vitest';
import type { CrossBorderTariff } from './cross-border.ts';
import {
  baseFeeFor,
  type Handover,
  PricingError,
  premiumBuysTime,
  type QuoteInput,
  quote,
  type RouteClass,
  routeClassOf,
  type Tariff,
  type Tier,
  type TierTariff,
} from './pricing.ts';

/** A tariff small enough to check by hand (the seeded one is data, tested through the API). */
const tariff: Tariff = {
  dimensionalDivisor: 6000,
  tiers: {
    INNER_CITY: {
      BASIC: {
        bands: [
          { maxKg: 0.5, price: 18000 },
          { maxKg: 1, price: 22000 },
          { maxKg: 2, price: 28000 },
          { maxKg: 5, price: 40000 },
        ],
        beyond: { stepKg: 0.5, price: 3000 },
      },
      PREMIUM: {
        bands: [
          { maxKg: 0.5, price: 30000 },
          { maxKg: 1, price: 35000 },
          { maxKg: 2, price: 45000 },
          { maxKg: 5, price: 65000 },
        ],
        beyond: { stepKg: 0.5, price: 5000 },
      },
      SUPER: {
        bands: [
          { maxKg: 0.5, price: 60000 },
          { maxKg: 2, price: 80000 },
        ],
        beyond: { stepKg: 0.5, price: 10000 },
      },
    },
    INTER_CITY: {
      BASIC: {
        bands: [
          { maxKg: 0.5, price: 35000 },
          { maxKg: 1, price: 45000 },
          { maxKg: 2, price: 60000 },
          { maxKg: 5, price: 95000 },
        ],
        beyond: { stepKg: 0.5, price: 8000 },
      },
      PREMIUM: {
        bands: [
          { maxKg: 0.5, price: 55000 },
          { maxKg: 1, price: 70000 },
          { maxKg: 2, price: 90000 },
          { maxKg: 5, price: 140000 },
        ],
        beyond: { stepKg: 0.5, price: 12000 },
      },
      SUPER: {
        bands: [
          { maxKg: 0.5, price: 120000 },
          { maxKg: 2, price: 160000 },
        ],
        beyond: { stepKg: 0.5, price: 20000 },
      },
    },
  },
  doorFees: { INNER_CITY: { pickup: 10000, delivery: 10000 }, INTER_CITY: { pickup: 15000, delivery: 20000 } },
  noShowFee: { INNER_CITY: 15000, INTER_CITY: 25000 },
  valuableSurcharge: { percent: 10, minimum: 20000 },
  maxDimensionalKg: { DOCUMENT: 2, PARCEL: 40 },
  superTimeSlots: { days: 2, slots: [{ start: '08:00', end: '12:00', superFee: 0 }] },
  tierService: {
    BASIC: { handoverMinutes: 240, lastMileMinutes: 360 },
    PREMIUM: { handoverMinutes: 90, lastMileMinutes: 120 },
    SUPER: { handoverMinutes: 60, lastMileMinutes: 90 },
  },
  crossBorder: {
    OUTBOUND: crossBorderTariff('VND', { pickup: 20000, delivery: 0 }, { percent: 10, minimum: 50000 }, [
      ['BASIC', 350000],
      ['PREMIUM', 470000],
    ]),
    INBOUND: crossBorderTariff('KRW', { pickup: 0, delivery: 1500 }, { percent: 10, minimum: 3000 }, [
      ['BASIC', 20000],
    ]),
  },
};

/** A direction whose every tier costs one price up to 1 kg (enough for these checks). */
function crossBorderTariff(
  currency: CrossBorderTariff['currency'],
  doorFees: CrossBorderTariff['doorFees'],
  valuableSurcharge: CrossBorderTariff['valuableSurcharge'],
  prices: [Tier, number][],
): CrossBorderTariff {
  const tiers = Object.fromEntries(
    prices.map(([tier, price]) => [tier, { bands: [{ maxKg: 1, price }], beyond: { stepKg: 0.5, price: price / 10 } }]),
  );
  return {
    open: true,
    currency,
    tiers,
    doorFees,
    valuableSurcharge,
    clearanceFee: 0,
    extraClearance: { categoryCodes: [], fee: 0 },
    duty: { freeUpToUsd: 0, percent: 0 },
    clearanceMinutes: 0,
    searchDays: 7,
  };
}

const parcel = (changes: Partial<QuoteInput> = {}): QuoteInput => ({
  routeClass: 'INTER_CITY',
  tier: 'BASIC',
  handover: 'P2P',
  packageType: 'PARCEL',
  weightG: 1000,
  dimensionsCm: { length: 10, width: 10, height: 10 },
  product: { isPremium: true, type: null },
  ...changes,
});
const document = (changes: Partial<QuoteInput> = {}): QuoteInput =>
  parcel({ packageType: 'DOCUMENT', weightG: 300, dimensionsCm: { length: 30, width: 20, height: 1 }, ...changes });

describe('every tier × handover kind × route class', () => {
  // Parcels of 1 kg for Standard and Premium, a 300 g document for Super; fee = band + door fees.
  const table: [RouteClass, Tier, Handover, number][] = [
    ['INNER_CITY', 'BASIC', 'D2D', 22000 + 10000 + 10000],
    ['INNER_CITY', 'BASIC', 'D2P', 22000 + 10000],
    ['INNER_CITY', 'BASIC', 'P2D', 22000 + 10000],
    ['INNER_CITY', 'BASIC', 'P2P', 22000],
    ['INNER_CITY', 'PREMIUM', 'D2D', 35000 + 20000],
    ['INNER_CITY', 'PREMIUM', 'D2P', 35000 + 10000],
    ['INNER_CITY', 'PREMIUM', 'P2D', 35000 + 10000],
    ['INNER_CITY', 'PREMIUM', 'P2P', 35000],
    ['INNER_CITY', 'SUPER', 'D2D', 60000 + 20000],
    ['INNER_CITY', 'SUPER', 'D2P', 60000 + 10000],
    ['INNER_CITY', 'SUPER', 'P2D', 60000 + 10000],
    ['INNER_CITY', 'SUPER', 'P2P', 60000],
    ['INTER_CITY', 'BASIC', 'D2D', 45000 + 15000 + 20000],
    ['INTER_CITY', 'BASIC', 'D2P', 45000 + 15000],
    ['INTER_CITY', 'BASIC', 'P2D', 45000 + 20000],
    ['INTER_CITY', 'BASIC', 'P2P', 45000],
    ['INTER_CITY', 'PREMIUM', 'D2D', 70000 + 35000],
    ['INTER_CITY', 'PREMIUM', 'D2P', 70000 + 15000],
    ['INTER_CITY', 'PREMIUM', 'P2D', 70000 + 20000],
    ['INTER_CITY', 'PREMIUM', 'P2P', 70000],
    ['INTER_CITY', 'SUPER', 'D2D', 120000 + 35000],
    ['INTER_CITY', 'SUPER', 'D2P', 120000 + 15000],
    ['INTER_CITY', 'SUPER', 'P2D', 120000 + 20000],
    ['INTER_CITY', 'SUPER', 'P2P', 120000],
  ];
  it.each(table)('%s %s %s costs %i đ', (routeClass, tier, handover, expected) => {
    const input = tier === 'SUPER' ? document({ routeClass, tier, handover }) : parcel({ routeClass, tier, handover });
    expect(quote(input, tariff).shippingFee).toBe(expected);
  });
});

describe('chargeable weight', () => {
  it('is the dimensional weight when the box is light for its size (divisor 6000)', () => {
    const result = quote(
      parcel({ routeClass: 'INNER_CITY', weightG: 2000, dimensionsCm: { length: 40, width: 30, height: 30 } }),
      tariff,
    );
    expect(result).toMatchObject({ actualWeightG: 2000, dimensionalWeightG: 6000, chargeableWeightG: 6000 });
    expect(result.baseFee).toBe(40000 + 2 * 3000);
  });

  it('is the actual weight when the parcel is dense', () => {
    const result = quote(parcel({ weightG: 3200, dimensionsCm: { length: 20, width: 15, height: 10 } }), tariff);
    expect(result).toMatchObject({ dimensionalWeightG: 500, chargeableWeightG: 3200, baseFee: 95000 });
  });

  it('rounds the dimensional weight up to the gram', () => {
    expect(
      quote(parcel({ weightG: 1, dimensionsCm: { length: 7, width: 7, height: 7 } }), tariff).dimensionalWeightG,
    ).toBe(58);
  });
});

describe('band edges', () => {
  const basicInner = tariff.tiers.INNER_CITY.BASIC as TierTariff;
  it.each([
    [1, 18000],
    [500, 18000],
    [501, 22000],
    [1000, 22000],
    [1001, 28000],
    [5000, 40000],
    [5001, 43000],
    [5500, 43000],
    [5501, 46000],
    [31500, 40000 + 53 * 3000],
  ])('%i g costs %i đ', (grams, price) => {
    expect(baseFeeFor(basicInner, grams)).toBe(price);
  });
});

describe('rules', () => {
  it('Super carries documents only', () => {
    expect(() => quote(parcel({ tier: 'SUPER' }), tariff)).toThrow(new PricingError('SUPER_DOCUMENTS_ONLY'));
  });

  it('Premium needs a premium product', () => {
    expect(() => quote(parcel({ tier: 'PREMIUM', product: { isPremium: false, type: null } }), tariff)).toThrow(
      new PricingError('PREMIUM_PRODUCT_NOT_SUPPORTED'),
    );
  });

  it('refuses a tier the route class does not offer', () => {
    const withoutSuper: Tariff = {
      ...tariff,
      tiers: { ...tariff.tiers, INNER_CITY: { BASIC: tariff.tiers.INNER_CITY.BASIC } },
    };
    expect(() => quote(document({ routeClass: 'INNER_CITY', tier: 'SUPER' }), withoutSuper)).toThrow(
      new PricingError('TIER_NOT_ON_ROUTE'),
    );
  });

  it('refuses documents and parcels whose dimensional weight is over the limit', () => {
    const bulkyDocument = document({ dimensionsCm: { length: 40, width: 30, height: 11 } });
    expect(() => quote(bulkyDocument, tariff)).toThrow(new PricingError('DIM_WEIGHT_OVER_LIMIT_DOCUMENT'));
    expect(() => quote(parcel({ dimensionsCm: { length: 66, width: 66, height: 66 } }), tariff)).toThrow(
      new PricingError('DIM_WEIGHT_OVER_LIMIT_PARCEL'),
    );
    const flatDocument = document({ dimensionsCm: { length: 40, width: 30, height: 10 } });
    expect(quote(flatDocument, tariff).dimensionalWeightG).toBe(2000);
    const heavyParcel = parcel({ weightG: 45000, dimensionsCm: { length: 50, width: 40, height: 30 } });
    expect(quote(heavyParcel, tariff).chargeableWeightG).toBe(45000);
  });

  it('adds the valuable goods surcharge: 10 % of carriage, at least 20,000 đ', () => {
    const valuable = { isPremium: true, type: 'VUN' };
    expect(quote(parcel({ product: valuable }), tariff)).toMatchObject({
      surcharge: 20000,
      shippingFee: 45000 + 20000,
    });
    const big = quote(parcel({ product: valuable, handover: 'D2D', weightG: 10000 }), tariff);
    expect(big.surcharge).toBe(Math.round((95000 + 10 * 8000 + 35000) * 0.1));
  });

  it('tells inner city from inter city by province', () => {
    expect(routeClassOf('79', '79')).toBe('INNER_CITY');
    expect(routeClassOf('79', '01')).toBe('INTER_CITY');
  });
});

describe('premiumBuysTime', () => {
  const standard = new Date('2026-11-24T10:00:00Z');
  it('offers Premium only where it arrives earlier than Standard', () => {
    expect(premiumBuysTime(standard, new Date('2026-11-24T08:00:00Z'))).toBe(true);
    expect(premiumBuysTime(standard, new Date('2026-11-24T10:00:00Z'))).toBe(false);
    expect(premiumBuysTime(standard, new Date('2026-11-24T11:00:00Z'))).toBe(false);
  });
});

describe('across the border, the direction’s own tariff', () => {
  it('prices Vietnam to Korea in dong with its door fees, whatever the route class says', () => {
    const priced = quote(parcel({ direction: 'OUTBOUND', handover: 'D2D' }), tariff);
    expect(priced).toMatchObject({ baseFee: 350000, doorFee: 20000, shippingFee: 370000 });
    expect(quote(parcel({ direction: 'OUTBOUND', handover: 'P2D' }), tariff).shippingFee).toBe(350000);
  });

  it('prices Korea to Vietnam in won, its valuable-goods minimum in won too', () => {
    expect(quote(parcel({ direction: 'INBOUND', handover: 'D2D' }), tariff).shippingFee).toBe(21500);
    const valuable = quote(
      parcel({ direction: 'INBOUND', handover: 'D2P', product: { isPremium: true, type: 'VUN' } }),
      tariff,
    );
    expect(valuable).toMatchObject({ baseFee: 20000, surcharge: 3000, shippingFee: 23000 });
  });

  it('refuses a tier the direction does not sell', () => {
    expect(() => quote(parcel({ direction: 'INBOUND', tier: 'PREMIUM' }), tariff)).toThrow('TIER_NOT_ON_ROUTE');
  });
});
