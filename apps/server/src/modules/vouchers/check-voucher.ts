import type { Language } from '@skyparcel/domain/locale';
import { errorMessage } from '@skyparcel/domain/messages';
import { evaluateVoucher, VOUCHER_RESULTS, type VoucherResult, vietnamDay } from '@skyparcel/domain/voucher-rules';
import type { Database } from '../../db/client.ts';
import { countVoucherUsage, findVoucherByCode, listVouchersOpenAt, type VoucherRow } from './voucher-repository.ts';
import { toTerms, toVoucherView } from './voucher-terms.ts';

type Context = { db: Database; userId: string; language: Language; now: Date };
const NO_USAGE = { total: 0, today: 0, byCustomer: 0 };

/**
 * `GET /v1/voucher/check`: whether a code can be used now by this customer, as data.res
 * (the server code the client maps to its status) with a message in the customer's language.
 */
export async function checkVoucher(context: Context, code: string, productId?: number) {
  const { row, res } = await assessVoucher(context.db, { code, userId: context.userId, productId, now: context.now });
  return {
    res,
    status: VOUCHER_RESULTS[res],
    message: errorMessage(context.language, res),
    voucher: row && res === 'VOUCHER_GOOD_GOOD' ? toVoucherView(row, context.language) : null,
  };
}

/** Whether this customer may use the code now, with the row when it exists (nothing is locked or used). */
export async function assessVoucher(
  db: Database,
  request: { code: string; userId: string; productId?: number; now: Date },
): Promise<{ row: VoucherRow | undefined; res: VoucherResult }> {
  const row = await findVoucherByCode(db, request.code);
  const usage = row ? await countVoucherUsage(db, row.id, request.userId, vietnamDay(request.now)) : NO_USAGE;
  return { row, res: evaluateVoucher(row ? toTerms(row) : null, usage, request.now, request.productId) };
}

/** `GET /v1/vouchers`: the deals this customer can use now (for this product when given). */
export async function listUsableVouchers(context: Context, productId?: number) {
  const rows = await listVouchersOpenAt(context.db, context.now);
  const day = vietnamDay(context.now);
  const usable = [];
  for (const row of rows) {
    const usage = await countVoucherUsage(context.db, row.id, context.userId, day);
    if (evaluateVoucher(toTerms(row), usage, context.now, productId) === 'VOUCHER_GOOD_GOOD') {
      usable.push(toVoucherView(row, context.language));
    }
  }
  return usable;
}
