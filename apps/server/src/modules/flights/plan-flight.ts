import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import {
  type FlightRow,
  findFirstFlightWithRoom,
  findGatewaysByDistance,
  findServedAirports,
} from './flight-repository.ts';

export type FlightPlan = { flight: FlightRow; originAirport: string; destinationAirport: string };

/**
 * One end of a flight route: a province's own airports, or (`gateway`) the country's airport nearest
 * to the province that the schedule flies (abroad, our partner's couriers bring parcels to it).
 */
export type AirportSide = { country: string; province: string; gateway?: boolean };

/** The airports of a side, in the order they are tried: a gateway side's nearest first, then the others. */
async function airportsOf(db: Database, side: AirportSide): Promise<string[][]> {
  if (!side.gateway) return [(await findServedAirports(db, side.country, side.province)).map((a) => a.iata)];
  const gateways = await findGatewaysByDistance(db, side.country, side.province);
  return gateways.length === 0 ? [] : [gateways.slice(0, 1), gateways.slice(1)].filter((set) => set.length > 0);
}

/**
 * The flight a parcel between provinces would take: the first one, after the handover lead
 * time, from an airport of the origin side to one of the destination side with room for the
 * chargeable weight (from a gateway side's nearest airport when it has one). No airport on either side is 'no suitable route'; no flight
 * in the window is 'Unable to find appropriate flight'.
 */
export async function planFlight(
  db: Database,
  route: { origin: AirportSide; destination: AirportSide },
  window: { from: Date; to: Date },
  weightG: number,
): Promise<FlightPlan> {
  const [originSets, destinationSets] = await Promise.all([
    airportsOf(db, route.origin),
    airportsOf(db, route.destination),
  ]);
  if (originSets.every((set) => set.length === 0) || destinationSets.every((set) => set.length === 0)) {
    throw new AppError('NO_SUITABLE_ROUTE');
  }
  const flight = await firstFlightBySets(db, originSets, destinationSets, window, weightG);
  if (!flight) throw new AppError('FLIGHT_NOT_FOUND');
  return { flight, originAirport: flight.origin, destinationAirport: flight.destination };
}

/** The first flight with room from the nearest airports that have one (a gateway side's nearest first). */
async function firstFlightBySets(
  db: Database,
  originSets: string[][],
  destinationSets: string[][],
  window: { from: Date; to: Date },
  weightG: number,
): Promise<FlightRow | undefined> {
  for (const origins of originSets) {
    for (const destinations of destinationSets) {
      const flight = await findFirstFlightWithRoom(db, { origins, destinations, ...window, weightG });
      if (flight) return flight;
    }
  }
  return undefined;
}
