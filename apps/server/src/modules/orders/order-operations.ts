import type { Language } from '@skyparcel/domain/locale';
import type { TrackingLine } from '@skyparcel/domain/order-history-contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { toTrackingLine } from './order-history.ts';
import { findLatestOrderEvents, findOrderByIdOrCode, type OrderRow, setOrderFlight } from './order-repository.ts';

/** Any customer's order by uuid or code, for staff; an unknown one is ORDER_NOT_FOUND. */
export async function findOrderForOperations(db: Database, idOrCode: string): Promise<OrderRow> {
  const order = await findOrderByIdOrCode(db, idOrCode);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

/** The order's latest step as the customer reads it. */
export async function latestTrackingLine(db: Database, orderId: string, language: Language): Promise<TrackingLine> {
  const latest = (await findLatestOrderEvents(db, [orderId])).get(orderId);
  if (!latest) throw new Error(`order ${orderId} has no journey`);
  return toTrackingLine(latest, language);
}

/** Points the order at the flight its weight is now booked on, inside the move's transaction. */
export function moveOrderToFlight(tx: Database, orderId: string, flightId: string): Promise<void> {
  return setOrderFlight(tx, orderId, flightId);
}
