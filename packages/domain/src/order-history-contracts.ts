import { z } from 'zod';
import { hasInvisibleCharacters } from './account-rules.ts';
import { calendarDayField, pageNumberField } from './api-envelope.ts';
import { CANCEL_REASON_MAX_LENGTH, CANCEL_REFUSALS } from './cancellation.ts';
import { DIRECTIONS } from './cross-border.ts';
import { ADJUSTMENT_DIRECTIONS, ADJUSTMENT_SETTLEMENTS, FEE_ADJUSTMENT_KINDS } from './fee-adjustment-rules.ts';
import { orderGoodsItemSchema } from './goods-declaration-contracts.ts';
import { orderOfficeSchema, orderRouteSchema } from './order-contracts.ts';
import { ORDER_SEARCH_MAX_LENGTH, orderSearchTerm } from './order-search.ts';
import { orderPaymentSchema, PAYMENT_METHODS } from './payment-contracts.ts';
import { HANDOVERS } from './pricing.ts';
import { dayRangeProblem } from './time-zones.ts';
import { ORDER_CODE_PATTERN } from './tracking-codes.ts';
import {
  CANCEL_REASONS,
  ORDER_LIST_PAGE_SIZE,
  ORDER_LIST_TAB_NAMES,
  ORDER_STATUSES,
  TRACKING_EVENT_KINDS,
  TRACKING_LEGS,
  TRACKING_STEP_NAMES,
} from './tracking-rules.ts';

/*
 * The customer's orders after placing them (spec 2 sections 3 and 7): `GET /v1/orders` and
 * `GET /v1/order/detail/{id}`. The journey's rules are in tracking-rules.ts.
 */

/**
 * What narrows the order list (issue 37): a status tab, a text found in the code, receiver's name or
 * phone (order-search.ts), and a period of Vietnamese calendar days the order was placed in.
 */
const orderListFilterShape = {
  type: z.enum(ORDER_LIST_TAB_NAMES, { error: 'validation_invalid' }).default('ALL'),
  /** The spec's client sends ver=FINISHED with the FINISHED tab; it changes nothing here. */
  ver: z.literal('FINISHED', { error: 'validation_invalid' }).optional(),
  q: z
    .string({ error: 'validation_invalid' })
    .max(ORDER_SEARCH_MAX_LENGTH, { error: 'validation_max_length' })
    .transform(orderSearchTerm)
    .optional(),
  fromDate: calendarDayField.optional(),
  toDate: calendarDayField.optional(),
};

/** A period whose end comes before its start lists nothing: refused at its end. */
export function refuseBackwardsPeriod(filter: { fromDate?: string; toDate?: string }, context: z.RefinementCtx) {
  if (!filter.fromDate || !filter.toDate) return;
  const problem = dayRangeProblem({ fromDate: filter.fromDate, toDate: filter.toDate });
  if (problem) context.addIssue({ code: 'custom', path: ['toDate'], message: problem });
}

/** `GET /v1/orders`: the filter and a page, 25 a page (spec 2 section 9). */
export const ordersQuerySchema = z
  .object({
    ...orderListFilterShape,
    perPage: z.coerce
      .number({ error: 'validation_invalid' })
      .int()
      .min(1)
      .max(ORDER_LIST_PAGE_SIZE)
      .default(ORDER_LIST_PAGE_SIZE),
    page: pageNumberField,
  })
  .superRefine(refuseBackwardsPeriod);
export type OrdersFilter = Pick<z.output<typeof ordersQuerySchema>, 'type' | 'q' | 'fromDate' | 'toDate'>;

/** `GET /v1/orders/export`: every order the filter finds, as a spreadsheet. */
export const ordersExportQuerySchema = z.object(orderListFilterShape).superRefine(refuseBackwardsPeriod);
export type OrdersQuery = z.input<typeof ordersQuerySchema>;

/** One step of the journey as the customer reads it (spec 2 section 3, trackingInfoVenus). */
export const trackingLineSchema = z.object({
  step: z.enum(TRACKING_STEP_NAMES),
  kind: z.enum(TRACKING_EVENT_KINDS),
  leg: z.enum(TRACKING_LEGS),
  date: z.iso.datetime(),
  /** In the request's language. */
  title: z.string(),
  content: z.string(),
  hubName: z.string().nullable(),
  flight: z.string().nullable(),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  /** What the customer wrote when cancelling; only on the customer's own order, never on public tracking. */
  customerNote: z.string().nullable(),
});
export type TrackingLine = z.infer<typeof trackingLineSchema>;

const orderItemSchema = z.object({
  name: z.string(),
  productionCode: z.string(),
  productName: z.string(),
  /** The goods category of a declared item; null for a domestic order's product. */
  categories: z.object({ name: z.string() }).nullable(),
});

