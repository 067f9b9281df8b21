import { z } from 'zod';
import { DIRECTIONS, ORDER_CURRENCIES } from './cross-border.ts';
import { COUNTRIES } from './location-id.ts';
import { HANDOVERS } from './pricing.ts';
import { tierOfferSchema } from './pricing-contracts.ts';
import { refineWeightLimit, shipmentFields } from './shipment-rules.ts';

/*
 * The price calculator open to visitors who have not signed in (issue 34): what ordinary goods of a
 * weight and size cost between two provinces, by the same engine as the order screen.
 */

/** Estimates a visitor may ask from one address in ten minutes (counted in the database). */
export const PRICE_ESTIMATE_LIMIT = { estimates: 60, windowSeconds: 600 } as const;

/** A province as the calculator offers it: country "0" Vietnam or "1" Korea, and its province code. */
export const estimatePlaceSchema = z.object({
  country: z.enum(COUNTRIES, { error: 'validation_required' }),
  province: z.string({ error: 'validation_required' }).min(1, { error: 'validation_required' }).max(12),
});
export type EstimatePlace = z.infer<typeof estimatePlaceSchema>;

/** `GET /v1/price-estimate/places`: where a parcel can be picked up, and where it can go, named in the reader's language. */
export const estimatePlacesSchema = z.object({
  origins: z.array(estimatePlaceSchema.extend({ name: z.string() })),
  destinations: z.array(estimatePlaceSchema.extend({ name: z.string() })),
});
export type EstimatePlaces = z.infer<typeof estimatePlacesSchema>;

/** `POST /v1/price-estimate`: two provinces, parcel or document, the weight and the sides. */
export const priceEstimateRequestSchema = z
  .object({
    origin: estimatePlaceSchema,
    destination: estimatePlaceSchema,
    packageType: z.enum(['PARCEL', 'DOCUMENT'], { error: 'validation_required' }),
    weight: shipmentFields.weight,
    dimension: shipmentFields.dimension,
    isInseparable: shipmentFields.isInseparable,
  })
  .superRefine(refineWeightLimit);
export type PriceEstimateRequest = z.input<typeof priceEstimateRequestSchema>;

/** One handover kind's Standard price and arrival. */
export const estimatedMethodSchema = z.object({
  deliveryType: z.enum(HANDOVERS),
  price: z.number().int(),
  estDateTime: z.string(),
});

export const priceEstimateSchema = z.object({
  direction: z.enum(['DOMESTIC', ...DIRECTIONS]),
  currency: z.enum(ORDER_CURRENCIES),
  /** The weight charged: the larger of the weight and the volume's (kg). */
  chargeableWeight: z.number(),
  /** Standard, per handover kind the route offers. */
  methods: z.array(estimatedMethodSchema),
  /** Standard and Premium side by side (from-price and arrival, or why one cannot be had). */
  tiers: z.array(tierOfferSchema),
});
export type PriceEstimate = z.infer<typeof priceEstimateSchema>;
