import { z } from 'zod';
import { ROUTE_CLASSES, TIERS } from './pricing.ts';
import { changeSchema } from './settings-contracts.ts';
import { addDays } from './time-zones.ts';

/*
 * The domestic tariff's weight bands with an effective day (issue 39): an admin schedules a tier's
 * new prices from a Vietnamese day after today, so no order already placed is priced again on them
 * (the hub's re-weighing prices an order with the tariff of the day it was placed).
 */

/** How many weight bands one tier may have (the seeded ones have 6 to 8). */
export const MAX_TARIFF_BANDS = 30;

const price = z
  .number({ error: 'validation_required' })
  .int({ error: 'validation_invalid' })
  .min(0, { error: 'validation_invalid' })
  .max(100_000_000, { error: 'validation_invalid' });
const kilograms = z
  .number({ error: 'validation_required' })
  .positive({ error: 'validation_invalid' })
  .max(1000, { error: 'validation_invalid' })
  // Whole grams: the engine prices grams.
  .refine((kg) => Number.isInteger(Math.round(kg * 1e6) / 1e3), { error: 'validation_invalid' });

export const weightBandSchema = z.object({ maxKg: kilograms, price });

export const tierPricesSchema = z.object({
  bands: z
    .array(weightBandSchema, { error: 'validation_required' })
    .min(1, { error: 'validation_required' })
    .max(MAX_TARIFF_BANDS, { error: 'validation_invalid' })
    .superRefine((bands, context) => {
      // Each band covers more weight than the one before, and costs at least as much.
      bands.forEach((band, index) => {
        const before = bands[index - 1];
        if (before && band.maxKg <= before.maxKg)
          context.addIssue({ code: 'custom', path: [index, 'maxKg'], message: 'validation_tariff_band_order' });
        else if (before && band.price < before.price)
          context.addIssue({ code: 'custom', path: [index, 'price'], message: 'validation_tariff_band_order' });
      });
    }),
  /** Above the last band: `price` for every started `stepKg`. */
  beyond: z.object({ stepKg: kilograms, price }),
});
export type TierPrices = z.infer<typeof tierPricesSchema>;

/** The first Vietnamese day a change may take effect on: tomorrow (orders are placed today). */
export function firstTariffDay(today: string): string {
  return addDays(today, 1);
}

/** `PUT /ops/v1/tariffs` (admins): a tier's prices on a route class from a later day (that day's change replaced). */
export const scheduleTariffRequestSchema = tierPricesSchema.extend({
  routeClass: z.enum(ROUTE_CLASSES, { error: 'validation_invalid' }),
  tier: z.enum(TIERS, { error: 'validation_invalid' }),
  effectiveOn: z.iso.date({ error: 'validation_invalid' }),
});
export type ScheduleTariffRequest = z.infer<typeof scheduleTariffRequestSchema>;

/** One version of a tier's prices: from a day on (null: since the tariff was loaded), and who set it. */
export const tariffVersionSchema = tierPricesSchema.extend({
  effectiveOn: z.string().nullable(),
  updated: changeSchema.nullable(),
});
export type TariffVersion = z.infer<typeof tariffVersionSchema>;

/** `GET /ops/v1/tariffs` (staff): each tier of each route class, its prices in force today and those scheduled. */
export const tariffListSchema = z.object({
  /** The Vietnamese day the list was read on: "in force" means on it. */
  today: z.string(),
  tiers: z.array(
    z.object({
      routeClass: z.enum(ROUTE_CLASSES),
      tier: z.enum(TIERS),
      inForce: tariffVersionSchema,
      /** Later days' prices, soonest first. */
      scheduled: z.array(tariffVersionSchema),
    }),
  ),
});
export type TariffList = z.infer<typeof tariffListSchema>;
