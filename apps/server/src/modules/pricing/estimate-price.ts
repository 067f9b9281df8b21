import { currencyOfRoute } from '@skyparcel/domain/cross-border';
import { HOME_COUNTRY, KOREA_COUNTRY } from '@skyparcel/domain/location-id';
import {
  type EstimatePlace,
  type EstimatePlaces,
  PRICE_ESTIMATE_LIMIT,
  type PriceEstimate,
  type priceEstimateRequestSchema,
} from '@skyparcel/domain/price-estimate-contracts';
import { routeClassOf } from '@skyparcel/domain/pricing';
import { domesticModeOf } from '@skyparcel/domain/shipment-rules';
import { gramsOf, kilogramsOf } from '@skyparcel/domain/weights';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { getPickupProvinces } from '../addresses/get-pickup-provinces.ts';
import { createAttemptCounter } from '../auth/attempt-counter.ts';
import { locationOptions } from '../locations/list-locations.ts';
import { assertRouteOffered, assertWeightWithinMode } from './calculate-delivery-methods.ts';
import { loadTariff } from './tariff-repository.ts';
import { compareStandardAndPremium, type PricingContext, planOrRefusal, planTier } from './tier-plans.ts';

export type EstimateCall<I = undefined> = PricingContext & { input: I; ip: string };

/**
 * What ordinary goods are priced as: not fragile (no surcharge), cleared for Premium and for
 * Korea. Special goods and fragile ones are priced on the order screen, which knows the product.
 */
const ORDINARY_GOODS = { isPremium: true, type: null } as const;

/**
 * `GET /v1/price-estimate/places`: the provinces a visitor can price from (those we pick up in,
 * and Korea's when parcels come from there) and to (every province, Korea's when parcels go there).
 */
export async function estimatePlaces(call: PricingContext): Promise<EstimatePlaces> {
  const [tariff, pickups, vietnam, korea] = await Promise.all([
    loadTariff(call.db),
    getPickupProvinces(call),
    provincesOf(call, HOME_COUNTRY),
    provincesOf(call, KOREA_COUNTRY),
  ]);
  const origins: EstimatePlaces['origins'] = pickups.map(({ province, name }) => ({
    country: HOME_COUNTRY,
    province,
    name,
  }));
  return {
    origins: tariff.crossBorder.INBOUND.open ? [...origins, ...korea] : origins,
    destinations: tariff.crossBorder.OUTBOUND.open ? [...vietnam, ...korea] : vietnam,
  };
}

async function provincesOf(
  call: PricingContext,
  country: EstimatePlace['country'],
): Promise<EstimatePlaces['origins']> {
  const options = await locationOptions(call.db, { level: 'province', country }, call.language);
  return options.map((option) => ({ country, province: option.value, name: option.label }));
}

/**
 * `POST /v1/price-estimate`, open to anyone: Standard's price per handover kind and Standard beside
 * Premium, for ordinary goods of that weight and size between two provinces, by the order screen's
 * engine. Every estimate counts against the address's limit in the database.
 */
export async function estimatePrice(
  call: EstimateCall<z.output<typeof priceEstimateRequestSchema>>,
): Promise<PriceEstimate> {
  const counter = createAttemptCounter(call.db, PRICE_ESTIMATE_LIMIT.windowSeconds, () => call.now);
  await counter.count([{ key: `price-estimate:${call.ip}`, limit: PRICE_ESTIMATE_LIMIT.estimates }]);
  const { origin, destination, packageType, isInseparable } = call.input;
  await assertProvincesExist(call, call.input);
  const tariff = await loadTariff(call.db);
  const route = { origin, destination };
  const kind = await assertRouteOffered(call.db, route, tariff);
  const size = { weightG: gramsOf(call.input.weight), dimension: call.input.dimension };
  assertWeightWithinMode(size.weightG, domesticModeOf({ tier: 'BASIC', packageType, isInseparable }));
  const shipment = {
    size,
    routeClass: routeClassOf(origin.province, destination.province),
    product: { ...ORDINARY_GOODS, packageType },
    direction: kind === 'DOMESTIC' ? undefined : kind,
  };
  const [standard, premium] = await Promise.all([
    planTier(call, tariff, route, { ...shipment, tier: 'BASIC' }),
    planOrRefusal(call, tariff, route, { ...shipment, tier: 'PREMIUM' }),
  ]);
  const estDateTime = standard.estimate.estDateTime.toISOString();
  return {
    direction: kind,
    currency: currencyOfRoute(kind),
    chargeableWeight: kilogramsOf(standard.quotes[0].quote.chargeableWeightG),
    methods: standard.quotes.map(({ handover, quote }) => ({
      deliveryType: handover,
      price: quote.shippingFee,
      estDateTime,
    })),
    tiers: compareStandardAndPremium(call, standard, premium),
  };
}

/** Both provinces must be ones the calculator offers (a made-up code is a field error, not a price). */
async function assertProvincesExist(
  call: PricingContext,
  input: { origin: { country: string; province: string }; destination: { country: string; province: string } },
) {
  const issues = [];
  for (const field of ['origin', 'destination'] as const) {
    const { country, province } = input[field];
    const provinces = await locationOptions(call.db, { level: 'province', country }, call.language);
    if (!provinces.some((option) => option.value === province))
      issues.push({ field: `${field}.province`, code: 'validation_invalid' });
  }
  if (issues.length > 0) throw AppError.validation(issues);
}
