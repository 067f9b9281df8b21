import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { type FlightRow, findFirstFlightWithRoom, findServedAirports } from './flight-repository.ts';

export type FlightPlan = { flight: FlightRow; originAirport: string; destinationAirport: string };

/**
 * The flight an inter-city parcel would take: the first one, after the handover lead time,
 * from an airport of the origin province to one of the destination province with room
 * for the chargeable weight. No airport on either side is 'no suitable route'; no flight
 * in the window is 'Unable to find appropriate flight'.
 */
export async function planFlight(
  db: Database,
  route: { country: string; originProvince: string; destinationProvince: string },
  window: { from: Date; to: Date },
  weightG: number,
): Promise<FlightPlan> {
  const [origins, destinations] = await Promise.all([
    findServedAirports(db, route.country, route.originProvince),
    findServedAirports(db, route.country, route.destinationProvince),
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
