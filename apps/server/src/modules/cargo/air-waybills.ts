import { airWaybillNumber } from '@skyparcel/domain/air-waybill';
import { eq, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/orders.ts';
import type { Tx } from '../../db/transaction.ts';

/**
 * Gives a Cargo Direct booking its air waybill number inside the order's transaction: the next
 * serial of air_waybill_serial_seq under the carrier's prefix (the tariff's cargoDirect settings),
 * with its check digit (air-waybill.ts). A serial taken by a booking that rolls back is skipped,
 * never given twice.
 */
export async function assignAirWaybill(tx: Tx, orderId: string, prefix: string): Promise<string> {
  const result = (await tx.execute(sql`select nextval('air_waybill_serial_seq')::int as serial`)) as unknown as {
    rows: { serial: number }[];
  };
  const number = airWaybillNumber(prefix, result.rows[0].serial);
  await tx.update(orders).set({ airWaybillNumber: number }).where(eq(orders.id, orderId));
  return number;
}
