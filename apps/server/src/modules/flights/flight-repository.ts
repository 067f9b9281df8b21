import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { type ReferenceDependency, readReference } from '../../db/reference-cache.ts';
import { airports, flights } from '../../db/schema/flights.ts';
import { divisions } from '../../db/schema/locations.ts';
import schedule from '../../db/seed/data/flight-schedule.json' with { type: 'json' };
import type { ScheduledFlight } from './flight-schedule.ts';

export type FlightRow = typeof flights.$inferSelect;

export function airportCountries(db: Database): Promise<Map<string, string>> {
  return readReference(db, 'airport_countries', ['airports'], async () => {
    const rows = await db.select({ iata: airports.iata, country: airports.country }).from(airports);
    return new Map(rows.map((row) => [row.iata, row.country]));
  });
}

/** Every airport by its IATA code: its name as the open airport data writes it, and where it is. */
export function airportsByCode(db: Database): Promise<Map<string, AirportPlace & { name: string }>> {
  return readReference(db, 'airports_by_code', ['airports'], async () => {
    const rows = await db
      .select({
        iata: airports.iata,
        name: airports.name,
        country: airports.country,
        province: airports.province,
        municipality: airports.municipality,
      })
      .from(airports);
    return new Map(rows.map(({ iata, ...airport }) => [iata, airport]));
  });
}

/** Where an airport is: our province code, and the open data's town (English) for when the province is unknown. */
export type AirportPlace = { country: string; province: string; municipality: string };

/** New flights only: a flight already scheduled keeps its bookings. Answers how many were added. */
export async function insertMissingFlights(db: Database, scheduled: ScheduledFlight[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < scheduled.length; start += 500) {
    const rows = scheduled.slice(start, start + 500).map((flight) => ({ ...flight, remainingG: flight.capacityG }));
    const inserted = await db.insert(flights).values(rows).onConflictDoNothing().returning({ id: flights.id });
    added += inserted.length;
  }
  return added;
}

/**
 * Takes weight off a flight in one conditional statement: concurrent bookings can never
 * take more than what remains. Answers whether it fitted (the caches learn the new weight from the
 * update's notice, so nothing more is read back).
 */
export async function takeWeight(db: Database, flightId: string, weightG: number): Promise<boolean> {
  const statement = preparedQuery(db, 'take_flight_weight', (on) =>
    on
      .update(flights)
      .set({ remainingG: sql`${flights.remainingG} - ${sql.placeholder('weightG')}::int` })
      .where(and(eq(flights.id, sql.placeholder('flightId')), gte(flights.remainingG, sql.placeholder('weightG'))))
      .returning({ id: flights.id })
      .prepare('take_flight_weight'),
  );
  const taken = await statement.execute({ flightId, weightG });
  return taken.length > 0;
}

/** Gives weight back (a cancelled booking), never above the flight's capacity. */
export async function returnWeight(db: Database, flightId: string, weightG: number): Promise<void> {
  await db
    .update(flights)
    .set({ remainingG: sql`least(${flights.capacityG}, ${flights.remainingG} + ${weightG})` })
    .where(eq(flights.id, flightId));
}

export async function findFlight(db: Database, flightId: string): Promise<FlightRow | undefined> {
  const [row] = await db.select().from(flights).where(eq(flights.id, flightId));
  return row;
}

/**
 * Airports with airline service in a province, or in the whole country when no province is given
 * (cached: every inter-city price asks for both ends).
 */
export function findServedAirports(db: Database, country: string, province: string | null) {
  return readReference(db, `served_airports:${country}:${province ?? '*'}`, ['airports'], () =>
    db
      .select()
      .from(airports)
      .where(
        and(
          eq(airports.country, country),
          province === null ? undefined : eq(airports.province, province),
          eq(airports.hasScheduledService, true),
        ),
      ),
  );
}

export type FlightAsk = { origins: string[]; destinations: string[]; from: Date; to: Date; weightG: number };

/** What a cached list of one airport pair's flights depends on (the flight triggers of migration 0036 name it). */
export const routeFlights = (origin: string, destination: string): ReferenceDependency =>
  `flights:${origin}>${destination}`;

const HOUR = 3_600_000;
const DAY = 86_400_000;

/**
 * The first flight between any of the origin and destination airports in the window with room
 * for the weight. The route's flights come from the process cache (a booking updates the cached
 * flight's remaining weight in place, any other change drops the route's lists: migration 0036),
 * so both tiers of a price call and the calls after
 * it share one read; inside a transaction they are read afresh. The booking itself checks the
 * room again under the row's lock (`takeWeight`), so a cache a moment behind never overbooks.
 */
