import type { Database } from '../../db/client.ts';
import { type FlightRow, findFlight, findFlightsOnRoute } from './flight-repository.ts';

export type CargoFlightRow = FlightRow;

/** One flight as it is now (live load), or undefined: Cargo Direct's check and order read it. */
export function getLiveFlight(db: Database, flightId: string): Promise<FlightRow | undefined> {
  return findFlight(db, flightId);
}

/** A route's flights departing in a window, freighters included, with their live load. */
export function listRouteFlights(db: Database, route: { origin: string; destination: string; from: Date; to: Date }) {
  return findFlightsOnRoute(db, route);
}
