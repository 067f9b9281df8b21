/*
 * The price of a domestic shipment (issue 4: "the server is the only authority on price").
 * Pure arithmetic over a tariff that is data; amounts are whole VND, weights whole grams.
 */

import { percentOf } from './amounts.ts';
import type { PackageType } from './catalog-contracts.ts';
import type { CrossBorderTariff, Direction } from './cross-border.ts';
import type { SuperTimeSlotConfig } from './super-time-slots.ts';
import { gramsOf, kilogramsOf } from './weights.ts';

export const ROUTE_CLASSES = ['INNER_CITY', 'INTER_CITY'] as const;
export type RouteClass = (typeof ROUTE_CLASSES)[number];
export const TIERS = ['BASIC', 'PREMIUM', 'SUPER'] as const;
export type Tier = (typeof TIERS)[number];
export const HANDOVERS = ['D2D', 'D2P', 'P2D', 'P2P'] as const;
export type Handover = (typeof HANDOVERS)[number];

/** One weight band: up to `maxKg` (inclusive) costs `price`. */
export type WeightBand = { maxKg: number; price: number };

export type TierTariff = {
  bands: WeightBand[];
  /** Above the last band: `price` for every started `stepKg`. */
  beyond: { stepKg: number; price: number };
};

export type Tariff = {
  /** cm³ per kg: chargeable weight is the larger of the actual and the dimensional weight. */
  dimensionalDivisor: number;
  tiers: Record<RouteClass, Partial<Record<Tier, TierTariff>>>;
  /** Door pickup (origin D) and door delivery (destination D) fees; post office sides cost nothing. */
  doorFees: Record<RouteClass, { pickup: number; delivery: number }>;
  /** What a receiver who is not there adds to the order (a second delivery run), per route class. */
  noShowFee: Record<RouteClass, number>;
  /** Valuable goods (product type VUN): a percent of the shipping fee, at least a minimum. */
  valuableSurcharge: { percent: number; minimum: number };
  /** Dimensional weight limits in kg per package type (spec 1 section 8 "dimensional weight exceeds the limit"). */
  maxDimensionalKg: Record<PackageType, number>;
  /** The receiver's time slots of Super delivery and their fees (super-time-slots.ts). */
  superTimeSlots: SuperTimeSlotConfig;
  /** What each tier buys in time: its cut-off before the flight and its last mile (data, not code). */
  tierService: Record<Tier, TierService>;
  /** Vietnam–Korea in each direction (cross-border.ts). */
  crossBorder: Record<Direction, CrossBorderTariff>;
};

export type TierService = { handoverMinutes: number; lastMileMinutes: number };

/**
 * Premium is offered only where it buys something: an arrival earlier than Standard's on the
 * same route (docs/decisions/order-screen-limits-and-errors.md, "Honest tiers").
 */
export const premiumBuysTime = (standardArrival: Date, premiumArrival: Date): boolean =>
  premiumArrival.getTime() < standardArrival.getTime();

export type QuoteInput = {
  routeClass: RouteClass;
  /** A cross-border shipment's direction, priced by that direction's tariff; absent inside Vietnam. */
  direction?: Direction;
  tier: Tier;
  handover: Handover;
  packageType: PackageType;
  weightG: number;
  dimensionsCm: { length: number; width: number; height: number };
  product: { isPremium: boolean; type: string | null };
};

export type Quote = {
  actualWeightG: number;
  dimensionalWeightG: number;
  chargeableWeightG: number;
  baseFee: number;
  doorFee: number;
  surcharge: number;
  /** What is charged for carriage: base + door fees + surcharge. */
  shippingFee: number;
};

export type PricingErrorCode =
  | 'SUPER_DOCUMENTS_ONLY'
  | 'PREMIUM_PRODUCT_NOT_SUPPORTED'
  | 'TIER_NOT_ON_ROUTE'
  | 'DIM_WEIGHT_OVER_LIMIT_DOCUMENT'
  | 'DIM_WEIGHT_OVER_LIMIT_PARCEL';

export class PricingError extends Error {
  constructor(readonly code: PricingErrorCode) {
    super(code);
  }
}

