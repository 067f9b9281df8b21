import { CROSS_BORDER_HANDOVERS, type Direction } from '@skyparcel/domain/cross-border';
import { errorMessage } from '@skyparcel/domain/messages';
import {
  HANDOVERS,
  type Handover,
  PricingError,
  premiumBuysTime,
  type Quote,
  quote,
  type RouteClass,
  type Tariff,
  type Tier,
} from '@skyparcel/domain/pricing';
import type { TierOffer } from '@skyparcel/domain/pricing-contracts';
import { type Dimensions, parseDimension } from '@skyparcel/domain/shipment-rules';
import { AppError } from '../../http/app-error.ts';
import type { CallerContext } from '../../http/call-context.ts';
import { type DeliveryEstimate, estimateCrossBorderDelivery, estimateDelivery } from './delivery-estimate.ts';

/** What pricing needs of a call: the database, the answer's language and the time (a visitor's estimate has no customer). */
export type PricingContext = Pick<CallerContext, 'db' | 'language' | 'now'>;

/** The two ends of a domestic route, from saved addresses (price call, order) or bare locations (preorder). */
export type RouteEnds = {
  origin: { country: string; province: string };
  destination: { country: string; province: string };
};

/** What is priced: the size, the route class and the product, the same for every tier. */
export type PricedShipment = {
  size: { weightG: number; dimension: string };
  routeClass: RouteClass;
  /** Across the border: its direction, priced by that direction's tariff. */
  direction?: Direction;
  product: { packageType: 'PARCEL' | 'DOCUMENT'; isPremium: boolean; type: string | null };
};

/** One tier on one route: a quote per handover kind and when it would arrive. */
export type TierPlan = { tier: Tier; quotes: { handover: Handover; quote: Quote }[]; estimate: DeliveryEstimate };

/**
 * Prices every handover kind of the route (inside Vietnam all four; across the border those with a
 * door on the Korean side) and times the tier by its cut-off, flight and last mile.
 */
export async function planTier(
  context: PricingContext,
  tariff: Tariff,
  route: RouteEnds,
  shipment: PricedShipment & { tier: Tier },
): Promise<TierPlan> {
  const { direction, tier } = shipment;
  // Korea's pickup partner collects on its own schedule: nothing faster than Standard from there.
  if (direction === 'INBOUND' && tier !== 'BASIC') throw new AppError('KOREA_PICKUP_TIER_NOT_SUPPORTED');
  const handovers = direction ? CROSS_BORDER_HANDOVERS[direction] : HANDOVERS;
  // One size for every handover kind: read once, not once per kind.
  const dimensionsCm = dimensionsOf(shipment);
  const quotes = handovers.map((handover) => ({
    handover,
    quote: quoteSized(tariff, { ...shipment, handover }, dimensionsCm),
  }));
  const weightG = quotes[0].quote.chargeableWeightG;
  const service = tariff.tierService[tier];
  const estimatedRoute = { routeClass: shipment.routeClass, ...route };
  const estimate = direction
    ? await estimateCrossBorderDelivery(
        context.db,
        { ...estimatedRoute, direction },
        weightG,
        service,
        tariff.crossBorder[direction],
        context.now,
      )
    : await estimateDelivery(context.db, estimatedRoute, weightG, service, context.now);
  return { tier, quotes, estimate };
}

/** The tier compared with the chosen one (Standard with Premium); Super is compared with none. */
export const comparedTier = (tier: Tier): Tier | null =>
  tier === 'SUPER' ? null : tier === 'PREMIUM' ? 'BASIC' : 'PREMIUM';

/**
 * Standard and Premium side by side, so the screen can show what Premium buys (docs/decisions/order-screen-limits-and-errors.md,
 * "Honest tiers"). Both plans are given (the other one planned beside the chosen one, at the same
 * time); a tier that cannot be had says why. Premium that arrives no earlier than Standard is not
 * offered. A chosen Premium that is not offered is refused, as order creation refuses it.
 */
export function compareStandardAndPremium(
  context: PricingContext,
  chosen: TierPlan,
  other: TierPlan | AppError,
): TierOffer[] {
  const otherTier: Tier = chosen.tier === 'PREMIUM' ? 'BASIC' : 'PREMIUM';
  const plans = { [chosen.tier]: chosen, [otherTier]: other } as Record<'BASIC' | 'PREMIUM', TierPlan | AppError>;
  const { BASIC: standard, PREMIUM: premium } = plans;
  const premiumIsSlower =
    !(premium instanceof AppError) &&
    !(standard instanceof AppError) &&
    !premiumBuysTime(standard.estimate.estDateTime, premium.estimate.estDateTime);
  if (premiumIsSlower && chosen.tier === 'PREMIUM') throw new AppError('PREMIUM_NOT_FASTER_ON_ROUTE');
  return [
    toOffer(context, 'BASIC', standard),
    toOffer(context, 'PREMIUM', premiumIsSlower ? new AppError('PREMIUM_NOT_FASTER_ON_ROUTE') : premium),
  ];
}

/** A tier's plan, or the refusal that says why the tier cannot be had. */
export async function planOrRefusal(
  context: PricingContext,
  tariff: Tariff,
  route: RouteEnds,
  shipment: PricedShipment & { tier: Tier },
): Promise<TierPlan | AppError> {
  try {
    return await planTier(context, tariff, route, shipment);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

function toOffer(context: PricingContext, tier: Tier, plan: TierPlan | AppError): TierOffer {
  if (plan instanceof AppError) {
    const unavailable = { code: plan.code, message: errorMessage(context.language, plan.code) };
    return { tier, fromPrice: null, estDateTime: null, unavailable };
  }
  const fromPrice = Math.min(...plan.quotes.map(({ quote: q }) => q.shippingFee));
  return { tier, fromPrice, estDateTime: plan.estimate.estDateTime.toISOString(), unavailable: null };
}

/**
 * One handover kind of one tier priced by the tariff; the engine's refusals become the API's
 * errors. Also what re-prices an order with the weight and size the hub measured.
 */
export function quoteShipment(tariff: Tariff, shipment: PricedShipment & { tier: Tier; handover: Handover }): Quote {
  return quoteSized(tariff, shipment, dimensionsOf(shipment));
}

/** The shipment's length, width and height in cm; a dimension that is not three sizes is the field's error. */
function dimensionsOf(shipment: PricedShipment): Dimensions {
  const dimensions = parseDimension(shipment.size.dimension);
  if (!dimensions) throw AppError.validation([{ field: 'dimension', code: 'validation_required' }]);
  return dimensions;
}

function quoteSized(
  tariff: Tariff,
  shipment: PricedShipment & { tier: Tier; handover: Handover },
  dimensions: Dimensions,
): Quote {
  try {
    return quote(
      {
        routeClass: shipment.routeClass,
        direction: shipment.direction,
        tier: shipment.tier,
        handover: shipment.handover,
        packageType: shipment.product.packageType,
        weightG: shipment.size.weightG,
        dimensionsCm: dimensions,
        product: shipment.product,
      },
      tariff,
    );
  } catch (error) {
    if (!(error instanceof PricingError)) throw error;
    throw new AppError(error.code === 'TIER_NOT_ON_ROUTE' ? 'SUPER_ROUTE_NOT_SUPPORTED' : error.code);
  }
}
