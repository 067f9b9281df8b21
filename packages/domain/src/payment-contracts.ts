import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_PURPOSES, PAYMENT_STATUSES, type PaymentMethod } from './payment-rules.ts';

export { PAYMENT_METHODS, type PaymentMethod };

/** One method the order screen offers, with its names in both languages. */
export const paymentOptionSchema = z.object({
  code: z.enum(PAYMENT_METHODS),
  nameVn: z.string(),
  nameEng: z.string(),
  isGroup: z.boolean(),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

/** The payment config the price call answers: the methods and the wallet balance (whole VND). */
/** The kinds the Korea-inbound methods are shown under (spec 1 section 3 "payment config for Korea-inbound"). */
export const PAYMENT_GROUPS = ['koreanCard', 'koreanEasyPay', 'koreanTransfer'] as const;

export const paymentGroupSchema = z.object({
  code: z.enum(PAYMENT_GROUPS),
  /** False when none of its methods is offered here. */
  isShow: z.boolean(),
  methods: z.array(paymentOptionSchema),
});
export type PaymentGroup = z.infer<typeof paymentGroupSchema>;

export const paymentConfigSchema = z.object({
  pointTopup: z.number().int(),
  methods: z.array(paymentOptionSchema),
  /** An order in won: its methods by kind (the same ones as `methods`); empty for an order in dong. */
  groups: z.array(paymentGroupSchema),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** A Korean virtual account issued for a vbank payment: where and until when the customer transfers. */
export const virtualAccountSchema = z.object({
  bank: z.string(),
  number: z.string(),
  holder: z.string(),
  dueAt: z.string().nullable(),
});
export type VirtualAccount = z.infer<typeof virtualAccountSchema>;

/**
 * An order's payment as the confirmation page re-reads it (`GET /v1/order/{id}/payment`): the
 * server's word, never the query string the gateway's redirect brought.
 */
export const orderPaymentSchema = z.object({
  purpose: z.enum(PAYMENT_PURPOSES),
  /** The order's uuid and its human-readable code; null for a wallet top-up. */
  orderId: z.string().nullable(),
  orderCode: z.string().nullable(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  /** How much of it has been given back (refunds decided; a gateway's may still be on their way). */
  refundedAmount: z.number().int(),
  currency: z.string(),
  /** When an unpaid gateway payment is released; null when nothing waits. */
  expiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** The gateway's last answer (vnp_ResponseCode), which the failure page explains. */
  responseCode: z.string().nullable(),
  /** The virtual account to transfer to while a vbank payment waits for its deposit; null otherwise. */
  virtualAccount: virtualAccountSchema.nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderPaymentParamsSchema = z.object({ id: z.uuid({ error: 'validation_invalid' }) });

/**
 * `POST /v1/payment/vnpay/return`: the query string VNPay's redirect brought to the confirmation
 * page, passed on as it came (its signature covers the exact values).
 */
export const vnpayReturnRequestSchema = z.object({
  query: z.string().min(1).max(4000),
});

/**
 * `POST /v1/payment/portone/return`: what PortOne's window sent the browser back with (imp_uid,
 * merchant_uid), passed on by the confirmation page; the server re-reads the payment from PortOne.
 */
export const portoneReturnRequestSchema = z.object({
  impUid: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, { error: 'validation_invalid' }),
  merchantUid: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'validation_invalid' }),
});

/** PortOne's webhook body (unsigned; only imp_uid is used, to re-read the payment). */
export const portoneWebhookSchema = z.object({
  imp_uid: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
  merchant_uid: z.string().max(40).optional(),
  status: z.string().max(20).optional(),
});

/** A Vietnamese bank a domestic card or account payment can be made from (NAPAS member). */
export const bankSchema = z.object({
  /** NAPAS/VietQR short code; what an order's `vnpBank` names. */
  code: z.string(),
  bin: z.string(),
  shortName: z.string(),
  name: z.string(),
});
export type Bank = z.infer<typeof bankSchema>;

/** The groups `GET /v1/paymentcards` answers, in the order the order screen shows them. */
export const PAYMENT_CARD_GROUPS = ['VNBANK', 'ATM', 'INTCARD', 'TOPUP'] as const;
/** International card brands shown under INTCARD; any of them is paid as INTCARD. */
export const CARD_BRANDS = ['visa', 'mastercard', 'jcb', 'unionpay'] as const;

/** One entry of a group: a payment method, or a card brand it takes (`codeParent` is the method). */
export const paymentCardSchema = z.object({
  code: z.string(),
  nameVn: z.string(),
  nameEng: z.string(),
  codeParent: z.string().nullable(),
  isGroup: z.literal(false),
  /** Not offered by this deployment (no gateway terminal for it). */
  disabled: z.boolean(),
});
export type PaymentCard = z.infer<typeof paymentCardSchema>;

export const paymentCardGroupSchema = z.object({
  code: z.enum(PAYMENT_CARD_GROUPS),
  nameVn: z.string(),
  nameEng: z.string(),
  /** ATM is the bank list of VNBANK. */
  codeParent: z.string().nullable(),
  isGroup: z.literal(true),
  disabled: z.boolean(),
  child: z.array(paymentCardSchema),
  /** The banks of the ATM group; empty for the others. */
  banks: z.array(bankSchema),
});
export type PaymentCardGroup = z.infer<typeof paymentCardGroupSchema>;

/** `GET /v1/paymentcards`: every group, each saying whether this deployment offers it. */
export const paymentCardsSchema = z.array(paymentCardGroupSchema);
