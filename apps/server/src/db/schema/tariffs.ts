import type { TierTariff, WeightBand } from '@skyparcel/domain/pricing';
import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
 * The tariff's other rules by name: dimensionalDivisor, maxDimensionalKg, valuableSurcharge, doorFees,
 * superTimeSlots (Super delivery's receiving slots and their fees).
 */
export const tariffSettings = pgTable('tariff_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
