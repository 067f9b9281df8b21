import type { OrderStatus, TrackingStep } from '@skyparcel/domain/tracking-rules';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { placeholderRow, preparedQuery, type StatementPart } from '../../db/prepared.ts';
import { orders, orderVatInfo } from '../../db/schema/orders.ts';
import { orderEvents } from '../../db/schema/tracking.ts';
import type { Tx } from '../../db/transaction.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

/**
 * Stores an order, with what must be written beside it (its first journey step, the release of its
 * Idempotency-Key's claim) as CTEs of the same statement: one round trip of the order's transaction
 * instead of three (issue 35). Its code is the prefix and the next number of order_code_seq, at least
 * six digits, made in the same statement too. The order's id is made by the caller, so the rows beside
 * it can name it (their foreign keys are checked at the statement's end). The statement is built
 * once per shape (the columns set, the statements beside) and prepared (db/prepared.ts).
 */
export async function insertOrder(
  tx: Tx,
  codePrefix: string,
  order: Omit<NewOrder, 'code'> & { id: string },
  alongside: readonly StatementPart[] = [],
): Promise<OrderRow> {
  const row = placeholderRow('order_', order);
  const name = ['insert_order', row.shape, ...alongside.map((part) => part.name)].join('_');
  const statement = preparedQuery(tx, name, (on) => {
    const code = sql<string>`(select ${sql.placeholder('codePrefix')}::text || lpad(n::text, greatest(6, length(n::text)), '0')
      from nextval('order_code_seq') as n)`;
    const writesBeside = alongside.map((part, index) => on.$with(`beside_${index}`, {}).as(part.build(on)));
    return on
      .with(...writesBeside)
      .insert(orders)
      .values({ ...row.placeholders, code })
      .returning()
      .prepare(name);
  });
  const values = Object.assign({ codePrefix }, row.values, ...alongside.map((part) => part.values));
  const [stored] = await statement.execute(values);
  return stored;
}

/** The customer's order made with this Idempotency-Key, however long ago (the key is unique per customer). */
export async function findOrderByIdempotencyKey(db: Database, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

/** The customer's orders placed under any of these keys, by key (orders_idempotency_unique). */
export async function findOrdersByIdempotencyKeys(db: Database, userId: string, keys: string[]) {
  if (keys.length === 0) return new Map<string, { id: string; code: string }>();
  const rows = await db
    .select({ id: orders.id, code: orders.code, key: orders.idempotencyKey })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.idempotencyKey, keys)));
  return new Map(rows.map((row) => [row.key as string, { id: row.id, code: row.code }]));
}

/** What the order list is narrowed to, as the database reads it: statuses, a search term, a period. */
export type OrderListWhere = { statuses?: readonly OrderStatus[]; search?: string; from?: Date; to?: Date };

/** The last order of the previous batch, for reading on from it (keyset paging: no rows skipped by offset). */
export type OrderListCursor = { createdAt: Date; id: string };

/**
 * A page of the customer's orders, newest first, narrowed by the list's filter: the order list's
 * read, served by orders_user_newest_idx (or orders_user_status_newest_idx for one status)
 * without a sort however many orders the customer has; a search can read orders_search_idx. The
 * page's ids are found in the index alone (an index-only scan), and only those 25 rows are read
 * from the table: a deep page skips index entries, not whole orders (bench/orders-at-scale.mjs,
 * page 50 of 20,000 orders).
 */
export function findOrdersPage(
  db: Database,
  userId: string,
  page: OrderListWhere & { limit: number; offset?: number },
) {
  const pageKeys = db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(orderListCondition(userId, page))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset ?? 0)
    .as('page_keys');
  // Joined in the page's order (a nested loop keeps it), so nothing is sorted.
  return db
    .select(getTableColumns(orders))
    .from(pageKeys)
    .innerJoin(orders, eq(orders.id, pageKeys.id))
    .orderBy(desc(pageKeys.createdAt), desc(pageKeys.id));
}

/**
 * The next orders the filter finds after the last one read (keyset paging, newest first): the
 * export's batches, straight from the list's index, however far into the list they are.
 */
export function findOrdersAfter(
  db: Database,
  userId: string,
  batch: OrderListWhere & { limit: number; after?: OrderListCursor },
) {
  const pastCursor = batch.after
    ? sql`(${orders.createdAt}, ${orders.id}) < (${batch.after.createdAt}, ${batch.after.id}::uuid)`
    : undefined;
  return db
    .select()
    .from(orders)
    .where(and(orderListCondition(userId, batch), pastCursor))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(batch.limit);
}

/** How many of the customer's orders the list's filter finds (its pagination total). */
export async function countOrders(db: Database, userId: string, where: OrderListWhere): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orders).where(orderListCondition(userId, where));
  return Number(row.total);
}

function orderListCondition(userId: string, where: OrderListWhere): SQL | undefined {
  return and(
    eq(orders.userId, userId),
    where.statuses ? inArray(orders.status, [...where.statuses]) : undefined,
    where.search ? searchCondition(where.search) : undefined,
    where.from ? gte(orders.createdAt, where.from) : undefined,
    where.to ? lt(orders.createdAt, where.to) : undefined,
  );
}

/** The term anywhere in the order's search key, both folded by the database's one rule (migration 0040). */
function searchCondition(term: string): SQL {
  return sql`${orders.searchKey} like '%' || order_search_fold(${escapeLike(term)}) || '%'`;
}

