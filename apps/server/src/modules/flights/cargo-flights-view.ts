import type { Database } from '../../db/database.ts';
import { readReference } from '../../db/reference-cache.ts';
import { type FlightRow, findFlightsOnRoute, routeFlights } from './flight-repository.ts';

export type CargoFlightRow = FlightRow;

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
