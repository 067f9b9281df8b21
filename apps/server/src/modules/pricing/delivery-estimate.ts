import type { RouteClass } from '@skyparcel/domain/pricing';
import type { Database } from '../../db/client.ts';
import { getSetting } from '../content/get-setting.ts';
import { type FlightPlan, planFlight } from '../flights/plan-flight.ts';

export type DeliveryEstimate = { estDateTime: Date; flight: FlightPlan['flight'] | null };

const MINUTE = 60_000;

/**
 * When a parcel should arrive (spec 1 section 3 settings interval/nDay): inner city, the
 * shipping interval after now; inter city, the first flight with room leaving at least one
 * interval from now within nDay + 1 days, plus one interval for the last mile.
 */
export async function estimateDelivery(
  db: Database,
  route: { routeClass: RouteClass; country: string; originProvince: string; destinationProvince: string },
  chargeableWeightG: number,
  now: Date,
): Promise<DeliveryEstimate> {
  const intervalMinutes = await getSetting<number>(db, 'interval', 120);
  const nDay = await getSetting<number>(db, 'nDay', 1);
  const leadTime = intervalMinutes * MINUTE;
  if (route.routeClass === 'INNER_CITY') return { estDateTime: new Date(now.getTime() + leadTime), flight: null };
  const window = { from: new Date(now.getTime() + leadTime), to: new Date(now.getTime() + (nDay + 1) * 86_400_000) };
  const plan = await planFlight(db, route, window, chargeableWeightG);
  return { estDateTime: new Date(plan.flight.arrivalAt.getTime() + leadTime), flight: plan.flight };
}
