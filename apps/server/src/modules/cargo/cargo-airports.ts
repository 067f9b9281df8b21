import type {
  ArrivalAirportsQuery,
  CargoAirport,
  DepartureAirportsQuery,
  ProvinceAirportsQuery,
} from '@skyparcel/domain/cargo-contracts';
import type { Language } from '@skyparcel/domain/locale';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { readReference } from '../../db/reference-cache.ts';
import { airports } from '../../db/schema/flights.ts';
import { divisions } from '../../db/schema/locations.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { listActiveProducts } from '../catalog/find-product.ts';
import { hasScheduledRoute } from '../flights/extend-schedule.ts';
import { type AirportPlace, airportPlaceName } from '../flights/get-flight.ts';
import { type CargoSettings, loadCargoSettings } from './cargo-settings.ts';

type ServingAirport = AirportPlace & { iata: string; name: string };

/**
 * The airports with airline service that collect from and deliver to a province: the ones in it,
 * and any within the catchment distance of the province's centre, nearest first (cached; the
 * airports, the divisions and the catchment are reference data).
 */
function airportsServing(db: Database, settings: CargoSettings, country: string, province: string) {
  const key = `cargo_airports:${country}:${province}:${settings.catchmentKm}`;
  return readReference(db, key, ['airports', 'divisions', 'tariff_settings'], async () => {
    const distanceM = sql`earth_distance(ll_to_earth(${airports.lat}, ${airports.lng}), ll_to_earth(${divisions.lat}, ${divisions.lng}))`;
    return db
      .select({
        iata: airports.iata,
        name: airports.name,
        country: airports.country,
        municipality: airports.municipality,
        province: airports.province,
      })
      .from(airports)
      .innerJoin(
        divisions,
        and(eq(divisions.country, airports.country), eq(divisions.level, 'province'), eq(divisions.code, province)),
      )
      .where(
        and(
          eq(airports.country, country),
          eq(airports.hasScheduledService, true),
          or(eq(airports.province, divisions.code), sql`${distanceM} <= ${settings.catchmentKm * 1000}`),
        ),
      )
      .orderBy(distanceM, asc(airports.iata));
  });
}

/** The commodities an airport takes (all of them when `alsoAt` is given: accepted at both ends), named in the language. */
async function commoditiesOf(db: Database, settings: CargoSettings, language: Language, iata: string, alsoAt?: string) {
  const accepted = new Set(settings.airports[iata] ?? []);
  const other = alsoAt ? new Set(settings.airports[alsoAt] ?? []) : null;
  const products = await listActiveProducts(db);
  return products
    .filter((product) => accepted.has(product.code) && (!other || other.has(product.code)))
    .map((product) => ({
      code: product.code,
      name: product.name[language],
      shortName: `${product.code}-${product.type ?? product.packageType}`,
    }));
}

async function toCargoAirport(
  context: { db: Database; language: Language },
  settings: CargoSettings,
  airport: ServingAirport,
  departure?: string,
): Promise<CargoAirport> {
  const isSupport = Object.hasOwn(settings.airports, airport.iata);
  return {
    key: airport.iata,
    name: airport.name,
    municipality: airport.municipality,
    province: airport.province,
    placeName: await airportPlaceName(context.db, airport, context.language),
    isSupport,
    commodity: isSupport ? await commoditiesOf(context.db, settings, context.language, airport.iata, departure) : [],
  };
}

/** `GET /v2/cargo/departure-available`: where the sender's goods can fly from, nearest first. */
export async function listDepartureAirports(call: CallContext<DepartureAirportsQuery>): Promise<CargoAirport[]> {
  const { provinceCode, country } = call.input;
  const settings = await loadCargoSettings(call.db);
  const serving = await airportsServing(call.db, settings, country, provinceCode);
  const supported = serving.filter((airport) => Object.hasOwn(settings.airports, airport.iata));
  if (supported.length === 0) throw new AppError('validation_airport_not_available');
  return Promise.all(supported.map((airport) => toCargoAirport(call, settings, airport)));
}

/**
 * `GET /v2/cargo/arrival-available`: where they can fly to from the departure airport, near the
 * receiver, on a route the schedule flies, with the commodities both ends accept.
 */
export async function listArrivalAirports(call: CallContext<ArrivalAirportsQuery>): Promise<CargoAirport[]> {
  const { provinceCode, country, departureAirport } = call.input;
  const settings = await loadCargoSettings(call.db);
  if (!Object.hasOwn(settings.airports, departureAirport)) throw new AppError('validation_airport_not_available');
  const serving = await airportsServing(call.db, settings, country, provinceCode);
  const supported = serving.filter((airport) => Object.hasOwn(settings.airports, airport.iata));
  const reachable = supported.filter(
    (airport) => airport.iata !== departureAirport && hasScheduledRoute(departureAirport, airport.iata),
  );
  if (reachable.length === 0) {
    // The departure airport itself serves the receiver: both ends are the same city.
    const isSameCity = supported.some((airport) => airport.iata === departureAirport);
    throw new AppError(isSameCity ? 'validation_airport_same' : 'validation_airport_not_support');
  }
  return Promise.all(reachable.map((airport) => toCargoAirport(call, settings, airport, departureAirport)));
}

/** `GET /v2/cargo/airport-with-province`: the airports serving a province, Cargo Direct's or not (isSupport). */
export async function listProvinceAirports(call: CallContext<ProvinceAirportsQuery>): Promise<CargoAirport[]> {
  const settings = await loadCargoSettings(call.db);
  const serving = await airportsServing(call.db, settings, call.input.country, call.input.provinceCode);
  return Promise.all(serving.map((airport) => toCargoAirport(call, settings, airport)));
}

/** Both airports take Cargo Direct, differ, are flown between, and accept the commodity. */
export async function assertCargoRoute(
  db: Database,
  route: { departureAirport: string; arrivalAirport: string; productCode: string },
) {
  const settings = await loadCargoSettings(db);
  const { departureAirport, arrivalAirport, productCode } = route;
  if (departureAirport === arrivalAirport) throw new AppError('validation_airport_same');
  if (!Object.hasOwn(settings.airports, departureAirport)) throw new AppError('validation_airport_not_available');
  if (!Object.hasOwn(settings.airports, arrivalAirport) || !hasScheduledRoute(departureAirport, arrivalAirport)) {
    throw new AppError('validation_airport_not_support');
  }
  const acceptsAtBothEnds = [departureAirport, arrivalAirport].every((iata) =>
    settings.airports[iata].includes(productCode),
  );
  if (!acceptsAtBothEnds) throw new AppError('CARGO_COMMODITY_NOT_ACCEPTED');
  return settings;
}

/**
 * A booked flight's airports must be the ones near the addresses: the departure collects from the
 * sender's province, the arrival delivers to the receiver's.
 */
export async function assertAirportsServe(
  db: Database,
  flight: { origin: string; destination: string },
  ends: { sender: { country: string; province: string }; receiver: { country: string; province: string } },
) {
  const settings = await loadCargoSettings(db);
  const [fromSender, toReceiver] = await Promise.all([
    airportsServing(db, settings, ends.sender.country, ends.sender.province),
    airportsServing(db, settings, ends.receiver.country, ends.receiver.province),
  ]);
  if (!fromSender.some((airport) => airport.iata === flight.origin)) {
    throw new AppError('validation_airport_not_available');
  }
  if (!toReceiver.some((airport) => airport.iata === flight.destination)) {
    throw new AppError('validation_airport_not_support');
  }
}
