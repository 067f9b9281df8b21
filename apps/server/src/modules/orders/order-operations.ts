import type { Language } from '@skyparcel/domain/locale';
import type { RecordedScan } from '@skyparcel/domain/operations-contracts';
import type { OrderStatus } from '@skyparcel/domain/tracking-rules';
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

/** Points the order at the flight its weight is now booked on, inside the move's transaction. */
export function moveOrderToFlight(tx: Database, orderId: string, flightId: string): Promise<void> {
  return setOrderFlight(tx, orderId, flightId);
}
