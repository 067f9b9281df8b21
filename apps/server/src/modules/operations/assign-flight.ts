import type { AssignFlightRequest, RecordedScan } from '@skyparcel/domain/operations-contracts';
import type { Database } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { getFlightView } from '../flights/get-flight.ts';
import {
  findOrderForOperations,
  type OperationsOrder,
  rebookFlightWeight,
  recordedScanOf,
} from '../orders/order-operations.ts';
import { recordOrderEventOfKind } from '../orders/record-order-step.ts';
import { auditOperation } from './operations-audit.ts';

/**
 * `POST /ops/v1/orders/{id}/flight`: puts a ready parcel on a flight of its route that has not left,
 * its own or a later one when its own is full or delayed. In one transaction, the order's lock
 * first (as everywhere, before a flight's): the FLIGHT_ASSIGNED step naming the flight, the weight
 * booked on the new flight (PLANE_OUT_OF_LOAD when it has no room) and given back to the old one,
 * the order pointed at it, and the audit row.
 */
export async function assignFlight(call: CallContext<AssignFlightRequest & { id: string }>): Promise<RecordedScan> {
  const { db, userId, input, now, language } = call;
  const order = await findOrderForOperations(db, input.id);
  const chosen = await chooseLaterFlight(db, order, input.flightId, now);
  const moved = await inTransaction(db, async (tx) => {
    const recorded = await recordOrderEventOfKind(tx, {
      orderId: order.id,
      kind: 'FLIGHT_ASSIGNED',
      flight: chosen.flightNumber,
      hubName: input.hubName ?? null,
      recordedBy: userId,
      occurredAt: now,
    });
    // The weight and flight as locked with the step, not as read before the transaction.
    const locked = { id: order.id, flightId: recorded.flightId, chargeableWeightG: recorded.chargeableWeightG };
    await rebookFlightWeight(tx, locked, { weightG: recorded.chargeableWeightG, flightId: input.flightId });
    await auditOperation(tx, { staffId: userId, action: 'assign_flight', orderId: order.id, request: input, now });
    return recorded;
  });
  return recordedScanOf(db, order, moved.status, language);
}

/**
 * A flight the order may move to: one of its booked flight's route that has not left (its own, or
 * a later one). Another route or a departed flight is FLIGHT_ROUTE_MISMATCH.
 */
export async function chooseLaterFlight(db: Database, order: OperationsOrder, flightId: string, now: Date) {
  const [booked, chosen] = await Promise.all([
    order.flightId ? getFlightView(db, order.flightId) : null,
    getFlightView(db, flightId),
  ]);
  if (!booked) throw new AppError('FLIGHT_NOT_FOUND');
  if (!chosen) throw AppError.validation([{ field: 'flightId', code: 'validation_invalid' }]);
  const isSameRoute = chosen.origin === booked.origin && chosen.destination === booked.destination;
  if (!isSameRoute || new Date(chosen.departureAt) <= now) {
    throw new AppError('FLIGHT_ROUTE_MISMATCH', { params: { origin: booked.origin, destination: booked.destination } });
  }
  return chosen;
}
