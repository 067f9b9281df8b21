import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, orderVatInfo } from '../../db/schema/orders.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

export async function nextOrderNumber(tx: Database): Promise<number> {
  const result = (await tx.execute(sql`select nextval('order_code_seq')::int as n`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0].n;
}

export async function insertOrder(tx: Database, order: NewOrder): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  return row;
}

/** The customer's order made with this idempotency key since `since`, if any. */
export async function findOrderByIdempotencyKey(db: Database, userId: string, key: string, since: Date) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key), gt(orders.createdAt, since)));
  return row;
}

/** Only the owner's order: another customer's id or code finds nothing. */
export async function findOwnOrder(db: Database, userId: string, idOrCode: string): Promise<OrderRow | undefined> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrCode);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), isUuid ? eq(orders.id, idOrCode) : eq(orders.code, idOrCode)));
  return row;
}

export async function upsertVatInfo(db: Database, vat: typeof orderVatInfo.$inferInsert): Promise<void> {
  const { orderId: _orderId, ...details } = vat;
  await db.insert(orderVatInfo).values(vat).onConflictDoUpdate({ target: orderVatInfo.orderId, set: details });
}
