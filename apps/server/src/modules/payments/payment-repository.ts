import { randomUUID } from 'node:crypto';
import type { VirtualAccount } from '@skyparcel/domain/payment-contracts';
import { and, asc, count, eq, inArray, isNull, lt, min, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { placeholderRow, preparedQuery } from '../../db/prepared.ts';
import { orders } from '../../db/schema/orders.ts';
import { paymentEvents, paymentRefunds, payments } from '../../db/schema/payments.ts';
import type { Tx } from '../../db/transaction.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentEvent = { kind: string; outcome: string; payload?: Record<string, unknown> | null };

/** The order's own payment (one per order), not the recharges paid beside it. */
const ownPaymentOf = (orderId: string) => and(eq(payments.orderId, orderId), eq(payments.purpose, 'ORDER'));

/**
 * A payment and its first event, in one statement (a round trip fewer in the order's transaction):
 * its id is made here, so the event is written beside it rather than after it. Only modules/payments
 * writes payments and their events.
 */
export async function insertPayment(tx: Tx, payment: NewPayment, event: PaymentEvent): Promise<PaymentRow> {
  const id = payment.id ?? randomUUID();
  const row = placeholderRow('payment_', { ...payment, id });
  const eventRow = placeholderRow('event_', paymentEventRow(id, event, payment.createdAt));
  const name = `insert_payment_${row.shape}_${eventRow.shape}`;
  const statement = preparedQuery(tx, name, (on) =>
    on
      .with(on.$with('first_event', {}).as(on.insert(paymentEvents).values(eventRow.placeholders).getSQL()))
      .insert(payments)
      .values(row.placeholders)
      .returning()
      .prepare(name),
  );
  const [stored] = await statement.execute({ ...row.values, ...eventRow.values });
  return stored;
}

const paymentEventRow = (paymentId: string, event: PaymentEvent, at?: Date) => ({
  paymentId,
  ...event,
  ...(at ? { createdAt: at } : {}),
});

export async function appendPaymentEvent(tx: Tx, paymentId: string, event: PaymentEvent, at?: Date) {
  await tx.insert(paymentEvents).values(paymentEventRow(paymentId, event, at));
}

/** The payment a gateway's reference names, locked: callbacks about one payment take turns. */
export async function lockPaymentByTxnRef(tx: Tx, txnRef: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.txnRef, txnRef)).for('update');
  return row;
}

export async function updatePayment(
  tx: Tx,
  id: string,
  change: Partial<Omit<PaymentRow, 'id' | 'orderId' | 'userId'>> & { updatedAt: Date },
): Promise<PaymentRow> {
  const [row] = await tx.update(payments).set(change).where(eq(payments.id, id)).returning();
  return row;
}

/**
 * The customer's payment, found by its order or by itself, with the order's code when it paid an
 * order; another customer's finds nothing.
 */
export type PaymentKey = { orderId: string } | { paymentId: string } | { txnRef: string };

export async function findOwnPayment(db: Database, userId: string, by: PaymentKey) {
  const [row] = await db
    .select({ payment: payments, orderCode: orders.code })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        'orderId' in by
          ? ownPaymentOf(by.orderId)
          : 'txnRef' in by
            ? eq(payments.txnRef, by.txnRef)
            : eq(payments.id, by.paymentId),
        eq(payments.userId, userId),
      ),
    );
  return row;
}

/** Gateway payments past their time, oldest first, read without a lock (the expiry then locks each). */
export function findDuePayments(db: Database, now: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'PENDING'), lt(payments.expiresAt, now)))
    .orderBy(asc(payments.expiresAt))
    .limit(limit);
}

/**
 * One due payment, locked, or nothing when another process holds it (SKIP LOCKED) or it was
 * settled meanwhile: each is expired once however many servers run the job.
 */
export async function lockDuePayment(tx: Tx, id: string, now: Date): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.status, 'PENDING'), lt(payments.expiresAt, now)))
    .for('update', { skipLocked: true });
  return row;
}

/**
 * Refunds to send, each claimed for an attempt: its attempt time and count are set in the same
 * statement, so a refund is sent by one process at a time, and retried only once the wait after its
 * last attempt has passed: `firstWaitMs` doubled with every attempt after the first, at most `maxWaitMs`.
 */
export function claimPendingRefunds(
  db: Database,
  now: Date,
  wait: { firstWaitMs: number; maxWaitMs: number },
  onlyPaymentId?: string,
) {
  const waitMs = sql`least(${wait.firstWaitMs} * power(2, greatest(${paymentRefunds.attempts} - 1, 0)), ${wait.maxWaitMs})`;
  const claimable = db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.status, 'PENDING'),
        or(
          isNull(paymentRefunds.attemptAt),
          sql`${paymentRefunds.attemptAt} + ${waitMs} * interval '1 millisecond' < ${now.toISOString()}::timestamptz`,
        ),
        onlyPaymentId ? eq(paymentRefunds.paymentId, onlyPaymentId) : undefined,
      ),
    )
    .limit(20)
    .for('update', { skipLocked: true });
  return db
    .update(paymentRefunds)
    .set({ attemptAt: now, attempts: sql`${paymentRefunds.attempts} + 1` })
    .where(inArray(paymentRefunds.id, claimable))
    .returning();
}

