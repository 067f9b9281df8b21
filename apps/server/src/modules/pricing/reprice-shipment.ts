import { convert } from '@skyparcel/domain/amounts';
import type { Direction } from '@skyparcel/domain/cross-border';
import { type Handover, type Quote, type RouteClass, routeClassOf, type Tier } from '@skyparcel/domain/pricing';
import { vietnamDay } from '@skyparcel/domain/time-zones';
import type { Database } from '../../db/database.ts';
import { loadTariff } from './tariff-repository.ts';
import { type PricedShipment, quoteShipment } from './tier-plans.ts';

/*
 * Pricing after the order: the same tariff and engine as the price call and order creation,
 * applied to what operations found (the hub's measurement, a receiver who was not there).
 */

/** An order's route as pricing reads it: its provinces, its direction across the border, its booked rate. */
type Provinces = {
  originProvince: string;
  destinationProvince: string;
  direction?: Direction;
  /** Dong per unit of the order's currency; null for an order in dong. */
  vndRate?: number | null;
};

/**
 * One handover kind of one tier, priced for the size given, on the route between two provinces, with
 * the prices of the Vietnamese day the order was placed (a tariff change never reprices it).
 */
export async function quoteMeasuredShipment(
  db: Database,
  shipment: Provinces & {
    tier: Tier;
    handover: Handover;
    product: PricedShipment['product'];
    size: { weightG: number; dimension: string };
    placedAt: Date;
  },
): Promise<Quote> {
  const tariff = await loadTariff(db, vietnamDay(shipment.placedAt));
  return quoteShipment(tariff, { ...shipment, routeClass: routeClassOfRoute(shipment) });
}

/**
 * The tariff's no-show fee for the route, in the order's currency: a second delivery run is our
 * couriers' in Vietnam (dong), so a won order pays it at its booked rate.
 */
export async function noShowFeeFor(db: Database, route: Provinces): Promise<number> {
  const tariff = await loadTariff(db);
  const fee = tariff.noShowFee[routeClassOfRoute(route)];
  return route.vndRate ? convert(fee, 1, route.vndRate) : fee;
}

function routeClassOfRoute(route: Provinces): RouteClass {
  return routeClassOf(route.originProvince, route.destinationProvince);
}
