import type { RecordedScan, RecordScanRequest } from '@skyparcel/domain/operations-contracts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { getFlightView } from '../flights/get-flight.ts';
import { findOrderForOperations, recordedScanOf } from '../orders/order-operations.ts';
import { recordOrderEventOfKind } from '../orders/record-order-step.ts';
import { collectCash, lockPaymentOfOrder } from '../payments/adjustment-payments.ts';
import { auditOperation } from './operations-audit.ts';

/**
 * `POST /ops/v1/orders/{id}/events`: a staff member's scan. The step of that kind that may follow
 * the order's latest is recorded with the order's status, the audit row beside it, in one
 * transaction; a scan out of order is refused and changes nothing. A flight step names the flight
 * the order is booked on. The pickup (RECEIVED) collects a cash payment.
 */
export async function recordScan(call: CallContext<RecordScanRequest & { id: string }>): Promise<RecordedScan> {
  const { db, userId, input, now, language } = call;
  const order = await findOrderForOperations(db, input.id);
  const occurredAt = input.occurredAt ? new Date(input.occurredAt) : now;
  if (occurredAt > now) throw AppError.validation([{ field: 'occurredAt', code: 'validation_invalid' }]);
  const flight = input.kind === 'FLIGHT_ASSIGNED' && order.flightId ? await getFlightView(db, order.flightId) : null;
  const recorded = await inTransaction(db, async (tx) => {
    // The handover is when the courier takes the cash: the payment's lock first, as everywhere.
    if (input.kind === 'RECEIVED') await collectCash(tx, await lockPaymentOfOrder(tx, order.id), occurredAt);
    const moved = await recordOrderEventOfKind(tx, {
      orderId: order.id,
      kind: input.kind,
      hubName: input.hubName ?? null,
      flight: flight?.flightNumber ?? null,
      recordedBy: userId,
      occurredAt,
    });
    await auditOperation(tx, { staffId: userId, action: 'scan', orderId: order.id, request: input, now });
    return moved;
  });
  return recordedScanOf(db, order, recorded.status, language);
}