/** Same province: inner city ('Nội Thành'); otherwise inter city ('Liên Thành Phố'). */
export function routeClassOf(originProvince: string, destinationProvince: string): RouteClass {
  return originProvince === destinationProvince ? 'INNER_CITY' : 'INTER_CITY';
}

/**
 * The one volumetric rule, parcels and Cargo Direct alike: a volume (cm³) weighs volume ÷ divisor
 * kilograms, in whole grams rounded up. The divisor (cm³ a kilogram) is tariff data: the domestic
 * tariff's `dimensionalDivisor`, Cargo Direct's `volumetricDivisor`.
 */
export function volumetricWeightG(volumeCm3: number, divisorCm3PerKg: number): number {
  return Math.ceil((volumeCm3 * 1000) / divisorCm3PerKg);
}

/** A box's dimensional weight in grams: its length × width × height by the volumetric rule. */
export function dimensionalWeightG(dimensions: QuoteInput['dimensionsCm'], divisor: number): number {
  return volumetricWeightG(dimensions.length * dimensions.width * dimensions.height, divisor);
}

/** The band price for a chargeable weight; beyond the last band, each started step adds its price. */
export function baseFeeFor(tariff: TierTariff, chargeableG: number): number {
  const kg = kilogramsOf(chargeableG);
  const band = tariff.bands.find((candidate) => kg <= candidate.maxKg);
  if (band) return band.price;
  const last = tariff.bands[tariff.bands.length - 1];
  const steps = Math.ceil(Number(((kg - last.maxKg) / tariff.beyond.stepKg).toFixed(9)));
  return last.price + steps * tariff.beyond.price;
}

export function quote(input: QuoteInput, tariff: Tariff): Quote {
  if (input.tier === 'SUPER' && input.packageType !== 'DOCUMENT') throw new PricingError('SUPER_DOCUMENTS_ONLY');
  if (input.tier === 'PREMIUM' && !input.product.isPremium) throw new PricingError('PREMIUM_PRODUCT_NOT_SUPPORTED');
  const route = routeTariff(tariff, input);
  const tierTariff = route.tiers[input.tier];
  if (!tierTariff) throw new PricingError('TIER_NOT_ON_ROUTE');

  const dimensionalG = dimensionalWeightG(input.dimensionsCm, tariff.dimensionalDivisor);
  const chargeableG = Math.max(input.weightG, dimensionalG);
  if (dimensionalG > gramsOf(tariff.maxDimensionalKg[input.packageType])) {
    throw new PricingError(
      input.packageType === 'DOCUMENT' ? 'DIM_WEIGHT_OVER_LIMIT_DOCUMENT' : 'DIM_WEIGHT_OVER_LIMIT_PARCEL',
    );
  }
  const baseFee = baseFeeFor(tierTariff, chargeableG);
  const fees = route.doorFees;
  const doorFee = (input.handover[0] === 'D' ? fees.pickup : 0) + (input.handover[2] === 'D' ? fees.delivery : 0);
  const carriage = baseFee + doorFee;
  const { percent, minimum } = route.valuableSurcharge;
  const surcharge = input.product.type === 'VUN' ? Math.max(minimum, percentOf(carriage, percent)) : 0;
  return {
    actualWeightG: input.weightG,
    dimensionalWeightG: dimensionalG,
    chargeableWeightG: chargeableG,
    baseFee,
    doorFee,
    surcharge,
    shippingFee: carriage + surcharge,
  };
}

/** The tiers, door fees and surcharge of the shipment's route: its direction's inside Vietnam or across. */
function routeTariff(
  tariff: Tariff,
  input: Pick<QuoteInput, 'routeClass' | 'direction'>,
): Pick<CrossBorderTariff, 'tiers' | 'doorFees' | 'valuableSurcharge'> {
  if (input.direction) return tariff.crossBorder[input.direction];
  return {
    tiers: tariff.tiers[input.routeClass],
    doorFees: tariff.doorFees[input.routeClass],
    valuableSurcharge: tariff.valuableSurcharge,
  };
}
