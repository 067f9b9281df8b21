import { z } from 'zod';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES } from './payment-rules.ts';

/** Payment methods an order request may name (spec 1 section 3); which work today is the server's payments module. */
export const PAYMENT_METHODS = ['cash', 'topup', 'VNBANK', 'INTCARD', 'VNPAY'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** One method the order screen offers, with its names in both languages. */
export const paymentOptionSchema = z.object({
  code: z.enum(PAYMENT_METHODS),
  nameVn: z.string(),
  nameEng: z.string(),
  isGroup: z.boolean(),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

/** The payment config the price call answers: the methods and the wallet balance (whole VND). */
export const paymentConfigSchema = z.object({
  pointTopup: z.number().int(),
  methods: z.array(paymentOptionSchema),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

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
  currency: z.string(),
  /** When an unpaid gateway payment is released; null when nothing waits. */
  expiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** The gateway's last answer (vnp_ResponseCode), which the failure page explains. */
  responseCode: z.string().nullable(),
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
