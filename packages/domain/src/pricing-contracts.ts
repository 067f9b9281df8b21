import { z } from 'zod';
import { DIRECTIONS, ORDER_CURRENCIES } from './cross-border.ts';
import { goodsInfoSchema } from './goods-declaration-contracts.ts';
import { type LocationId, parseLocationId } from './location-id.ts';
import { paymentConfigSchema } from './payment-contracts.ts';
import { HANDOVERS, ROUTE_CLASSES, TIERS } from './pricing.ts';
import { refineShipment, refineWeightLimit, shipmentFields } from './shipment-rules.ts';

/*
 * The calls of the pricing module: the price call (saved addresses) and the preorder quote
 * (bare locations), with the delivery methods they answer (spec 1 sections 3 and 7).
 */

/** The price call: a shipment plus the voucher to preview (it is redeemed only by the order). */
export const priceRequestSchema = z
  .object({
    ...shipmentFields,
    voucher: z.string().trim().max(40).optional().or(z.literal('')),
    // A cross-border parcel's declared goods: their value decides the 150 USD rule and the duty.
    goodsInfo: goodsInfoSchema.optional(),
  })
  .superRefine(refineShipment);
export type PriceRequest = z.output<typeof priceRequestSchema>;
/** What a client sends (defaults may be left out). */
export type PriceRequestBody = z.input<typeof priceRequestSchema>;

/**
 * A location id as the spec's originId/destinationId send it: a list [country, province,
 * district, village], or the same four parts joined by "-".
 */
const locationIdField = z
  .union([z.array(z.string()).length(4), z.string()], { error: 'validation_required' })
  .transform((value, context): LocationId => {
    const id = parseLocationId(Array.isArray(value) ? value.join('-') : value);
    if (!id) {
      context.addIssue({ code: 'custom', message: 'validation_invalid' });
      return z.NEVER;
    }
    return id;
  });

/**
 * `POST /v1/preorder_nationwide` (spec 1 section 7): a quote between two locations before any
 * address is chosen. Weight and dimension are optional (DEFAULT_SHIPMENT_SIZE); goods_info is
 * ignored (a quote before the goods are declared prices no duty); service_type is the handover kind answered first.
 */
export const preorderRequestSchema = z
  .object({
    originId: locationIdField,
    destinationId: locationIdField,
    serviceType: z.enum(HANDOVERS, { error: 'validation_invalid' }).default('D2D'),
    goodsInfo: z.unknown().optional(),
    productId: shipmentFields.productId,
    weight: shipmentFields.weight.optional(),
    dimension: shipmentFields.dimension.optional(),
    isInseparable: shipmentFields.isInseparable,
    premium: shipmentFields.premium,
    super: shipmentFields.super,
  })
  .superRefine(refineWeightLimit);
export type PreorderRequest = z.output<typeof preorderRequestSchema>;

/** A Super receiving slot of the day, Vietnam time, with what choosing it adds (whole VND). */
export const timeSlotSchema = z.object({ start: z.string(), end: z.string(), superFee: z.number().int() });
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const receivedTimeSlotDaySchema = z.object({ date: z.string(), slots: z.array(timeSlotSchema) });

export const flightSchema = z.object({
  flightId: z.string(),
  flightNumber: z.string(),
  origin: z.string(),
  destination: z.string(),
  departureAt: z.string(),
  arrivalAt: z.string(),
});

/** One way of handing the parcel over (D2D, D2P, P2D, P2P), priced and timed (spec 1 section 3). */
export const deliveryMethodSchema = z.object({
  deliveryType: z.enum(HANDOVERS),
  /** In `currency`: dong inside Vietnam and to Korea, won from Korea. */
  price: z.number().int(),
  currency: z.enum(ORDER_CURRENCIES),
  /** What the previewed voucher would take off this price; the order redeems it and checks again. */
  discount: z.number().int(),
  /** Customs duty on the declared goods (cross-border; 0 inside Vietnam). */
  dutyFee: z.number().int(),
  /** Customs clearance of a cross-border shipment; 0 inside Vietnam. */
  clearanceFee: z.number().int(),
  /** Customs inspection of declared categories that need it; 0 otherwise. */
  extraClearanceFee: z.number().int(),
  /** Dong per unit of `currency` today, for the dong total shown beside a won one; null in dong. */
  rate: z.number().nullable(),
  toCurrency: z.literal('VND').nullable(),
  /** kg */
  chargeableWeight: z.number(),
  breakdown: z.object({ baseFee: z.number().int(), doorFee: z.number().int(), surcharge: z.number().int() }),
  estDateTime: z.string(),
  /** 1 where that side is a post office (P), 0 at the door. */
  originDop: z.number().int(),
  destinationDop: z.number().int(),
  transportRule: z.string(),
  /** Why this handover cannot be chosen for the product (the rule order creation enforces), or null. */
  unavailable: z.object({ code: z.string(), message: z.string() }).nullable(),
  flight: flightSchema.nullable(),
  /** Super: the receiving slots and the window they span; other tiers an empty list. */
  items: z.object({
    minEndTime: z.string(),
    before: z.string(),
    receivedTimeSlots: z.array(receivedTimeSlotDaySchema),
  }),
});
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

/**
 * Standard or Premium on this route: its cheapest price and arrival, or why it cannot be had
 * (the price call answers both, so the screen shows what Premium buys).
 */
export const tierOfferSchema = z.object({
  tier: z.enum(TIERS),
  fromPrice: z.number().int().nullable(),
  estDateTime: z.string().nullable(),
  unavailable: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type TierOffer = z.infer<typeof tierOfferSchema>;

/** `POST /v1/order/calculate-price`: the methods of the chosen tier, the voucher preview and the payment config. */
export const priceAnswerSchema = z.object({
  tier: z.enum(TIERS),
  routeClass: z.enum(ROUTE_CLASSES),
  /** Inside Vietnam, or across the border (OUTBOUND VN→KR, INBOUND KR→VN). */
  direction: z.enum(['DOMESTIC', ...DIRECTIONS]),
  /** What every method is priced in. */
  currency: z.enum(ORDER_CURRENCIES),
  transportRule: z.string(),
  methods: z.array(deliveryMethodSchema),
  /** Standard and Premium compared (empty under Super, which carries documents only). */
  tiers: z.array(tierOfferSchema),
  voucher: z.object({ code: z.string(), res: z.string() }).nullable(),
  paymentConfig: paymentConfigSchema,
});
export type PriceAnswer = z.infer<typeof priceAnswerSchema>;

/** `POST /v1/preorder_nationwide`: the price call's answer, the requested handover kind first. */
export const preorderAnswerSchema = priceAnswerSchema.extend({ serviceType: z.enum(HANDOVERS) });
export type PreorderAnswer = z.infer<typeof preorderAnswerSchema>;
