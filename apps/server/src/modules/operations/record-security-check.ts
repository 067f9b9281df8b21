import type { SecurityChecked, SecurityCheckRequest } from '@skyparcel/domain/operations-contracts';
import { gramsOf } from '@skyparcel/domain/weights';
import { inTransaction } from '../../db/transaction.ts';
import type { CallContext } from '../../http/call-context.ts';
import { adjustOrderFees, getFeeAdjustment, repriceMeasured } from '../orders/adjust-order-fees.ts';
import { findOrderForOperations, rebookFlightWeight, recordedScanOf } from '../orders/order-operations.ts';
import { recordOrderEventOfKind } from '../orders/record-order-step.ts';
import { lockPaymentOfOrder } from '../payments/adjustment-payments.ts';
import { sendPendingRefunds } from '../payments/refund-payment.ts';
import { chooseLaterFlight } from './assign-flight.ts';
import { auditOperation } from './operations-audit.ts';

/**
 * `POST /ops/v1/orders/{id}/security-check`: the hub weighed and measured the parcel and it passed.
 * In one transaction (the payment's lock, the order's, then the flight's, as everywhere): the
 * READY_TO_SHIP step, the order re-priced with the measurement (repriceMeasured) and the fee
 * adjustment with its refund when the total fell, the flight's booked weight following the new
 * chargeable weight (on another flight of the route when `flightId` says so), and the audit row.
 * A gateway refund is sent after the commit.
 */
export async function recordSecurityCheck(
  call: CallContext<SecurityCheckRequest & { id: string }>,
): Promise<SecurityChecked> {
  const { db, userId, input, now, language } = call;
  const order = await findOrderForOperations(db, input.id);
  // The hub's kilograms become grams here, at the operations contract's edge.
  const measured = { weightG: gramsOf(input.weight), dimension: input.dimension };
  const changeOf = await repriceMeasured(db, order, measured, language);
  if (input.flightId) await chooseLaterFlight(db, order, input.flightId, now);
  const adjusted = await inTransaction(db, async (tx) => {
    const payment = await lockPaymentOfOrder(tx, order.id);
    const recorded = await recordOrderEventOfKind(tx, {
      orderId: order.id,
      kind: 'READY_TO_SHIP',
      hubName: input.hubName ?? null,
      recordedBy: userId,
      occurredAt: now,
    });
    const fees = await adjustOrderFees(tx, {
      orderId: order.id,
      kind: 'SECURITY_CHECK',
      changeOf,
      payment,
      staffId: userId,
      now,
    });
    const locked = { id: order.id, flightId: recorded.flightId, chargeableWeightG: recorded.chargeableWeightG };
    const weightG = changeOf(fees.previous).chargeableWeightG ?? recorded.chargeableWeightG;
    await rebookFlightWeight(tx, locked, { weightG, flightId: input.flightId ?? null });
    await auditOperation(tx, { staffId: userId, action: 'security_check', orderId: order.id, request: input, now });
    return { ...fees, status: recorded.status };
  });
  if (adjusted.refund?.status === 'PENDING')
    await sendPendingRefunds(db, call.payments, now, adjusted.refund.paymentId);
  const [scan, adjustment] = await Promise.all([
    recordedScanOf(db, order, adjusted.status, language),
    getFeeAdjustment(db, adjusted.adjustment),
  ]);
  return { ...scan, adjustment };
}
