import type { NoShowCharged, NoShowRequest } from '@skyparcel/domain/operations-contracts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { adjustOrderFees, getFeeAdjustment, provincesOf } from '../orders/adjust-order-fees.ts';
import { findOrderForOperations } from '../orders/order-operations.ts';
import { lockPaymentOfOrder } from '../payments/adjustment-payments.ts';
import { noShowFeeFor } from '../pricing/reprice-shipment.ts';
import { auditOperation } from './operations-audit.ts';

/**
 * `POST /ops/v1/orders/{id}/no-show`: the receiver was not there when the parcel came. While the
 * parcel is on its way to the receiver (RECEIVING), the tariff's no-show fee for the route is added
 * to the order, once (FEE_ADJUSTMENT_EXISTS): a recharge the customer pays. Audited.
 */
export async function chargeNoShow(call: CallContext<NoShowRequest & { id: string }>): Promise<NoShowCharged> {
  const { db, userId, input, now } = call;
  const order = await findOrderForOperations(db, input.id);
  const fee = await noShowFeeFor(db, provincesOf(order));
  const adjusted = await inTransaction(db, async (tx) => {
    const payment = await lockPaymentOfOrder(tx, order.id);
    const fees = await adjustOrderFees(tx, {
      orderId: order.id,
      kind: 'NO_SHOW',
      changeOf: (current) => {
        if (current.status !== 'RECEIVING') throw new AppError('NO_SHOW_NOT_ALLOWED');
        return { noShowFee: fee, total: current.total + fee };
      },
      payment,
      staffId: userId,
      now,
    });
    await auditOperation(tx, { staffId: userId, action: 'no_show', orderId: order.id, request: input, now });
    return fees;
  });
  return { orderId: order.code, uuid: order.id, adjustment: await getFeeAdjustment(db, adjusted.adjustment) };
}
