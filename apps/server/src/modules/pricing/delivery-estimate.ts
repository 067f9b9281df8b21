import type { RouteClass, TierService } from '@skyparcel/domain/pricing';
import type { Database } from '../../db/client.ts';
import { getSetting } from '../content/get-setting.ts';
import { type FlightPlan, planFlight } from '../flights/plan-flight.ts';

export type DeliveryEstimate = { estDateTime: Date; flight: FlightPlan['flight'] | null };

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * When a parcel of a tier should arrive: inner city, the tier's cut-off and last mile after
 * now; inter city, the first flight with room leaving at least the tier's cut-off from now
 * within nDay + 1 days (spec 1 section 3 setting nDay), plus the tier's last mile.
 */
export async function estimateDelivery(
  db: Database,
  route: { routeClass: RouteClass; country: string; originProvince: string; destinationProvince: string },
  chargeableWeightG: number,
  service: TierService,
  now: Date,
): Promise<DeliveryEstimate> {
  const cutOff = service.handoverMinutes * MINUTE;
  const lastMile = service.lastMileMinutes * MINUTE;
  if (route.routeClass === 'INNER_CITY')
    return { estDateTime: new Date(now.getTime() + cutOff + lastMile), flight: null };
  const nDay = await getSetting<number>(db, 'nDay', 1);
  const window = { from: new Date(now.getTime() + cutOff), to: new Date(now.getTime() + (nDay + 1) * DAY) };
  const plan = await planFlight(db, route, window, chargeableWeightG);
  return { estDateTime: new Date(plan.flight.arrivalAt.getTime() + lastMile), flight: plan.flight };
}
