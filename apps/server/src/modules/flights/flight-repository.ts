import { and, asc, between, eq, gte, sql } from 'drizzle-orm';
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

/** The first flight between any of the origin and destination airports in the window with room for the weight. */
export async function findFirstFlightWithRoom(
  db: Database,
  query: { origins: string[]; destinations: string[]; from: Date; to: Date; weightG: number },
): Promise<FlightRow | undefined> {
  if (query.origins.length === 0 || query.destinations.length === 0) return undefined;
  // Prepared: every inter-city price asks it once per tier.
  const prepared = preparedQuery(db, 'first_flight_with_room', (on) =>
    on
      .select()
      .from(flights)
      .where(
        and(
          sql`${flights.origin} = any(${sql.placeholder('origins')}::text[])`,
          sql`${flights.destination} = any(${sql.placeholder('destinations')}::text[])`,
          between(flights.departureAt, sql.placeholder('from'), sql.placeholder('to')),
          gte(flights.remainingG, sql.placeholder('weightG')),
        ),
      )
      .orderBy(asc(flights.departureAt))
      .limit(1)
      .prepare('first_flight_with_room'),
  );
  const [row] = await prepared.execute(query);
  return row;
}
