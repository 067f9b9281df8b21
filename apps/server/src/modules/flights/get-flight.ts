import type { Database } from '../../db/database.ts';
import { findFlight } from './flight-repository.ts';

/** A booked flight as orders show it (number, airports, times), or null when it is gone. */
export async function getFlightView(db: Database, flightId: string) {
  const flight = await findFlight(db, flightId);
  if (!flight) return null;
  return {
    flightNumber: flight.flightNumber,
    origin: flight.origin,
    destination: flight.destination,
    departureAt: flight.departureAt.toISOString(),
    arrivalAt: flight.arrivalAt.toISOString(),
  };
}
