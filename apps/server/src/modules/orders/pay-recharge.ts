import type { RechargeRequest, RechargeStarted } from '@skyparcel/domain/order-history-contracts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { closeEarlierRecharge, countRechargeTries, lockPaymentOfOrder } from '../payments/adjustment-payments.ts';
import { isPaymentMethodAvailable } from '../payments/payment-options.ts';
import { getOwnPayment } from '../payments/payment-view.ts';
import { paymentHandOff, startPayment } from '../payments/start-payment.ts';
import { lockFeeAdjustment, setRechargePayment } from './fee-adjustment-repository.ts';
import { findOwnOrder } from './order-repository.ts';

/**
 * `POST /v1/order/{id}/recharge`: the customer pays what a fee adjustment added to their order,
 * from the wallet at once or through VNPay's page (which returns to the order's detail). The
 * order's payment is locked first, then the adjustment, so every try to pay the order's
 * recharges takes its turn: a recharge already paid, or an adjustment that is not a recharge, is
 * RECHARGE_NOT_DUE; a try still waiting on the gateway is closed and replaced by this one.
 */
export async function payRecharge(
  call: CallContext<RechargeRequest & { id: string }>,
  ipAddr: string,
): Promise<RechargeStarted> {
  const { db, userId, input, now, payments: setup } = call;
  const order = await findOwnOrder(db, userId, input.id);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  if (!isPaymentMethodAvailable(setup, input.paymentMethod, order.currency)) {
    throw new AppError('PAYMENT_METHOD_NOT_AVAILABLE');
  }
  const payment = await inTransaction(db, async (tx) => {
    await lockPaymentOfOrder(tx, order.id);
    const adjustment = await lockFeeAdjustment(tx, order.id, input.adjustmentId);
    if (!adjustment) throw AppError.validation([{ field: 'adjustmentId', code: 'validation_invalid' }]);
    if (adjustment.direction !== 'RECHARGE') throw new AppError('RECHARGE_NOT_DUE');
    if ((await closeEarlierRecharge(tx, adjustment.rechargePaymentId, now)) === 'paid') {
      throw new AppError('RECHARGE_NOT_DUE');
    }
    const started = await startPayment(tx, setup, {
      order,
      method: input.paymentMethod,
      now,
      recharge: {
        amount: adjustment.newTotal - adjustment.previousTotal,
        attempt: (await countRechargeTries(tx, order.id)) + 1,
      },
    });
    await setRechargePayment(tx, adjustment.id, started.id);
    return started;
  });
  const { paymentUrl } = paymentHandOff(setup, payment, { ipAddr, language: call.language });
  return { payment: await getOwnPayment(db, userId, { paymentId: payment.id }), paymentUrl };
}
