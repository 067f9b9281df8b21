import type { Database } from '../../db/database.ts';
import { airportNames, findFlight } from './flight-repository.ts';

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

/** Airports by IATA code, named as the open airport data names them ({ code, name }; the code when unknown). */
export async function getAirportsByCode(db: Database, codes: string[]): Promise<{ code: string; name: string }[]> {
  const names = await airportNames(db);
  return codes.map((code) => ({ code, name: names.get(code) ?? code }));
}
