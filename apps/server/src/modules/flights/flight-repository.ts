import DataLoader from 'dataloader';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { readReference } from '../../db/reference-cache.ts';
import { airports, flights } from '../../db/schema/flights.ts';
import type { ScheduledFlight } from './flight-schedule.ts';

export type FlightRow = typeof flights.$inferSelect;

export function airportCountries(db: Database): Promise<Map<string, string>> {
  return readReference(db, 'airport_countries', ['airports'], async () => {
    const rows = await db.select({ iata: airports.iata, country: airports.country }).from(airports);
    return new Map(rows.map((row) => [row.iata, row.country]));
  });
}

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
 * take more than what remains. Answers the updated flight, or undefined when it does not fit.
 */
export async function takeWeight(db: Database, flightId: string, weightG: number): Promise<FlightRow | undefined> {
  const [row] = await db
    .update(flights)
    .set({ remainingG: sql`${flights.remainingG} - ${weightG}` })
    .where(and(eq(flights.id, flightId), gte(flights.remainingG, weightG)))
    .returning();
  return row;
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

/** Airports with airline service in a province (cached: every inter-city price asks for both ends). */
export function findServedAirports(db: Database, country: string, province: string) {
  return readReference(db, `served_airports:${country}:${province}`, ['airports'], () =>
    db
      .select()
      .from(airports)
      .where(
        and(eq(airports.country, country), eq(airports.province, province), eq(airports.hasScheduledService, true)),
      ),
  );
}

export type FlightAsk = { origins: string[]; destinations: string[]; from: Date; to: Date; weightG: number };

/**
 * The first flight between any of the origin and destination airports in the window with room
 * for the weight. Asks made at the same moment (both tiers of one price call) share one
 * statement: DataLoader gathers them and `findFirstFlightsWithRoom` answers them together.
 */
export function findFirstFlightWithRoom(db: Database, ask: FlightAsk): Promise<FlightRow | undefined> {
  if (ask.origins.length === 0 || ask.destinations.length === 0) return Promise.resolve(undefined);
  let loader = flightLoaders.get(db);
  if (!loader) {
    // No cache: remaining weight changes with every booking, each ask reads it afresh.
    loader = new DataLoader((asks) => findFirstFlightsWithRoom(db, asks), { cache: false });
    flightLoaders.set(db, loader);
  }
  return loader.load(ask);
}

const flightLoaders = new WeakMap<Database, DataLoader<FlightAsk, FlightRow | undefined>>();

/**
 * Each ask's first flight, in one prepared statement: the asks go in as one JSON parameter and
 * each picks its flight by the route index; the picked rows come back without saying whose they
 * are, so each ask takes the earliest returned flight that meets it, which is the one it picked.
 */
async function findFirstFlightsWithRoom(db: Database, asks: readonly FlightAsk[]): Promise<(FlightRow | undefined)[]> {
  const prepared = preparedQuery(db, 'first_flights_with_room', (on) =>
    on
      .select()
      .from(flights)
      .where(
        sql`${flights.id} = any(array(
          select (
            select picked.id from ${flights} picked
            where picked.origin = any(ask.origins) and picked.destination = any(ask.destinations)
              and picked.departure_at between ask.from_at and ask.to_at and picked.remaining_g >= ask.weight_g
            order by picked.departure_at, picked.id limit 1)
          from jsonb_to_recordset(${sql.placeholder('asks')}::jsonb)
            as ask(origins text[], destinations text[], from_at timestamptz, to_at timestamptz, weight_g integer)))`,
      )
      .orderBy(asc(flights.departureAt), asc(flights.id))
      .prepare('first_flights_with_room'),
  );
  const rows = await prepared.execute({
    asks: JSON.stringify(
      asks.map((ask) => ({
        origins: ask.origins,
        destinations: ask.destinations,
        from_at: ask.from.toISOString(),
        to_at: ask.to.toISOString(),
        weight_g: ask.weightG,
      })),
    ),
  });
  return asks.map((ask) => rows.find((flight) => meets(flight, ask)));
}

function meets(flight: FlightRow, ask: FlightAsk): boolean {
  return (
    ask.origins.includes(flight.origin) &&
    ask.destinations.includes(flight.destination) &&
    flight.departureAt >= ask.from &&
    flight.departureAt <= ask.to &&
    flight.remainingG >= ask.weightG
  );
}