const extraPriceSchema = z.object({ code: z.string(), name: z.string(), price: z.number().int() });

/** An order in the list (spec 2 section 3, "Order list item"). Money in whole units of `currency`. */
export const orderListItemSchema = z.object({
  /** The human-readable code. */
  orderId: z.string(),
  uuid: z.uuid(),
  id: z.uuid(),
  status: z.enum(ORDER_STATUSES),
  /** The list's display name (spec 2 section 4): processing, sending, receiving, cancelled, completed. */
  statusName: z.enum(['processing', 'sending', 'receiving', 'cancelled', 'completed']),
  /** A gateway payment not received yet (a virtual account waiting for its transfer): shown instead of processing. */
  awaitingPayment: z.boolean(),
  createdAt: z.iso.datetime(),
  fromName: z.string(),
  fromPhone: z.string(),
  senderAddress: z.string(),
  toName: z.string(),
  toPhone: z.string(),
  receiverAddress: z.string(),
  orderDetails: z.array(orderItemSchema),
  amount: z.number().int(),
  currency: z.string(),
  /** A foreign-currency order's total converted to dong; null when the order is in dong. */
  toPrice: z.number().int().nullable(),
  toCurrency: z.string().nullable(),
  /** The expected arrival. */
  minEndTime: z.iso.datetime(),
  /** Super's receiving slot (HH:mm, Vietnam time); null for other tiers. */
  timeSlotFrom: z.string().nullable(),
  timeSlotTo: z.string().nullable(),
  platform: z.enum(['c2c', 'cargo']),
  paymentMethod: z.enum(PAYMENT_METHODS),
  vnpBank: z.string().nullable(),
  /** When the payment was received; null while it is not. */
  paymentTime: z.iso.datetime().nullable(),
  /** The shipper is booked to deliver before this. */
  beforeTime: z.iso.datetime(),
  allowCancel: z.boolean(),
  cargoAllowCancel: z.boolean(),
  /** Until when a Cargo Direct order may be cancelled (its policy applied to its flight when booked); null for C2C. */
  cargoCancelBefore: z.iso.datetime().nullable(),
  awb: z.object({ airwayBillNumber: z.string() }).nullable(),
  transportRules: z.array(z.string()),
  properties: z.object({
    /** The service: standard, premium, super. */
    deliveryOms: z.enum(['standard', 'premium', 'super', 'cargo', 'korea']),
    extractPrice: z.object({ dutyFee: z.number().int() }),
    diffShippingFee: z.number().int(),
    noShowFee: z.number().int(),
  }),
  extraPrices: z.array(extraPriceSchema),
  discountAmount: z.number().int(),
  /** The latest step only; the detail has them all. */
  trackingInfoVenus: z.array(trackingLineSchema),
  deliveryType: z.enum(HANDOVERS),
  /** Inside Vietnam, or across the border: OUTBOUND (Vietnam to Korea), INBOUND (Korea to Vietnam). */
  direction: z.enum(['DOMESTIC', ...DIRECTIONS]),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/** The detail's payment summary (spec 2 section 3, "Fees"), whole units of the order's currency. */
export const orderFeeSummarySchema = z.object({
  /** Carriage without the surcharge. */
  shippingFee: z.number().int(),
  surcharge: z.number().int(),
  superFee: z.number().int(),
  /** Extra services by code: packaging, sms, guarantee (value), fragile. */
  extras: z.array(extraPriceSchema),
  customsClearanceFee: z.number().int(),
  extraClearanceFee: z.number().int(),
  dutyFee: z.number().int(),
  noShowFee: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  /** What the customer has paid and kept paid: the payment received minus what was given back. */
  paidTotal: z.number().int(),
  currency: z.string(),
  /** The total in dong, which the spec shows beside a foreign total. */
  totalVnd: z.number().int(),
});
export type OrderFeeSummary = z.infer<typeof orderFeeSummarySchema>;

/**
 * A change of the order's total after it was placed (spec 2 sections 3-4): the security check's
 * re-pricing or the no-show fee, and whether its refund or recharge has gone through.
 */
export const feeAdjustmentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(FEE_ADJUSTMENT_KINDS),
  previousTotal: z.number().int(),
  newTotal: z.number().int(),
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  /** The difference, never negative: to pay for a recharge, to get back for a refund. */
  amount: z.number().int().nonnegative(),
  status: z.enum(ADJUSTMENT_SETTLEMENTS),
  createdAt: z.iso.datetime(),
});
export type FeeAdjustment = z.infer<typeof feeAdjustmentSchema>;

