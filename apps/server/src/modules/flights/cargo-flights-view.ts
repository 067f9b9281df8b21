import type { Database } from '../../db/database.ts';
import { readReference } from '../../db/reference-cache.ts';
import { type FlightRow, findFlight, findFlightsOnRoute, routeFlights } from './flight-repository.ts';

export type CargoFlightRow = FlightRow;

/** One flight as it is now (live load), or undefined: Cargo Direct's check and order read it. */
export function getLiveFlight(db: Database, flightId: string): Promise<FlightRow | undefined> {
  return findFlight(db, flightId);
}

/**
 * A route's flights departing in a window, freighters included, with their load. Cached like the
 * parcel route's list (flight-repository.ts): a booking updates the load in every process's list,
 * any other change to the route's flights drops it, so the load shown is as live as the notices; the order books
 * under the flight row's lock whatever the list said. Windows are whole Vietnamese days, so the
 * keys are few.
 */
export function listRouteFlights(
  db: Database,
  route: { origin: string; destination: string; from: Date; to: Date },
): Promise<readonly FlightRow[]> {
  const key = `cargo_route:${route.origin}>${route.destination}:${route.from.toISOString()}/${route.to.toISOString()}`;
  return readReference(db, key, [routeFlights(route.origin, route.destination)], () => findFlightsOnRoute(db, route));
}

/**
 * A route's flights departing in a window with their load as it is now (no cache): the hub desk
 * offers them to move a parcel to, and the move books under the flight row's lock anyway.
 */
export function listRouteFlightsLive(
  db: Database,
  route: { origin: string; destination: string; from: Date; to: Date },
): Promise<FlightRow[]> {
  return findFlightsOnRoute(db, route);
}
