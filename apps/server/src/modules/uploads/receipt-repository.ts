import { and, asc, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { goodsReceipts } from '../../db/schema/uploads.ts';
import type { Tx } from '../../db/transaction.ts';

export type ReceiptRow = typeof goodsReceipts.$inferSelect;

export async function insertReceipt(db: Database, receipt: typeof goodsReceipts.$inferInsert): Promise<ReceiptRow> {
  const [row] = await db.insert(goodsReceipts).values(receipt).returning();
  return row;
}

export async function findReceipt(db: Database, id: string): Promise<ReceiptRow | undefined> {
  const [row] = await db.select().from(goodsReceipts).where(eq(goodsReceipts.id, id));
  return row;
}

/**
 * Up to `limit` receipts never attached to an order and older than `before`, claimed and deleted in
 * the caller's transaction: FOR UPDATE SKIP LOCKED, so two server processes never take the same one.
 */
export async function claimStaleReceipts(tx: Tx, before: Date, limit: number): Promise<ReceiptRow[]> {
  const stale = await tx
    .select()
    .from(goodsReceipts)
    .where(and(isNull(goodsReceipts.orderId), lt(goodsReceipts.createdAt, before)))
    .orderBy(asc(goodsReceipts.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  for (const receipt of stale) await tx.delete(goodsReceipts).where(eq(goodsReceipts.id, receipt.id));
  return stale;
}

/**
 * The customer's own unattached receipts among `ids`, given to an order's item in one statement:
 * a receipt another order took first (or the cleanup removed) is not among those answered.
 */
export async function attachToOrder(
  tx: Tx,
  attach: { userId: string; orderId: string; itemPosition: number; ids: readonly string[] },
): Promise<number> {
  if (attach.ids.length === 0) return 0;
  const attached = await tx
    .update(goodsReceipts)
    .set({ orderId: attach.orderId, itemPosition: attach.itemPosition })
    .where(
      and(
        inArray(goodsReceipts.id, [...attach.ids]),
        eq(goodsReceipts.userId, attach.userId),
        isNull(goodsReceipts.orderId),
      ),
    )
    .returning({ id: goodsReceipts.id });
  return attached.length;
}

/** An order's receipts by item position, oldest first (goods_receipts_order_idx). */
export function findOrderReceipts(db: Database, orderId: string) {
  return db
    .select({ id: goodsReceipts.id, itemPosition: goodsReceipts.itemPosition })
    .from(goodsReceipts)
    .where(and(eq(goodsReceipts.orderId, orderId), isNotNull(goodsReceipts.itemPosition)))
    .orderBy(asc(goodsReceipts.createdAt));
}
