import { LATE_PARCELS_SHOWN } from '@skyparcel/domain/hub-overview-contracts';
import { and, asc, count, eq, gt, gte, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orderFeeAdjustments } from '../../db/schema/fee-adjustments.ts';
import { flights } from '../../db/schema/flights.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';

/*
 * The hub overview's counts, each from its own index: the day's orders by when they were placed,
 * the flights yet to leave, the recharges (a partial index on them), the open orders by their
 * promised arrival.
 */

export function countOrdersPlacedBetween(db: Database, window: { from: Date; to: Date }) {
  return db
    .select({ status: orders.status, orders: count() })
    .from(orders)
    .where(and(gte(orders.createdAt, window.from), lt(orders.createdAt, window.to)))
    .groupBy(orders.status);
}

/** Weighed and passed at the hub (the security check), on a flight that has not left by `now`. */
export async function countWaitingForFlight(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({ orders: count() })
    .from(flights)
    .innerJoin(orders, eq(orders.flightId, flights.id))
    .where(and(gt(flights.departureAt, now), eq(orders.status, 'SENDING'), isNotNull(orders.measured)));
  return row?.orders ?? 0;
}

/** Orders of a recharge not paid yet (no payment started, or one not PAID), cancelled orders left out. */
export async function countUnpaidRecharges(db: Database): Promise<number> {
  const [row] = await db
    .select({ orders: count() })
    .from(orderFeeAdjustments)
    .innerJoin(orders, eq(orders.id, orderFeeAdjustments.orderId))
    .leftJoin(payments, eq(payments.id, orderFeeAdjustments.rechargePaymentId))
    .where(
      and(
        eq(orderFeeAdjustments.direction, 'RECHARGE'),
        ne(orders.status, 'CANCELLED'),
        or(isNull(payments.status), ne(payments.status, 'PAID')),
      ),
    );
  return row?.orders ?? 0;
}

// Written out as the partial index orders_open_eta_idx says it, so the planner can use that index.
const isOpenAndLate = (now: Date) =>
  and(sql`${orders.status} in ('IN_PROGRESS', 'SENDING', 'RECEIVING')`, lt(orders.estDateTime, now));

/** Open orders past their promised arrival, the oldest promise first. */
export function findLateOrders(db: Database, now: Date) {
  return db.select().from(orders).where(isOpenAndLate(now)).orderBy(asc(orders.estDateTime)).limit(LATE_PARCELS_SHOWN);
}

export async function countLateOrders(db: Database, now: Date): Promise<number> {
  const [row] = await db.select({ orders: count() }).from(orders).where(isOpenAndLate(now));
  return row?.orders ?? 0;
}
