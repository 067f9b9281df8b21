import { REFUNDABLE_STATUSES } from '@skyparcel/domain/payment-rules';
import type { Database } from '../../db/database.ts';
import type { Tx } from '../../db/transaction.ts';
import {
  appendPaymentEvent,
  findRechargePayments,
  lockOrderPayment,
  lockPayment,
  type PaymentRow,
  type RefundRow,
  updatePayment,
} from './payment-repository.ts';
import { decideRefund } from './refund-payment.ts';

/*
 * The money side of what operations do to an order after it was placed: the cash collected at the
 * pickup, and the refund of a fee adjustment that lowered the total. Each runs inside the
 * operation's transaction with the order's payment locked first, before the order's row, as every
 * change of an order's money locks them (the gateways' callbacks, the cancellation).
 */

export type LockedOrderPayment = { payment: PaymentRow; orderCode: string };
export type OrderRefund = RefundRow;

/** The order's own payment, locked. */
export async function lockPaymentOfOrder(tx: Tx, orderId: string): Promise<LockedOrderPayment> {
  const locked = await lockOrderPayment(tx, orderId);
  if (!locked) throw new Error(`order ${orderId} has no payment`);
  return locked;
}

/**
 * The courier takes the cash when the parcel is handed over (the pickup scan, or the drop-off at
 * the post office): a cash payment still waiting is PAID from then on.
 */
export async function collectCash(tx: Tx, locked: LockedOrderPayment, now: Date): Promise<void> {
  const { payment } = locked;
  if (payment.provider !== 'cash' || payment.status !== 'PENDING') return;
  await updatePayment(tx, payment.id, { status: 'PAID', paidAt: now, updatedAt: now });
  await appendPaymentEvent(tx, payment.id, { kind: 'collected', outcome: 'paid' }, now);
}

/**
 * A lowered total's difference given back the way it came (a gateway refund is sent after the
 * commit), at most what the payment still keeps; the key makes it once. Nothing when nothing was
 * kept (cash the courier never collected).
 */
export async function refundLoweredTotal(
  tx: Tx,
  locked: LockedOrderPayment,
  request: { key: string; orderId: string; amount: number; now: Date },
): Promise<RefundRow | null> {
  const { payment, orderCode } = locked;
  const refundable = Math.min(request.amount, payment.amount - payment.refundedAmount);
  if (!REFUNDABLE_STATUSES.has(payment.status) || refundable <= 0) return null;
  const decision = await decideRefund(tx, payment, {
    key: request.key,
    reason: 'FEE_ADJUSTED',
    amount: refundable,
    order: { id: request.orderId, code: orderCode },
    now: request.now,
  });
  return decision.refund;
}

/**
 * The earlier try to pay a recharge, locked, before another is started: paid means nothing is
 * due; still waiting on the gateway, it is closed (EXPIRED), so money that arrives for it later is
 * given back by the callbacks' late-success rule.
 */
export async function closeEarlierRecharge(
  tx: Tx,
  paymentId: string | null,
  now: Date,
): Promise<'paid' | 'closed' | 'none'> {
  if (!paymentId) return 'none';
  const payment = await lockPayment(tx, paymentId);
  if (payment.status === 'PAID') return 'paid';
  if (payment.status !== 'PENDING') return 'none';
  await updatePayment(tx, payment.id, { status: 'EXPIRED', updatedAt: now });
  await appendPaymentEvent(tx, payment.id, { kind: 'recharge_replaced', outcome: 'expired' }, now);
  return 'closed';
}

/** How many tries to pay an order's recharges there have been: the next one's number follows. */
export async function countRechargeTries(db: Database, orderId: string): Promise<number> {
  return (await findRechargePayments(db, orderId)).length;
}
