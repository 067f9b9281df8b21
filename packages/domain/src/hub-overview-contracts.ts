import { z } from 'zod';
import { ORDER_STATUSES } from './tracking-rules.ts';

/*
 * The hub's overview (issue 39, any staff member): how the Vietnamese day stands, what waits for
 * a flight, the recharges customers still owe, and the parcels past their promised arrival.
 */

/** How many late parcels the overview names (the oldest promises first); the count covers them all. */
export const LATE_PARCELS_SHOWN = 20;

/** Orders still on their way: not yet delivered, completed or cancelled. */
export const OPEN_ORDER_STATUSES = ['IN_PROGRESS', 'SENDING', 'RECEIVING'] as const;

export const lateParcelSchema = z.object({
  orderId: z.string(),
  uuid: z.uuid(),
  status: z.enum(OPEN_ORDER_STATUSES),
  /** The arrival promised when it was placed. */
  estDateTime: z.iso.datetime(),
  /** The receiver's province, in the reader's language. */
  destination: z.string(),
});
export type LateParcel = z.infer<typeof lateParcelSchema>;

/** `GET /ops/v1/overview`. */
export const hubOverviewSchema = z.object({
  /** The Vietnamese day counted (YYYY-MM-DD). */
  day: z.iso.date(),
  /** Orders placed that day, by status now (statuses without one left out). */
  placedToday: z.array(z.object({ status: z.enum(ORDER_STATUSES), orders: z.number().int() })),
  /** Weighed and passed at the hub, on a flight that has not left yet. */
  waitingForFlight: z.number().int(),
  /** Orders whose hub recharge the customer has not paid yet (cancelled orders left out). */
  unpaidRecharges: z.number().int(),
  late: z.object({ count: z.number().int(), parcels: z.array(lateParcelSchema) }),
});
export type HubOverview = z.infer<typeof hubOverviewSchema>;
