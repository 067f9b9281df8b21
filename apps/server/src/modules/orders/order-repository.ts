import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, orderVatInfo } from '../../db/schema/orders.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

/**
 * Stores an order; its code is the prefix and the next number of order_code_seq, at least six
 * digits, made in the same statement (one round trip fewer inside the order's transaction).
 */
export async function insertOrder(tx: Database, codePrefix: string, order: Omit<NewOrder, 'code'>): Promise<OrderRow> {
  const code = sql<string>`(select ${codePrefix} || lpad(n::text, greatest(6, length(n::text)), '0')
    from nextval('order_code_seq') as n)`;
  const [row] = await tx
    .insert(orders)
    .values({ ...order, code })
    .returning();
  return row;
}

/** The customer's order made with this Idempotency-Key, however long ago (the key is unique per customer). */
export async function findOrderByIdempotencyKey(db: Database, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

/**
 * A page of the customer's orders, newest first, optionally of some statuses: the order list's
 * read, served by orders_user_newest_idx (or orders_user_status_newest_idx for one status)
 * without a sort however many orders the customer has.
 */
export function findOrdersPage(
  db: Database,
  userId: string,
  page: { statuses?: OrderRow['status'][]; limit: number; offset: number },
) {
  const statusFilter = page.statuses ? inArray(orders.status, page.statuses) : undefined;
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), statusFilter))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
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
