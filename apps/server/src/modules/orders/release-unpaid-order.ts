import type { Tx } from '../../db/transaction.ts';
import type { UnpaidOrderRelease } from '../payments/payment-setup.ts';
import { releaseOrderHoldings } from './cancel-order.ts';
import { tryRecordOrderStep } from './record-order-step.ts';

/**
 * An order whose payment failed or expired, inside the payment's transaction: the order is
 * cancelled (its journey's CANCELLED step, saying why) and gives back what it held, its flight
 * weight and its voucher use, in the same commit. Only an order that may still be cancelled is
 * released, so a second call changes nothing.
 */
export async function releaseUnpaidOrder(tx: Tx, { orderId, reason, now }: UnpaidOrderRelease): Promise<boolean> {
  const order = await tryRecordOrderStep(tx, { orderId, step: 'CANCELLED', cancelReason: reason, occurredAt: now });
  if (!order) return false;
  await releaseOrderHoldings(tx, order);
  return true;
}
