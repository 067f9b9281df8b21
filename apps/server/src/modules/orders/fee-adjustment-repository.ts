import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orderFeeAdjustments } from '../../db/schema/fee-adjustments.ts';
import { type MeasuredParcel, orders } from '../../db/schema/orders.ts';
import { paymentRefunds, payments } from '../../db/schema/payments.ts';
import type { Tx } from '../../db/transaction.ts';

export type FeeAdjustmentRow = typeof orderFeeAdjustments.$inferSelect;

export async function insertFeeAdjustment(
  tx: Tx,
  adjustment: typeof orderFeeAdjustments.$inferInsert,
): Promise<FeeAdjustmentRow> {
  const [row] = await tx.insert(orderFeeAdjustments).values(adjustment).returning();
  return row;
}

export async function findFeeAdjustmentOfKind(tx: Tx, orderId: string, kind: FeeAdjustmentRow['kind']) {
  const [row] = await tx
    .select()
    .from(orderFeeAdjustments)
    .where(and(eq(orderFeeAdjustments.orderId, orderId), eq(orderFeeAdjustments.kind, kind)));
  return row;
}

/** One order's adjustment, locked: two payments of one recharge take turns. */
export async function lockFeeAdjustment(tx: Tx, orderId: string, id: string) {
  const [row] = await tx
    .select()
    .from(orderFeeAdjustments)
    .where(and(eq(orderFeeAdjustments.orderId, orderId), eq(orderFeeAdjustments.id, id)))
    .for('update');
  return row;
}

export async function setRechargePayment(tx: Tx, id: string, paymentId: string): Promise<void> {
  await tx.update(orderFeeAdjustments).set({ rechargePaymentId: paymentId }).where(eq(orderFeeAdjustments.id, id));
}

/** The adjustments of these orders, oldest first, with where their refund or recharge payment stands. */
export async function findFeeAdjustments(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      adjustment: orderFeeAdjustments,
      refundStatus: paymentRefunds.status,
      recharge: { status: payments.status, amount: payments.amount, refundedAmount: payments.refundedAmount },
    })
    .from(orderFeeAdjustments)
    .leftJoin(paymentRefunds, eq(paymentRefunds.id, orderFeeAdjustments.refundId))
    .leftJoin(payments, eq(payments.id, orderFeeAdjustments.rechargePaymentId))
    .where(inArray(orderFeeAdjustments.orderId, orderIds))
    .orderBy(asc(orderFeeAdjustments.createdAt), asc(orderFeeAdjustments.id));
}

/** What an adjustment changes on the order itself: its fee lines and total, and what the hub measured. */
export type OrderFeeChange = Partial<{
  shippingFee: number;
  surcharge: number;
  extras: { code: string; name: string; price: number }[];
  extrasTotal: number;
  chargeableWeightG: number;
  diffShippingFee: number;
  noShowFee: number;
  measured: MeasuredParcel;
}> & { total: number };

export async function updateOrderFees(tx: Tx, orderId: string, change: OrderFeeChange): Promise<void> {
  await tx.update(orders).set(change).where(eq(orders.id, orderId));
}
