import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orderGoodsItems } from '../../db/schema/orders.ts';
import type { Tx } from '../../db/transaction.ts';

export type OrderGoodsRow = typeof orderGoodsItems.$inferSelect;

export async function insertGoodsItems(tx: Tx, items: (typeof orderGoodsItems.$inferInsert)[]): Promise<void> {
  if (items.length > 0) await tx.insert(orderGoodsItems).values(items);
}

export function findGoodsItems(db: Database, orderId: string): Promise<OrderGoodsRow[]> {
  return db
    .select()
    .from(orderGoodsItems)
    .where(eq(orderGoodsItems.orderId, orderId))
    .orderBy(asc(orderGoodsItems.position));
}
