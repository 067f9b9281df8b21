import { percentOf } from './amounts.ts';
/*
 * Voucher rules (spec 1 sections 3, 4 and 8). Pure: the server applies them with the
 * usage it counted under a row lock; the web maps the codes to its statuses.
 */
export const VOUCHER_RESULTS = {
  VOUCHER_INCORRECT: 'invalid',
  VOUCHER_OUTDATED: 'outdated',
  VOUCHER_REACH_LIMIT: 'reach limit',
  VOUCHER_GOOD_GOOD: 'valid',
  VOUCHER_NOT_START: 'not start',
  VOUCHER_REACH_LIMIT_DAILY: 'reach limit daily',
  VOUCHER_REACH_LIMIT_CUSTOMER: 'reach limit customer',
} as const;
export type VoucherResult = keyof typeof VOUCHER_RESULTS;

export type VoucherTerms = {
  discountType: 'percent' | 'absolute';
  discountAmount: number;
  maxDiscount: number | null;
  startsAt: Date;
  endsAt: Date;
  usageLimit: number | null;
  dailyLimit: number | null;
  perCustomerLimit: number;
  productIds: number[] | null;
};

export type VoucherUsage = { total: number; today: number; byCustomer: number };

/** Whether the voucher can be used now by this customer for this product; the first failing rule decides. */
export function evaluateVoucher(
  terms: VoucherTerms | null,
  usage: VoucherUsage,
  now: Date,
  productId?: number,
): VoucherResult {
  if (!terms) return 'VOUCHER_INCORRECT';
  if (productId !== undefined && terms.productIds && !terms.productIds.includes(productId)) return 'VOUCHER_INCORRECT';
  if (now < terms.startsAt) return 'VOUCHER_NOT_START';
  if (now >= terms.endsAt) return 'VOUCHER_OUTDATED';
  if (terms.usageLimit !== null && usage.total >= terms.usageLimit) return 'VOUCHER_REACH_LIMIT';
  if (terms.dailyLimit !== null && usage.today >= terms.dailyLimit) return 'VOUCHER_REACH_LIMIT_DAILY';
  if (usage.byCustomer >= terms.perCustomerLimit) return 'VOUCHER_REACH_LIMIT_CUSTOMER';
  return 'VOUCHER_GOOD_GOOD';
}

/**
 * How many more times this customer may use the voucher: what their own limit leaves, or fewer
 * when the voucher's overall limit has less left (the daily limit starts again each day).
 */
export function remainingUses(
  terms: Pick<VoucherTerms, 'usageLimit' | 'perCustomerLimit'>,
  usage: VoucherUsage,
): number {
  const forCustomer = terms.perCustomerLimit - usage.byCustomer;
  const overall = terms.usageLimit === null ? forCustomer : terms.usageLimit - usage.total;
  return Math.max(0, Math.min(forCustomer, overall));
}

/** The discount on a shipping fee in whole VND: never more than the fee itself. */
export function voucherDiscount(
  terms: Pick<VoucherTerms, 'discountType' | 'discountAmount' | 'maxDiscount'>,
  shippingFee: number,
) {
  const raw = terms.discountType === 'percent' ? percentOf(shippingFee, terms.discountAmount) : terms.discountAmount;
  const capped = terms.maxDiscount === null ? raw : Math.min(raw, terms.maxDiscount);
  return Math.max(0, Math.min(capped, shippingFee));
}
