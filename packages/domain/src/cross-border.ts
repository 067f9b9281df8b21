import { convert, percentOf } from './amounts.ts';
import { HOME_COUNTRY } from './location-id.ts';
import type { Handover, Tier, TierTariff } from './pricing.ts';

/*
 * Orders between Vietnam and Korea (issue 15). Outbound leaves the home country for Korea
 * (VN→KR: declared goods under 150 USD, the receiver's pccc, priced in dong); inbound comes
 * home from Korea (KR→VN: priced and paid in won). docs/decisions/cross-border-orders.md says why
 * these names follow the issue rather than the spec's one sentence that swaps them.
 */
export const DIRECTIONS = ['OUTBOUND', 'INBOUND'] as const;
export type Direction = (typeof DIRECTIONS)[number];
/** A route: inside Vietnam, or one of the two directions. */
export type RouteKind = 'DOMESTIC' | Direction;

export const ORDER_CURRENCIES = ['VND', 'KRW'] as const;
export type OrderCurrency = (typeof ORDER_CURRENCIES)[number];

/**
 * The route between two countries, or null for one the product does not carry: inside Korea
 * ('no shipping inside Korea').
 */
export function routeKindOf(originCountry: string, destinationCountry: string): RouteKind | null {
  const fromHome = originCountry === HOME_COUNTRY;
  const toHome = destinationCountry === HOME_COUNTRY;
  if (fromHome && toHome) return 'DOMESTIC';
  if (fromHome) return 'OUTBOUND';
  if (toHome) return 'INBOUND';
  return null;
}

/** Inbound is priced and paid in won; everything else in dong (spec 1 section 1). */
export const currencyOfRoute = (kind: RouteKind): OrderCurrency => (kind === 'INBOUND' ? 'KRW' : 'VND');

/** Extra services (packaging, SMS...) are sold at home: domestic and outbound orders only (spec 1 section 4). */
export const offersExtraServices = (kind: RouteKind): boolean => kind !== 'INBOUND';

/**
 * The handovers of a cross-border route: the Korean side is always a door (our partner's couriers
 * collect and deliver; there are no SkyParcel post offices in Korea).
 */
export const CROSS_BORDER_HANDOVERS: Record<Direction, readonly Handover[]> = {
  OUTBOUND: ['D2D', 'P2D'],
  INBOUND: ['D2D', 'D2P'],
};

/**
 * One direction's tariff (data, tariffs.json `crossBorder`): carriage per tier in the direction's
 * currency, the customs lines and the route switch.
 */
export type CrossBorderTariff = {
  /** Whether the direction is sold now: a route switch in data (spec 1 section 8). */
  open: boolean;
  currency: OrderCurrency;
  /** The tiers sold in this direction; a tier left out is refused. */
  tiers: Partial<Record<Tier, TierTariff>>;
  doorFees: { pickup: number; delivery: number };
  valuableSurcharge: { percent: number; minimum: number };
  /** Customs clearance of every order, documents included. */
  clearanceFee: number;
  /** Goods categories customs inspect (quarantine, cosmetics): declaring any of them adds `fee` once. */
  extraClearance: { categoryCodes: string[]; fee: number };
  /** Duty on goods declared above `freeUpToUsd` in all: `percent` of the whole declared value. */
  duty: { freeUpToUsd: number; percent: number };
  /** Customs clearance and the hand-over to the destination's couriers, between the flight's arrival and the tier's last mile. */
  clearanceMinutes: number;
  /** How many days ahead a flight with room is looked for. */
  searchDays: number;
};

/** The customs lines of an order: clearance always, extra clearance when an inspected category is declared. */
export function customsFees(
  tariff: CrossBorderTariff,
  declaredCategoryCodes: readonly string[],
): { clearanceFee: number; extraClearanceFee: number } {
  const inspected = declaredCategoryCodes.some((code) => tariff.extraClearance.categoryCodes.includes(code));
  return { clearanceFee: tariff.clearanceFee, extraClearanceFee: inspected ? tariff.extraClearance.fee : 0 };
}

/**
 * Duty in the order's currency: nothing up to the duty-free value, above it the tariff's percent
 * of everything declared, the dollars converted by the day's rates (dong per unit).
 */
export function dutyFee(
  tariff: CrossBorderTariff,
  declaredCents: number,
  rates: { usd: number; orderCurrency: number },
): number {
  if (declaredCents <= tariff.duty.freeUpToUsd * 100) return 0;
  const value = convert(declaredCents / 100, rates.usd, rates.orderCurrency);
  return percentOf(value, tariff.duty.percent);
}
