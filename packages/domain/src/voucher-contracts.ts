import { z } from 'zod';
import { VOUCHER_RESULTS, type VoucherResult } from './voucher-rules.ts';

/*
 * The calls of the vouchers module (spec 1 sections 3 and 4): the customer's deals and the
 * check of a typed code. The rules themselves are in voucher-rules.ts.
 */

const productIdField = z.coerce.number({ error: 'validation_invalid' }).int().positive().optional();

export const listVouchersQuerySchema = z.object({
  /** Only the deals this product may use. */
  productId: productIdField,
  // The spec's client sends the route ends too; no deal depends on them yet, so they are read and ignored.
  originId: z.union([z.string(), z.array(z.string())]).optional(),
  destinationId: z.union([z.string(), z.array(z.string())]).optional(),
});
export type ListVouchersQuery = z.infer<typeof listVouchersQuerySchema>;

export const voucherCheckQuerySchema = z.object({
  code: z.string({ error: 'validation_required' }).trim().min(1, { error: 'validation_required' }).max(40),
  productId: productIdField,
});
export type VoucherCheckQuery = z.infer<typeof voucherCheckQuerySchema>;

export const VOUCHER_KINDS = ['Voucher', 'Refund'] as const;
export const DISCOUNT_TYPES = ['percent', 'absolute'] as const;

/** A voucher as the promo list and the check show it (spec 1 section 3: code, tittle, discount, endAt...). */
export const voucherSchema = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  /** The spec's spelling of title; both are sent so either client reads it. */
  tittle: z.string(),
  kind: z.enum(VOUCHER_KINDS),
  discountType: z.enum(DISCOUNT_TYPES),
  /** Percent (1-100) or VND. */
  discountAmount: z.number().int(),
  /** Cap of a percent discount in VND; null means no cap. */
  maxDiscount: z.number().int().nullable(),
  startAt: z.iso.datetime(),
  endAt: z.iso.datetime(),
  /** Uses overall; null means no limit. */
  usageLimit: z.number().int().nullable(),
  /** How many more times this customer may use it (remainingUses in voucher-rules). */
  remainingUses: z.number().int(),
});
export type Voucher = z.infer<typeof voucherSchema>;

const VOUCHER_RESULT_CODES = Object.keys(VOUCHER_RESULTS) as [VoucherResult, ...VoucherResult[]];

/** `GET /v1/voucher/check`: the server code, the client's status name, a sentence, the voucher when good. */
export const voucherCheckSchema = z.object({
  res: z.enum(VOUCHER_RESULT_CODES),
  status: z.enum(VOUCHER_RESULTS),
  /** In the request's language. */
  message: z.string(),
  voucher: voucherSchema.nullable(),
});
export type VoucherCheck = z.infer<typeof voucherCheckSchema>;