/** A refund the gateway kept refusing, given up on until staff resolve it. */
export function failRefund(tx: Tx, id: string) {
  return tx.update(paymentRefunds).set({ status: 'FAILED' }).where(eq(paymentRefunds.id, id));
}

/** A refund locked for staff's resolution (undefined when unknown). */
export async function lockRefund(tx: Tx, id: string): Promise<RefundRow | undefined> {
  const [row] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, id)).for('update');
  return row;
}

/** Staff send it again: pending, as if never tried. */
export function retryRefund(tx: Tx, id: string) {
  return tx
    .update(paymentRefunds)
    .set({ status: 'PENDING', attempts: 0, attemptAt: null })
    .where(eq(paymentRefunds.id, id));
}

/**
 * Refunds with their payment's currency and order code: those given up on, oldest first
 * (payment_refunds_failed_idx), or the one with this id.
 */
export function findRefundsForStaff(db: Database, which: { failed: true } | { id: string }) {
  return db
    .select({ refund: paymentRefunds, currency: payments.currency, orderCode: orders.code })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where('id' in which ? eq(paymentRefunds.id, which.id) : eq(paymentRefunds.status, 'FAILED'))
    .orderBy(asc(paymentRefunds.createdAt))
    .limit(500);
}

export type RefundRow = typeof paymentRefunds.$inferSelect;

/** A new refund, or nothing when one with its request key exists (asked before, or at the same moment). */
export async function insertRefund(tx: Tx, refund: typeof paymentRefunds.$inferInsert) {
  const [row] = await tx.insert(paymentRefunds).values(refund).onConflictDoNothing().returning();
  return row as RefundRow | undefined;
}

export async function findRefund(db: Database, paymentId: string, requestKey: string): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.requestKey, requestKey)));
  return row;
}

/** What the gateway has confirmed giving back of a payment (its DONE gateway refunds). */
export async function sumConfirmedGatewayRefunds(db: Database, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${paymentRefunds.amount}), 0)` })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.paymentId, paymentId),
        eq(paymentRefunds.destination, 'gateway'),
        eq(paymentRefunds.status, 'DONE'),
      ),
    );
  return Number(row?.total ?? 0);
}

export function completeRefund(tx: Tx, id: string, now: Date) {
  return tx.update(paymentRefunds).set({ status: 'DONE', completedAt: now }).where(eq(paymentRefunds.id, id));
}

export async function findPayment(db: Database, id: string): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** One payment, locked. */
export async function lockPayment(tx: Tx, id: string): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** An order's payment with the order's code, locked: refunds of one order take turns. */
export async function lockOrderPayment(tx: Tx, orderId: string) {
  const [row] = await tx
    .select({ payment: payments, orderCode: orders.code })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(ownPaymentOf(orderId))
    .for('update', { of: payments });
  return row;
}

/** A payment's history, oldest first (tests and support read it). */
export function listPaymentEvents(db: Database, paymentId: string) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(asc(paymentEvents.id));
}

export async function findOrderPayment(db: Database, orderId: string): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(ownPaymentOf(orderId));
  if (!row) throw new Error(`order ${orderId} has no payment`);
  return row;
}

/** The payments of these orders (a list page's), by order. */
export async function findOrdersPayments(db: Database, orderIds: string[]): Promise<Map<string, PaymentRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), eq(payments.purpose, 'ORDER')));
  return new Map(rows.map((row) => [row.orderId as string, row]));
}

/** The recharge payments of an order, every try, oldest first. */
export function findRechargePayments(db: Database, orderId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.purpose, 'RECHARGE')))
    .orderBy(asc(payments.createdAt));
}

/** Keeps the virtual account PortOne issued on the payment still waiting for it (a repeat changes nothing new). */
export async function keepVirtualAccount(db: Database, txnRef: string, account: VirtualAccount): Promise<void> {
  await db
    .update(payments)
    .set({ virtualAccount: account })
    .where(and(eq(payments.txnRef, txnRef), eq(payments.status, 'PENDING')));
}

/** Gateway refunds decided and not yet confirmed: how many, and the oldest's decision time. */
export async function refundQueue(db: Database) {
  const [row] = await db
    .select({ depth: count(), oldest: min(paymentRefunds.createdAt) })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.status, 'PENDING'));
  return row;
}

/** Unpaid gateway payments past their expiry that the job has not released yet: how many, since when. */
export async function overduePaymentQueue(db: Database, now: Date) {
  const [row] = await db
    .select({ depth: count(), oldest: min(payments.expiresAt) })
    .from(payments)
    .where(and(eq(payments.status, 'PENDING'), lt(payments.expiresAt, now)));
  return row;
}