/** Only the owner's order: another customer's id or code finds nothing. */
export async function findOwnOrder(db: Database, userId: string, idOrCode: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), isUuid(idOrCode) ? eq(orders.id, idOrCode) : eq(orders.code, idOrCode)));
  return row;
}

/** The customer's orders among these ids (another customer's find nothing), in no set order. */
export function findOwnOrders(db: Database, userId: string, ids: string[]): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.id, ids.filter(isUuid))));
}

function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

export async function upsertVatInfo(db: Database, vat: typeof orderVatInfo.$inferInsert): Promise<void> {
  const { orderId: _orderId, ...details } = vat;
  await db.insert(orderVatInfo).values(vat).onConflictDoUpdate({ target: orderVatInfo.orderId, set: details });
}

export type OrderEventRow = typeof orderEvents.$inferSelect;
export type NewOrderEvent = Omit<typeof orderEvents.$inferInsert, 'id' | 'createdAt'> & { step: TrackingStep };

/**
 * Locks the order's row for a change of its journey and answers its latest step: every step is
 * appended under this lock, so two steps recorded at once are checked one after the other.
 */
export async function lockOrderJourney(tx: Tx, orderId: string) {
  const [order] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      flightId: orders.flightId,
      chargeableWeightG: orders.chargeableWeightG,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) return undefined;
  const [latest] = await tx
    .select({ step: orderEvents.step })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return { ...order, latestStep: latest?.step as TrackingStep | undefined };
}

/**
 * Appends a step and tells every server process listening (channel `order_events`, payload the
 * order's id), in one statement: PostgreSQL delivers the notice when the transaction commits, and
 * never if it rolls back.
 */
export async function appendOrderEvent(tx: Tx, event: NewOrderEvent): Promise<void> {
  await tx.execute(orderEventStatement(event));
}

/**
 * The statement that appends a step and announces it (RETURNING runs pg_notify per row inserted),
 * also as a CTE of a new order's insert (insertOrder), where its values are placeholders: the
 * notice is sent even though nothing reads it.
 */
export function orderEventStatement(event: Bindable<NewOrderEvent>): SQL {
  const occurredAt = event.occurredAt instanceof Date ? event.occurredAt.toISOString() : event.occurredAt;
  return sql`insert into ${orderEvents} (order_id, step, hub_name, flight, cancel_reason, customer_note, recorded_by, occurred_at)
    values (${event.orderId}, ${event.step}, ${event.hubName ?? null}, ${event.flight ?? null},
      ${event.cancelReason ?? null}, ${event.customerNote ?? null}, ${event.recordedBy ?? null},
      ${occurredAt})
    returning pg_notify(${ORDER_EVENTS_CHANNEL}, order_id::text)`;
}

/** A row whose values may be a prepared statement's placeholders. */
type Bindable<Row> = { [Column in keyof Row]: Row[Column] | Placeholder };

/** The channel a new step of any order is announced on. */
export const ORDER_EVENTS_CHANNEL = 'order_events';

/** Locks the order's row for a change of its fees, answering what they are now. */
export async function lockOrderFees(tx: Tx, orderId: string) {
  const [order] = await tx
    .select({ total: orders.total, noShowFee: orders.noShowFee, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return order;
}

/** Any order by uuid or code, whoever owns it: operations' read. */
export async function findOrderByIdOrCode(db: Database, idOrCode: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(isUuid(idOrCode) ? eq(orders.id, idOrCode) : eq(orders.code, idOrCode));
  return row;
}

export async function setOrderFlight(tx: Tx, orderId: string, flightId: string): Promise<void> {
  await tx.update(orders).set({ flightId }).where(eq(orders.id, orderId));
}

export async function setOrderStatus(tx: Tx, orderId: string, status: OrderStatus): Promise<void> {
  await tx.update(orders).set({ status }).where(eq(orders.id, orderId));
}

/** An order's timeline, oldest first. */
export function findOrderEvents(db: Database, orderId: string): Promise<OrderEventRow[]> {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

/** The latest step of each of these orders (a list page's), one index probe each. */
export async function findLatestOrderEvents(db: Database, orderIds: string[]): Promise<Map<string, OrderEventRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([orderEvents.orderId])
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(orderEvents.orderId, desc(orderEvents.id));
  return new Map(rows.map((row) => [row.orderId, row]));
}

export async function findVatInfo(db: Database, orderId: string) {
  const [row] = await db.select().from(orderVatInfo).where(eq(orderVatInfo.orderId, orderId));
  return row;
}

/** The orders a flight carries (cancelled ones give their weight back), in code order, on orders_flight_idx. */
export function findOrdersOnFlight(db: Database, flightId: string) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.flightId, flightId), sql`${orders.status} <> 'CANCELLED'`))
    .orderBy(asc(orders.code));
}

/** How many orders each flight carries, cancelled ones left out. */
export async function countOrdersOnFlights(db: Database, flightIds: string[]): Promise<Map<string, number>> {
  if (flightIds.length === 0) return new Map();
  const rows = await db
    .select({ flightId: orders.flightId, orders: count() })
    .from(orders)
    .where(and(inArray(orders.flightId, flightIds), sql`${orders.status} <> 'CANCELLED'`))
    .groupBy(orders.flightId);
  return new Map(rows.map((row) => [row.flightId as string, row.orders]));
}
