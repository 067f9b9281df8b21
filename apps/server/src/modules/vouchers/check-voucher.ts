import { errorMessage } from '@skyparcel/domain/messages';
import { vietnamDay } from '@skyparcel/domain/time-zones';
import type { ListVouchersQuery, Voucher, VoucherCheck, VoucherCheckQuery } from '@skyparcel/domain/voucher-contracts';
import {
  evaluateVoucher,
  VOUCHER_RESULTS,
  type VoucherResult,
  type VoucherUsage,
} from '@skyparcel/domain/voucher-rules';
import type { Database } from '../../db/database.ts';
import type { CallContext } from '../../http/call-context.ts';
import { countVoucherUsage, findVoucherByCode, listVouchersOpenAt, type VoucherRow } from './voucher-repository.ts';
import { toTerms, toVoucherView } from './voucher-terms.ts';

const NO_USAGE = { total: 0, today: 0, byCustomer: 0 };

/**
 * `GET /v1/voucher/check`: whether a code can be used now by this customer, as data.res
 * (the server code the client maps to its status) with a message in the customer's language.
 */
export async function checkVoucher(call: CallContext<VoucherCheckQuery>): Promise<VoucherCheck> {
  const { code, productId } = call.input;
  const { row, res, usage } = await assessVoucher(call.db, { code, userId: call.userId, productId, now: call.now });
  return {
    res,
    status: VOUCHER_RESULTS[res],
    message: errorMessage(call.language, res),
    voucher: row && res === 'VOUCHER_GOOD_GOOD' ? toVoucherView(row, usage, call.language) : null,
  };
}

/** Whether this customer may use the code now, with the row when it exists (nothing is locked or used). */
export async function assessVoucher(
  db: Database,
  request: { code: string; userId: string; productId?: number; now: Date },
): Promise<{ row: VoucherRow | undefined; res: VoucherResult; usage: VoucherUsage }> {
  const row = await findVoucherByCode(db, request.code);
  const usage = row ? await countVoucherUsage(db, row.id, request.userId, vietnamDay(request.now)) : NO_USAGE;
  return { row, usage, res: evaluateVoucher(row ? toTerms(row) : null, usage, request.now, request.productId) };
}

/** `GET /v1/vouchers`: the deals this customer can use now (for this product when given). */
export async function listUsableVouchers(call: CallContext<ListVouchersQuery>): Promise<Voucher[]> {
  const { db, userId, now } = call;
  const rows = await listVouchersOpenAt(db, now);
  const day = vietnamDay(now);
  const usable: Voucher[] = [];
  for (const row of rows) {
    const usage = await countVoucherUsage(db, row.id, userId, day);
    if (evaluateVoucher(toTerms(row), usage, now, call.input.productId) === 'VOUCHER_GOOD_GOOD') {
      usable.push(toVoucherView(row, usage, call.language));
    }
  }
  return usable;
}
