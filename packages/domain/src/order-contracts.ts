import { z } from 'zod';
import { companyNameSchema, taxNumberSchema } from './account-contracts.ts';
import { COMPANY_NAME_MAX_LENGTH, textLength } from './account-rules.ts';
import { DIRECTIONS } from './cross-border.ts';
import { goodsInfoSchema } from './goods-declaration-contracts.ts';
import { NOTE_MAX_LENGTH } from './order-rules.ts';
import { PAYMENT_METHODS } from './payment-contracts.ts';
import { HANDOVERS, TIERS } from './pricing.ts';
import { refineShipment, shipmentFields } from './shipment-rules.ts';
import { type ChosenTimeSlot, SLOT_DATE_PATTERN, SLOT_TIME_PATTERN } from './super-time-slots.ts';

/*
 * The calls of the orders module: creating a C2C order and its VAT invoice details.
 */

export { NOTE_MAX_LENGTH } from './order-rules.ts';

const pointInfo = z.object({ id: z.string().min(1) }).passthrough();

/**
 * The order creation request (spec 1 section 3), inside Vietnam or across the border, the fields the server uses; the
 * client's price (`amount`) is compared with the server's, never trusted.
 */
export const createOrderRequestSchema = z
  .object({
    ...shipmentFields,
    deliveryType: z.enum(HANDOVERS, { error: 'validation_required' }),
    amount: z.number({ error: 'validation_required' }).int().min(0),
    voucher: z.string().trim().max(40).optional().or(z.literal('')),
    note: z.string().max(NOTE_MAX_LENGTH, { error: 'validation_max_length' }).default(''),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'C2cNoChoosePaymentMethod' }),
    // The bank chosen for a bank payment (a VNPay bank code such as NCB); absent: VNPay shows its picker.
    vnpBank: z
      .string()
      .regex(/^[A-Z0-9]{2,20}$/, { error: 'validation_invalid' })
      .optional(),
    extraPrices: z.array(z.string().max(40)).max(10).default([]),
    senderPointInfo: pointInfo.optional().nullable(),
    receiverPointInfo: pointInfo.optional().nullable(),
    benAgreed: z.literal(true, { error: 'TermAndConditionAgreedValid' }),
    // A cross-border parcel's declared goods (at least one; a document's fixed item is the server's).
    goodsInfo: goodsInfoSchema.optional(),
    // Super's receiving slot (one of the method's items.receivedTimeSlots); checked only for Super, ignored otherwise.
    dateTimeSlot: z.unknown().optional(),
    timeSlotFrom: z.unknown().optional(),
    timeSlotTo: z.unknown().optional(),
    // The client's idea of the slot's fee: accepted for the spec's request shape, never used (the server's list decides).
    superswiftFee: z.unknown().optional(),
  })
  .superRefine((input, context) => {
    refineShipment(input, context);
    if (input.super) refineSuperSlot(input, context);
    if (input.deliveryType.startsWith('P') && !input.senderPointInfo) {
      context.addIssue({ code: 'custom', path: ['senderPointInfo'], message: 'validation_required' });
    }
    if (input.deliveryType.endsWith('P') && !input.receiverPointInfo) {
      context.addIssue({ code: 'custom', path: ['receiverPointInfo'], message: 'validation_required' });
    }
  });
/** Super needs a receiving slot: a date YYYY-MM-DD and a start and end HH:mm (Vietnam time). */
function refineSuperSlot(
  input: { dateTimeSlot?: unknown; timeSlotFrom?: unknown; timeSlotTo?: unknown },
  context: z.RefinementCtx,
) {
  const formats = { dateTimeSlot: SLOT_DATE_PATTERN, timeSlotFrom: SLOT_TIME_PATTERN, timeSlotTo: SLOT_TIME_PATTERN };
  for (const [field, pattern] of Object.entries(formats)) {
    const value = input[field as keyof typeof formats];
    if (value === undefined || value === null || value === '') {
      context.addIssue({ code: 'custom', path: [field], message: 'validation_required' });
    } else if (typeof value !== 'string' || !pattern.test(value)) {
      context.addIssue({ code: 'custom', path: [field], message: 'validation_invalid' });
    }
  }
}

/** The Super slot of a parsed order request; call only when the contract has accepted a Super order. */
export function superSlotOf(input: CreateOrderInput): ChosenTimeSlot {
  return { date: String(input.dateTimeSlot), from: String(input.timeSlotFrom), to: String(input.timeSlotTo) };
}

export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;
export type CreateOrderInput = z.output<typeof createOrderRequestSchema>;

/** The VAT form's limits: the company name shares the business profile's rule. */
export const VAT_LIMITS = { companyName: COMPANY_NAME_MAX_LENGTH, companyAddress: 300 } as const;

/**
 * `POST /v1/order/create/vat`: the company (or person) the e-invoice is made out to. The name
 * and the tax number follow the business profile's rules, so a profile fills it in as it is.
 */