/** A parcel's weight and size: as declared, or as the hub's security check measured it. */
const parcelMeasureSchema = z.object({ weight: z.number(), dimension: z.string(), chargeableWeight: z.number() });

/** `GET /v1/order/detail/{id}` (spec 2 section 3, "Order detail additions"). */
/**
 * A booked airport: its IATA code, the open data's name (English only) and the province it is in, named
 * in the reader's language (issue 34 item 18).
 */
const bookedAirportSchema = z.object({ code: z.string(), name: z.string(), placeName: z.string() });

export const orderDetailSchema = orderListItemSchema.extend({
  bookingShipperTime: z.iso.datetime(),
  /** Declared: weight in kg, the size text as ordered (L x W x H cm), the weight charged. */
  declared: parcelMeasureSchema,
  /** After the security check: what the hub weighed and measured, and the weight then charged; null before. */
  measured: parcelMeasureSchema.nullable(),
  note: z.string(),
  fees: orderFeeSummarySchema,
  payment: orderPaymentSchema.nullable(),
  /** Oldest first. */
  adjustments: z.array(feeAdjustmentSchema),
  route: orderRouteSchema,
  senderOffice: orderOfficeSchema.nullable(),
  receiverOffice: orderOfficeSchema.nullable(),
  vatInfo: z
    .object({ email: z.string(), companyName: z.string(), companyAddress: z.string(), taxNumber: z.string() })
    .nullable(),
  /** A cross-border order's declared goods with their receipt addresses; empty inside Vietnam. */
  goodsInfo: z.array(orderGoodsItemSchema),
  /**
   * A Cargo Direct booking's facts beside its flight (route.flight) and cancel deadline (cancellation):
   * its air waybill number, its airports by name, and when the goods must be at the departure airport.
   * Null for parcels.
   */
  cargoBooking: z
    .object({
      airWaybillNumber: z.string().nullable(),
      departureAirport: bookedAirportSchema,
      arrivalAirport: bookedAirportSchema,
      dropOffBefore: z.iso.datetime().nullable(),
    })
    .nullable(),
  /**
   * Whether the customer may cancel now and, when not, why (cancellation.ts, the rule the cancel call
   * enforces); a Cargo Direct order's deadline and its policy's hours before the flight, as booked.
   */
  cancellation: z.object({
    cancellable: z.boolean(),
    refusal: z.enum(CANCEL_REFUSALS).nullable(),
    cancelBefore: z.iso.datetime().nullable(),
    hoursBeforeFlight: z.number().int().nullable(),
  }),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** `{id}` of the detail: the order's uuid or its code. */
export const orderDetailParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, { error: 'validation_invalid' }),
});

/**
 * `POST /v1/order/{id}/cancel`: the customer's reason, optional (the spec's client sends a fixed
 * text), kept with the cancel step for support and shown back on the order. Lines are allowed;
 * other control and format characters are not.
 */
export const cancelOrderRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(CANCEL_REASON_MAX_LENGTH, { error: 'validation_max_length' })
    .refine((text) => !hasInvisibleCharacters(text.replace(/\r?\n/g, ' ')), {
      error: 'validation_control_characters',
    })
    .optional(),
});

/** `GET /v1/tracking/{code}` (public): an order code (SP + six-digit date + number). */
export const publicTrackingParamsSchema = z.object({
  code: z.string().trim().toUpperCase().regex(ORDER_CODE_PATTERN, { error: 'validation_invalid' }),
});

/** What anyone with the code may see: status, route, masked parties, the journey. */
export const publicTrackingSchema = z.object({
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusName: orderListItemSchema.shape.statusName,
  createdAt: z.iso.datetime(),
  minEndTime: z.iso.datetime(),
  originProvince: z.string(),
  destinationProvince: z.string(),
  fromName: z.string(),
  toName: z.string(),
  toPhone: z.string(),
  trackingInfoVenus: z.array(trackingLineSchema),
});
export type PublicTracking = z.infer<typeof publicTrackingSchema>;

/** `POST /v1/order/{id}/recharge`: pays a recharge the order owes, from the wallet or through VNPay. */
export const rechargeRequestSchema = z.object({
  adjustmentId: z.uuid({ error: 'validation_invalid' }),
  paymentMethod: z.enum(['topup', 'VNBANK', 'INTCARD', 'VNPAY'], { error: 'C2cNoChoosePaymentMethod' }),
});
export type RechargeRequest = z.infer<typeof rechargeRequestSchema>;

/** The recharge's payment: paid at once from the wallet, or waiting on VNPay's page at `paymentUrl`. */
export const rechargeStartedSchema = z.object({
  payment: orderPaymentSchema,
  paymentUrl: z.string().nullable(),
});
export type RechargeStarted = z.infer<typeof rechargeStartedSchema>;
