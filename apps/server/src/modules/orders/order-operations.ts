import type { ManifestLine } from '@skyparcel/domain/flight-manifest-contracts';
import type { Language } from '@skyparcel/domain/locale';
import type { RecordedScan } from '@skyparcel/domain/operations-contracts';
import type { OrderStatus, TrackingStep } from '@skyparcel/domain/tracking-rules';
import { kilogramsOf } from '@skyparcel/domain/weights';
import type { Database } from '../../db/database.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { bookFlightWeight, releaseFlightWeight } from '../flights/book-flight-weight.ts';
import { toTrackingLine } from './order-history.ts';
import {
  countOrdersOnFlights,
  findLatestOrderEvents,
  findOrderByIdOrCode,
  findOrdersOnFlight,
  type OrderRow,
  setOrderFlight,
} from './order-repository.ts';
import { destinationName } from './order-view.ts';

export type OperationsOrder = OrderRow;

/** Any customer's order by uuid or code, for staff; an unknown one is ORDER_NOT_FOUND. */
export async function findOrderForOperations(db: Database, idOrCode: string): Promise<OrderRow> {
  const order = await findOrderByIdOrCode(db, idOrCode);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

/** What an operations call did to the order: its status now and its latest step as the customer reads it. */
export async function recordedScanOf(
  db: Database,
  order: Pick<OrderRow, 'id' | 'code'>,
  status: OrderStatus,
  language: Language,
): Promise<RecordedScan> {
  const latest = (await findLatestOrderEvents(db, [order.id])).get(order.id);
  if (!latest) throw new Error(`order ${order.id} has no journey`);
  const line = toTrackingLine(latest, language);
  return { orderId: order.code, uuid: order.id, status, step: line.step, line };
}

/**
 * The order's weight as booked now, inside the caller's transaction after the order's lock: on its
 * own flight only the difference from what it had booked (a parcel weighed heavier at the hub
 * takes more room, or PLANE_OUT_OF_LOAD), or, moving to another flight, all of it there (the same
 * refusal when it has no room) and all of it given back to the old one.
 */
export async function rebookFlightWeight(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'flightId' | 'chargeableWeightG'>,
  target: { weightG: number; flightId: string | null },
): Promise<void> {
  if (!order.flightId) return;
  const flightId = target.flightId ?? order.flightId;
  if (flightId !== order.flightId) {
    await bookFlightWeight(tx, flightId, target.weightG);
    await releaseFlightWeight(tx, order.flightId, order.chargeableWeightG);
    await setOrderFlight(tx, order.id, flightId);
    return;
  }
  const difference = target.weightG - order.chargeableWeightG;
  if (difference > 0) await bookFlightWeight(tx, flightId, difference);
  if (difference < 0) await releaseFlightWeight(tx, flightId, -difference);
}

/** How many orders each flight carries (cancelled ones gave their weight back). */
export function orderCountsOnFlights(db: Database, flightIds: string[]): Promise<Map<string, number>> {
  return countOrdersOnFlights(db, flightIds);
}

/**
 * A flight's manifest lines: each order it carries, in code order, with its latest step, its
 * receiver and province (in the reader's language), and the weight the hub measured or, before
 * the security check, the declared one.
 */
export async function manifestLinesOf(db: Database, flightId: string, language: Language): Promise<ManifestLine[]> {
  const rows = await findOrdersOnFlight(db, flightId);
  const latest = await findLatestOrderEvents(
    db,
    rows.map((row) => row.id),
  );
  return Promise.all(
    rows.map(async (row) => ({
      orderId: row.code,
      uuid: row.id,
      platform: row.platform as ManifestLine['platform'],
      status: row.status,
      step: (latest.get(row.id)?.step ?? 'CREATED') as TrackingStep,
      receiverName: (row.receiver as { personName: string }).personName,
      destination: await destinationName({ db, language }, row),
      weight: kilogramsOf(row.measured?.weightG ?? row.weightG),
      chargeableWeight: kilogramsOf(row.chargeableWeightG),
      checked: row.measured !== null,
    })),
  );
}
