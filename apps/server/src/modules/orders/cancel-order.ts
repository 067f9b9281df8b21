import { CANCEL_REFUSAL_ERRORS } from '@skyparcel/domain/cancellation';
import type { OrderDetail } from '@skyparcel/domain/order-history-contracts';
import { formatVietnamTime } from '@skyparcel/domain/time-format';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { releaseFlightWeight } from '../flights/book-flight-weight.ts';
import { sendDecidedRefund, settleCancelledOrderPayment } from '../payments/refund-payment.ts';
import { releaseOrderVoucher } from '../vouchers/release-voucher.ts';
import { getOrderDetail } from './order-history.ts';
import { findLatestOrderEvents, findOwnOrder, type OrderEventRow, type OrderRow } from './order-repository.ts';
import { cancellationNow } from './order-view.ts';
import { type JourneyOrder, tryRecordOrderStep } from './record-order-step.ts';

/**
 * `POST /v1/order/{id}/cancel` (spec 2 section 4, Cancellation): a C2C order may be cancelled by its
 * customer only before the parcel is handed over (its journey allows CANCELLED). In one
 * transaction the payment is settled (refunded whole back the way it came, or closed if unpaid),
 * the order's CANCELLED step recorded, and its flight weight and voucher use given back. Two cancels
 * at once: the second waits on the payment's lock, then finds the order cancelled and is refused,
 * so the money goes back once. A gateway refund is sent after the commit.
 */
export async function cancelOrder(call: CallContext<{ id: string; reason?: string }>): Promise<OrderDetail> {
  const { db, userId, now } = call;
  const order = await findOwnOrder(db, userId, call.input.id);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const latest = (await findLatestOrderEvents(db, [order.id])).get(order.id);
  assertCancellable(order, latest ? [latest] : [], call);
  const refund = await inTransaction(db, async (tx) => {
    const decision = await settleCancelledOrderPayment(tx, { orderId: order.id, now });
    const cancelled = await tryRecordOrderStep(tx, {
      orderId: order.id,
      step: 'CANCELLED',
      cancelReason: 'CUSTOMER',
      customerNote: call.input.reason || null,
      recordedBy: userId,
      occurredAt: now,
    });
    if (!cancelled) throw new AppError('ORDER_NOT_CANCELLABLE');
    await releaseOrderHoldings(tx, cancelled);
    return decision;
  });
  await sendDecidedRefund(db, call.payments, refund, { key: 'cancel', now });
  return getOrderDetail(call);
}

/**
 * The cancellation rule (cancellation.ts), checked before any lock; the journey is checked again
 * under the order's lock when the CANCELLED step is recorded, so a hand-over in between still wins.
 */
function assertCancellable(order: OrderRow, journey: OrderEventRow[], call: CallContext<unknown>) {
  const { refusal } = cancellationNow(order, journey, call.now);
  if (!refusal) return;
  throw new AppError(CANCEL_REFUSAL_ERRORS[refusal], {
    params: { deadline: order.cancelBefore ? formatVietnamTime(order.cancelBefore, call.language) : '' },
  });
}

/** What an order held while it could still go: its flight weight and its voucher use. */
export async function releaseOrderHoldings(tx: Tx, order: JourneyOrder): Promise<void> {
  await releaseOrderVoucher(tx, order.id);
  if (order.flightId) await releaseFlightWeight(tx, order.flightId, order.chargeableWeightG);
}