export const vatRequestSchema = z.object({
  orderId: z.string({ error: 'validation_required' }).min(1, { error: 'validation_required' }),
  email: z
    .string({ error: 'validation_required' })
    .min(1, { error: 'validation_required' })
    .email({ error: 'validation_email' }),
  companyName: companyNameSchema,
  companyAddress: z
    .string({ error: 'validation_required' })
    .trim()
    .min(1, { error: 'validation_required' })
    .refine((v) => textLength(v) <= VAT_LIMITS.companyAddress, { error: 'validation_max_length' }),
  taxNumber: taxNumberSchema,
});

export type VatRequest = z.infer<typeof vatRequestSchema>;

/** A post office as the order recorded it, with what the customer needs to find it. */
export const orderOfficeSchema = z.object({
  code: z.string(),
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Opening hours, HH:mm in the office's local time; null on orders recorded before hours were kept. */
  workHourStart: z.string().nullable(),
  workHourEnd: z.string().nullable(),
  phone: z.string().nullable(),
});
export type OrderOffice = z.infer<typeof orderOfficeSchema>;

const routeEndSchema = z.object({
  country: z.string(),
  province: z.string(),
  /** In the request's language. */
  provinceName: z.string(),
});

/** Where the parcel goes: the two provinces and, between provinces, the flight booked for it. */
export const orderRouteSchema = z.object({
  origin: routeEndSchema,
  destination: routeEndSchema,
  flight: z
    .object({
      flightNumber: z.string(),
      /** IATA airport codes. */
      origin: z.string(),
      destination: z.string(),
      departureAt: z.string(),
      arrivalAt: z.string(),
    })
    .nullable(),
});
export type OrderRoute = z.infer<typeof orderRouteSchema>;

/**
 * What creation answers (spec 1 section 7: orderId, uuid, paymentMethod) plus what the
 * confirmation page shows: the fee lines, totals, delivery type, transport rule and times,
 * the route, and the post offices of P sides (sender drops off, receiver collects).
 */
export const createdOrderSchema = z.object({
  /** The human-readable code (SP + Vietnamese yymmdd + six digits). */
  orderId: z.string(),
  uuid: z.string(),
  status: z.string(),
  platform: z.enum(['c2c', 'cargo']),
  paymentMethod: z.enum(PAYMENT_METHODS),
  deliveryType: z.enum(HANDOVERS),
  tier: z.enum(TIERS),
  transportRules: z.array(z.string()),
  shippingFee: z.number().int(),
  extrasTotal: z.number().int(),
  superFee: z.number().int(),
  timeSlot: z.object({ date: z.string(), from: z.string(), to: z.string() }).nullable(),
  discountAmount: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  /** A won order's total in dong at the booked rate (the confirmation shows both); null in dong. */
  toPrice: z.number().int().nullable(),
  toCurrency: z.literal('VND').nullable(),
  direction: z.enum(['DOMESTIC', ...DIRECTIONS]),
  /** The expected arrival (the method's estimate when ordered). */
  estDateTime: z.string(),
  bookingShipperTime: z.string(),
  createdAt: z.string(),
  route: orderRouteSchema,
  senderOffice: orderOfficeSchema.nullable(),
  receiverOffice: orderOfficeSchema.nullable(),
  /** A Cargo Direct booking's IATA air waybill number; null for parcels. */
  airWaybillNumber: z.string().nullable(),
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

/** Where the customer pays next: a gateway's URL or data; both null for cash and top-up. */
/**
 * What the order screen opens PortOne's card window with (spec 1 section 7, paymentData): the
 * script to load, IMP.init's merchant id, and IMP.request_pay's parameters. The window's result
 * proves nothing: the server re-reads the payment from PortOne.
 */
export const cardPaymentDataSchema = z.object({
  scriptUrl: z.string(),
  merchantId: z.string(),
  pg: z.string(),
  payMethod: z.string(),
  merchantUid: z.string(),
  name: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  buyerName: z.string(),
  buyerTel: z.string(),
  /** Where the window sends the browser back, with imp_uid, merchant_uid and imp_success. */
  mRedirectUrl: z.string(),
  /** Our webhook, which PortOne calls when the payment is made. */
  noticeUrl: z.string(),
  /** A virtual account's deposit deadline, YYYYMMDDhhmm on Korean time (PortOne's vbank_due). */
  vbankDue: z.string().optional(),
});
export type CardPaymentData = z.infer<typeof cardPaymentDataSchema>;

export const paymentHandOffMetaSchema = z.object({
  custom: z.object({ paymentUrl: z.string().nullable(), paymentData: cardPaymentDataSchema.nullable() }),
});
export type PaymentHandOff = z.infer<typeof paymentHandOffMetaSchema>['custom'];

export const idempotencyHeadersSchema = z
  .object({ 'idempotency-key': z.string().min(8).max(100).optional() })
  .passthrough();
