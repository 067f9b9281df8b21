import type { TierTariff, WeightBand } from '@skyparcel/domain/pricing';
import { sql } from 'drizzle-orm';
import { check, date, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** One tier's weight bands on one route class (seed/data/tariffs.json). */
export const tariffTiers = pgTable(
  'tariff_tiers',
  {
    routeClass: text('route_class', { enum: ['INNER_CITY', 'INTER_CITY'] }).notNull(),
    tier: text('tier', { enum: ['BASIC', 'PREMIUM', 'SUPER'] }).notNull(),
    bands: jsonb('bands').$type<WeightBand[]>().notNull(),
    beyond: jsonb('beyond').$type<TierTariff['beyond']>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.routeClass, t.tier] })],
);

/**
 * A tier's weight bands on one route class from a Vietnamese day on, scheduled by an admin (issue 39):
 * the prices of a day are its latest change on or before it, else the seeded `tariff_tiers` row. A
 * change starts after the day it is made, so an order keeps the prices of the day it was placed.
 */
export const tariffTierChanges = pgTable(
  'tariff_tier_changes',
  {
    routeClass: text('route_class', { enum: ['INNER_CITY', 'INTER_CITY'] }).notNull(),
    tier: text('tier', { enum: ['BASIC', 'PREMIUM', 'SUPER'] }).notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    bands: jsonb('bands').$type<WeightBand[]>().notNull(),
    beyond: jsonb('beyond').$type<TierTariff['beyond']>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.routeClass, t.tier, t.effectiveOn] })],
);

/**
 * The tariff's other rules by name: dimensionalDivisor, maxDimensionalKg, valuableSurcharge, doorFees,
 * superTimeSlots (Super delivery's receiving slots and their fees).
 */
export const tariffSettings = pgTable('tariff_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * What one unit of a currency is worth in dong from a day on (seed/data/exchange-rates.json, then
 * staff through the operations API): the rate of a day is the latest row on or before it. It prices
 * the duty on dollars declared and shows a won total in dong; a rate once used is never rewritten
 * (a new day's row replaces it), so an order's booked rate can always be traced.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    vndPerUnit: numeric('vnd_per_unit', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who last set it (issue 39); null for the seeded rates. */
    updatedBy: uuid('updated_by').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.currency, t.effectiveOn] }),
    check('exchange_rates_positive', sql`${t.vndPerUnit} > 0`),
  ],
);
