import type { Language } from '@skyparcel/domain/locale';
import type { Database } from '../../db/database.ts';
import { readReference } from '../../db/reference-cache.ts';
import { getProvince } from '../locations/get-province.ts';
import { type AirportPlace, airportsByCode, findFlight } from './flight-repository.ts';

/**
 * A booked flight as orders show it (number, airports, times), or null when it is gone. Cached:
 * every placed order and order detail shows one, and bookings change none of it (their notices
 * only update the remaining weight); any other change to a flight drops it.
 */
export function getFlightView(db: Database, flightId: string) {
  return readReference(db, `flight_view:${flightId}`, ['flights'], async () => {
    const flight = await findFlight(db, flightId);
    if (!flight) return null;
    return {
      flightNumber: flight.flightNumber,
      origin: flight.origin,
      destination: flight.destination,
      departureAt: flight.departureAt.toISOString(),
      arrivalAt: flight.arrivalAt.toISOString(),
    };
  });
}

/**
 * Airports by IATA code: the open data's name (English) and the province it is in, named in the reader's
 * language (issue 34 item 18); the code stands for both when the airport is unknown.
 */
export async function getAirportsByCode(db: Database, codes: string[], language: Language): Promise<NamedAirport[]> {
  const known = await airportsByCode(db);
  return Promise.all(
    codes.map(async (code) => {
      const airport = known.get(code);
      if (!airport) return { code, name: code, placeName: code };
      return { code, name: airport.name, placeName: await airportPlaceName(db, airport, language) };
    }),
  );
}

type NamedAirport = { code: string; name: string; placeName: string };

export type { AirportPlace };

/** The province an airport is in, in the reader's language (the open data names airports in English only). */
export async function airportPlaceName(db: Database, airport: AirportPlace, language: Language): Promise<string> {
  const province = await getProvince(db, airport.country, airport.province, language);
  return province?.name ?? airport.municipality;
}
