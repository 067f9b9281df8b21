import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { voucherRedemptions, vouchers } from '../../db/schema/vouchers.ts';
import type { Tx } from '../../db/transaction.ts';

export type VoucherRow = typeof vouchers.$inferSelect;

export async function findVoucherByCode(db: Database, code: string): Promise<VoucherRow | undefined> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code.trim().toUpperCase()));
  return row;
}

/** Locks the voucher row until the transaction ends: redemptions of one voucher queue here. */
export async function lockVoucherByCode(tx: Tx, code: string): Promise<VoucherRow | undefined> {
  const [row] = await tx.select().from(vouchers).where(eq(vouchers.code, code.trim().toUpperCase())).for('update');
  return row;
}

export function listVouchersOpenAt(db: Database, now: Date) {
  return db
    .select()
    .from(vouchers)
    .where(and(lte(vouchers.startsAt, now), gt(vouchers.endsAt, now)))
    .orderBy(asc(vouchers.endsAt));
}

/** How often the voucher was used: overall, on this Vietnamese day, by this customer. */
export async function countVoucherUsage(db: Database, voucherId: string, userId: string, localDay: string) {
  const [row] = await db
    .select({
      total: count(),
      today: sql<number>`count(*) filter (where ${voucherRedemptions.localDay} = ${localDay})`.mapWith(Number),
      byCustomer: sql<number>`count(*) filter (where ${voucherRedemptions.userId} = ${userId})`.mapWith(Number),
    })
    .from(voucherRedemptions)
    .where(eq(voucherRedemptions.voucherId, voucherId));
  return row;
}

export async function insertRedemption(
  tx: Tx,
  redemption: { voucherId: string; userId: string; orderId: string | null; localDay: string; redeemedAt: Date },
) {
  await tx.insert(voucherRedemptions).values(redemption);
}

/** Gives an order's voucher use back (its payment never came): the voucher counts one use fewer. */
export async function deleteOrderRedemption(tx: Tx, orderId: string): Promise<void> {
  await tx.delete(voucherRedemptions).where(eq(voucherRedemptions.orderId, orderId));
}
