import type { Database } from '../../db/database.ts';
import { type FlightRow, findFlight, findFlightsDeparting, findFlightsOnRoute } from './flight-repository.ts';

/*
 * Flights with their load as it is now, no cache: Cargo Direct's check and order, and the hub's
 * screens (issue 39), which look at them a flight at a time. Any booking they lead to takes the
 * flight row's lock anyway.
 */

export type LiveFlightRow = FlightRow;

/** One flight as it is now, or undefined. */
export function getLiveFlight(db: Database, flightId: string): Promise<FlightRow | undefined> {
  return findFlight(db, flightId);
}

/** A route's flights departing in a window: the later flights the desk offers to move a parcel to. */
export function listRouteFlightsLive(
  db: Database,
  route: { origin: string; destination: string; from: Date; to: Date },
): Promise<FlightRow[]> {
  return findFlightsOnRoute(db, route);
}

/** Every flight departing in a window, all routes: the hub's day. */
export function listFlightsDeparting(db: Database, window: { from: Date; to: Date }): Promise<FlightRow[]> {
  return findFlightsDeparting(db, window);
}
