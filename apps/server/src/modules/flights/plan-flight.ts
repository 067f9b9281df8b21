import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { type FlightRow, findFirstFlightWithRoom, findServedAirports } from './flight-repository.ts';

export type FlightPlan = { flight: FlightRow; originAirport: string; destinationAirport: string };

/** One end of a flight route: a province's airports, or a whole country's (province null). */
export type AirportSide = { country: string; province: string | null };

/**
 * The flight a parcel between provinces would take: the first one, after the handover lead
 * time, from an airport of the origin side to one of the destination side with room for the
 * chargeable weight. No airport on either side is 'no suitable route'; no flight
 * in the window is 'Unable to find appropriate flight'.
 */
export async function planFlight(
  db: Database,
  route: { origin: AirportSide; destination: AirportSide },
  window: { from: Date; to: Date },
  weightG: number,
): Promise<FlightPlan> {
  const [origins, destinations] = await Promise.all([
    findServedAirports(db, route.origin.country, route.origin.province),
    findServedAirports(db, route.destination.country, route.destination.province),
  ]);
  if (origins.length === 0 || destinations.length === 0) throw new AppError('NO_SUITABLE_ROUTE');
  const flight = await findFirstFlightWithRoom(db, {
    origins: origins.map((a) => a.iata),
    destinations: destinations.map((a) => a.iata),
    ...window,
    weightG,
  });
  if (!flight) throw new AppError('FLIGHT_NOT_FOUND');
  return { flight, originAirport: flight.origin, destinationAirport: flight.destination };
}
