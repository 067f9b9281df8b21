import { type VoucherResult, voucherDiscount } from '@skyparcel/domain/voucher-rules';
import type { Database } from '../../db/database.ts';
import { assessVoucher } from './check-voucher.ts';
import { toTerms } from './voucher-terms.ts';

export type VoucherPreview = { code: string; res: VoucherResult; discountOn: (shippingFee: number) => number };

/**
 * What a voucher would take off each price, without using it: the price call shows the
 * discount the order will get, and the order redeems it under a lock (redeem-voucher.ts).
 */
export async function previewVoucher(
  db: Database,
  request: { code: string; userId: string; productId: number; now: Date },
): Promise<VoucherPreview> {
  const { row, res } = await assessVoucher(db, request);
  const terms = row && res === 'VOUCHER_GOOD_GOOD' ? toTerms(row) : null;
  return { code: request.code, res, discountOn: (fee) => (terms ? voucherDiscount(terms, fee) : 0) };
}
