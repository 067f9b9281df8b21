import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Airports of Vietnam and Korea (OurAirports via reference-data/airports-vn-kr), mapped to our provinces. */
export const airports = pgTable(
  'airports',
  {
    iata: text('iata').primaryKey(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    province: text('province').notNull(),
    municipality: text('municipality').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    hasScheduledService: boolean('has_scheduled_service').notNull(),
  },
  (t) => [index('airports_province_idx').on(t.country, t.province)],
);

export const FLIGHT_KINDS = ['BELLY', 'FREIGHTER'] as const;
export type FlightKind = (typeof FLIGHT_KINDS)[number];

/**
 * Scheduled flights carrying our cargo. Weights are whole grams so booking arithmetic is
 * exact; `remaining_g` never drops below zero (conditional update plus a check).
 */
export const flights = pgTable(
  'flights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    flightNumber: text('flight_number').notNull(),
    origin: text('origin')
      .notNull()
      .references(() => airports.iata),
    destination: text('destination')
      .notNull()
      .references(() => airports.iata),
    departureAt: timestamp('departure_at', { withTimezone: true }).notNull(),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }).notNull(),
    aircraft: text('aircraft').notNull(),
    /** A passenger flight's hold (shared by parcels and Cargo Direct) or a freighter (Cargo Direct only). */
    kind: text('kind', { enum: FLIGHT_KINDS }).notNull().default('BELLY'),
    capacityG: integer('capacity_g').notNull(),
    remainingG: integer('remaining_g').notNull(),
  },
  (t) => [
    uniqueIndex('flights_number_departure_unique').on(t.flightNumber, t.departureAt),
    index('flights_route_departure_idx').on(t.origin, t.destination, t.departureAt),
    // The hub's flights of a day, every route (issue 39).
    index('flights_departure_idx').on(t.departureAt),
    check('flights_kind', sql`${t.kind} in ('BELLY', 'FREIGHTER')`),
    check('flights_remaining_within_capacity', sql`${t.remainingG} >= 0 and ${t.remainingG} <= ${t.capacityG}`),
  ],
);
