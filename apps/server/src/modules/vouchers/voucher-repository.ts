import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { accountDisplayName, users } from '../../db/schema/accounts.ts';
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

const ender = alias(users, 'ender');
const creator = alias(users, 'creator');

/** Every voucher with its use so far and who ended or created it, the newest window first: the settings page's list. */
export function listVouchersWithUse(db: Database) {
  return db
    .select({
      voucher: vouchers,
      used: sql<number>`(select count(*) from ${voucherRedemptions} where ${voucherRedemptions.voucherId} = ${vouchers.id})`.mapWith(
        Number,
      ),
      endedBy: accountDisplayName(ender),
      createdBy: accountDisplayName(creator),
    })
    .from(vouchers)
    .leftJoin(ender, eq(ender.id, vouchers.endedEarlyBy))
    .leftJoin(creator, eq(creator.id, vouchers.createdBy))
    .orderBy(desc(vouchers.startsAt), asc(vouchers.code));
}

/** Ends a voucher now (the caller holds its lock): redemptions from now on find it outdated. */
export async function endVoucherNow(tx: Tx, voucherId: string, change: { now: Date; staffId: string }) {
  await tx
    .update(vouchers)
    .set({ endsAt: change.now, endedEarlyAt: change.now, endedEarlyBy: change.staffId })
    .where(eq(vouchers.id, voucherId));
}

/** A new voucher, or undefined when its code is taken. */
export async function insertVoucher(tx: Tx, voucher: typeof vouchers.$inferInsert): Promise<VoucherRow | undefined> {
  const [row] = await tx.insert(vouchers).values(voucher).onConflictDoNothing({ target: vouchers.code }).returning();
  return row;
}
