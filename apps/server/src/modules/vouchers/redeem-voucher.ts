import { vietnamDay } from '@skyparcel/domain/time-zones';
import { evaluateVoucher, voucherDiscount } from '@skyparcel/domain/voucher-rules';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { countVoucherUsage, insertRedemption, lockVoucherByCode } from './voucher-repository.ts';
import { toTerms } from './voucher-terms.ts';

export type Redemption = { voucherId: string; code: string; discount: number };

/**
 * Uses a voucher inside the order's transaction. The voucher row is locked first, so
 * concurrent orders count and insert one at a time and the limits can never be exceeded;
 * a failed order rolls its redemption back with it.
 */
export async function redeemVoucher(
  tx: Tx,
  request: { code: string; userId: string; productId: number; shippingFee: number; orderId: string | null; now: Date },
): Promise<Redemption> {
  const row = await lockVoucherByCode(tx, request.code);
  const localDay = vietnamDay(request.now);
  const usage = row
    ? await countVoucherUsage(tx, row.id, request.userId, localDay)
    : { total: 0, today: 0, byCustomer: 0 };
  const result = evaluateVoucher(row ? toTerms(row) : null, usage, request.now, request.productId);
  if (!row || result !== 'VOUCHER_GOOD_GOOD') {
    throw new AppError(result === 'VOUCHER_GOOD_GOOD' ? 'VOUCHER_INCORRECT' : result);
  }
  await insertRedemption(tx, {
    voucherId: row.id,
    userId: request.userId,
    orderId: request.orderId,
    localDay,
    redeemedAt: request.now,
  });
  return { voucherId: row.id, code: row.code, discount: voucherDiscount(toTerms(row), request.shippingFee) };
}
