import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { releaseFlightWeight } from '../flights/book-flight-weight.ts';
import { releaseOrderVoucher } from '../vouchers/release-voucher.ts';

/**
 * An order whose payment failed or expired, inside the payment's transaction: the order is
 * cancelled and gives back what it held, its flight weight and its voucher use, in the same
 * commit. Only an order still IN_PROGRESS is released, so a second call changes nothing.
 */
export async function releaseUnpaidOrder(tx: Database, orderId: string): Promise<boolean> {
  const [order] = await tx
    .update(orders)
    .set({ status: 'CANCELLED' })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'IN_PROGRESS')))
    .returning({ flightId: orders.flightId, chargeableWeightG: orders.chargeableWeightG });
  if (!order) return false;
  await releaseOrderVoucher(tx, orderId);
  if (order.flightId) await releaseFlightWeight(tx, order.flightId, order.chargeableWeightG);
  return true;
}
