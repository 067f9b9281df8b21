import type { CrossBorderTariff, Direction } from '@skyparcel/domain/cross-border';
import { KOREA_COUNTRY } from '@skyparcel/domain/location-id';
import type { RouteClass, TierService } from '@skyparcel/domain/pricing';
import type { Database } from '../../db/database.ts';
import { getSetting } from '../content/get-setting.ts';
import { type AirportSide, type FlightPlan, planFlight } from '../flights/plan-flight.ts';

export type DeliveryEstimate = { estDateTime: Date; flight: FlightPlan['flight'] | null };

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A route between two provinces of two countries (the same one inside Vietnam). */
export type EstimatedRoute = {
  routeClass: RouteClass;
  origin: { country: string; province: string };
  destination: { country: string; province: string };
};

/**
 * When a parcel of a tier should arrive: inner city, the tier's cut-off and last mile after
 * now; inter city, the first flight with room leaving at least the tier's cut-off from now
 * within nDay + 1 days (spec 1 section 3 setting nDay), plus the tier's last mile.
 */
export async function estimateDelivery(
  db: Database,
  route: EstimatedRoute,
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

/**
 * When a cross-border parcel should arrive: the first Vietnam–Korea flight with room within the
 * direction's search days after the tier's cut-off, then customs clearance and the tier's last
 * mile. The Korean side is the Korean airport we fly to nearest the address's province (our
 * partner's couriers cover the country from the gateways: Seoul through Incheon, Busan through
 * Gimhae); the Vietnamese side is the province's own airports, as inside Vietnam.
 */
export async function estimateCrossBorderDelivery(
  db: Database,
  route: EstimatedRoute & { direction: Direction },
  chargeableWeightG: number,
  service: TierService,
  tariff: CrossBorderTariff,
  now: Date,
): Promise<DeliveryEstimate> {
  const from = new Date(now.getTime() + service.handoverMinutes * MINUTE);
  const window = { from, to: new Date(from.getTime() + tariff.searchDays * DAY) };
  const plan = await planFlight(
    db,
    { origin: airportSide(route.origin), destination: airportSide(route.destination) },
    window,
    chargeableWeightG,
  );
  const afterArrival = (tariff.clearanceMinutes + service.lastMileMinutes) * MINUTE;
  return { estDateTime: new Date(plan.flight.arrivalAt.getTime() + afterArrival), flight: plan.flight };
}

const airportSide = (end: { country: string; province: string }): AirportSide =>
  end.country === KOREA_COUNTRY ? { ...end, gateway: true } : end;