export async function findFirstFlightWithRoom(db: Database, ask: FlightAsk): Promise<FlightRow | undefined> {
  if (ask.origins.length === 0 || ask.destinations.length === 0) return undefined;
  const candidates = await findRouteFlights(db, ask);
  return candidates.find((flight) => meets(flight, ask));
}

/**
 * A route's flights from the hour of the window's start to the end of the day of its end, in
 * departure order: the key changes once an hour, so a cached list always covers the asks that
 * use it, and at most one read per route and hour reaches the database while nothing is booked.
 */
function findRouteFlights(db: Database, ask: FlightAsk): Promise<readonly FlightRow[]> {
  const fromAt = new Date(Math.floor(ask.from.getTime() / HOUR) * HOUR);
  const toAt = new Date((Math.floor(ask.to.getTime() / DAY) + 1) * DAY);
  const route = `${ask.origins.join(',')}>${ask.destinations.join(',')}`;
  // Epoch milliseconds, not ISO strings: the key is built on every price call.
  const key = `route_flights:${route}:${fromAt.getTime()}/${toAt.getTime()}`;
  const pairs = ask.origins.flatMap((origin) => ask.destinations.map((to) => routeFlights(origin, to)));
  return readReference(db, key, pairs, () => {
    const prepared = preparedQuery(db, 'route_flights', (on) =>
      on
        .select()
        .from(flights)
        .where(
          and(
            // Freighters carry Cargo Direct only: a parcel rides in a passenger flight's hold.
            eq(flights.kind, 'BELLY'),
            sql`${flights.origin} = any(${sql.placeholder('origins')}::text[])`,
            sql`${flights.destination} = any(${sql.placeholder('destinations')}::text[])`,
            sql`${flights.departureAt} between ${sql.placeholder('fromAt')}::timestamptz and ${sql.placeholder('toAt')}::timestamptz`,
          ),
        )
        .orderBy(asc(flights.departureAt), asc(flights.id))
        .prepare('route_flights'),
    );
    return prepared.execute({
      origins: ask.origins,
      destinations: ask.destinations,
      fromAt: fromAt.toISOString(),
      toAt: toAt.toISOString(),
    });
  });
}

/** The route's list is already the ask's airports: what is left is the window and the room. */
function meets(flight: FlightRow, ask: FlightAsk): boolean {
  return flight.departureAt >= ask.from && flight.departureAt <= ask.to && flight.remainingG >= ask.weightG;
}

/**
 * Every flight of a route departing in a window, freighters included, in departure order: Cargo
 * Direct's search reads the live load (no cache), on flights_route_departure_idx.
 */
export function findFlightsOnRoute(db: Database, route: { origin: string; destination: string; from: Date; to: Date }) {
  return db
    .select()
    .from(flights)
    .where(
      and(
        eq(flights.origin, route.origin),
        eq(flights.destination, route.destination),
        gte(flights.departureAt, route.from),
        lt(flights.departureAt, route.to),
      ),
    )
    .orderBy(asc(flights.departureAt), asc(flights.id));
}

const scheduleAirports = new Set(schedule.templates.flatMap((template) => [template.origin, template.destination]));

/**
 * A country's airports that the schedule flies from or to, nearest first to a province's centre
 * (cached): a parcel handed over in Seoul leaves from Incheon, one in Busan from Gimhae.
 */
export function findGatewaysByDistance(db: Database, country: string, province: string) {
  return readReference(db, `gateways:${country}:${province}`, ['airports', 'divisions'], async () => {
    const distanceM = sql`earth_distance(ll_to_earth(${airports.lat}, ${airports.lng}), ll_to_earth(${divisions.lat}, ${divisions.lng}))`;
    const rows = await db
      .select({ iata: airports.iata })
      .from(airports)
      .innerJoin(
        divisions,
        and(eq(divisions.country, airports.country), eq(divisions.level, 'province'), eq(divisions.code, province)),
      )
      .where(and(eq(airports.country, country), eq(airports.hasScheduledService, true)))
      .orderBy(distanceM, asc(airports.iata));
    return rows.map((row) => row.iata).filter((iata) => scheduleAirports.has(iata));
  });
}

/** Every flight departing in a window, all routes, in departure order, on flights_departure_idx: the hub's day. */
export function findFlightsDeparting(db: Database, window: { from: Date; to: Date }) {
  return db
    .select()
    .from(flights)
    .where(and(gte(flights.departureAt, window.from), lt(flights.departureAt, window.to)))
    .orderBy(asc(flights.departureAt), asc(flights.flightNumber));
}
