import type { RouteClass, Tariff, Tier, TierTariff } from '@skyparcel/domain/pricing';
import type { TierPrices } from '@skyparcel/domain/tariff-contracts';
import { vietnamToday } from '@skyparcel/domain/time-zones';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { readReference } from '../../db/reference-cache.ts';
import { accountDisplayName, users } from '../../db/schema/accounts.ts';
import { tariffSettings, tariffTierChanges, tariffTiers } from '../../db/schema/tariffs.ts';

const TARIFF_TABLES = ['tariff_tiers', 'tariff_tier_changes', 'tariff_settings'] as const;

/**
 * The domestic tariff as the pricing engine reads it on a Vietnamese day (today unless told): each
 * tier's latest scheduled prices on or before it, else the seeded ones. Cached per day.
 */
export function loadTariff(db: Database, day: string = vietnamToday()): Promise<Tariff> {
  return readReference(db, `tariff:${day}`, TARIFF_TABLES, () => assembleTariff(db, day));
}

async function assembleTariff(db: Database, day: string): Promise<Tariff> {
  const [tiers, changes, settings] = await Promise.all([
    db.select().from(tariffTiers),
    changesInForce(db, day),
    db.select().from(tariffSettings),
  ]);
  const setting = Object.fromEntries(settings.map((row) => [row.key, row.value]));
  const byRoute: Tariff['tiers'] = { INNER_CITY: {}, INTER_CITY: {} };
  const priced = (row: { bands: TierTariff['bands']; beyond: TierTariff['beyond'] }) => ({
    bands: row.bands,
    beyond: row.beyond,
  });
  for (const row of tiers) byRoute[row.routeClass][row.tier] = priced(row);
  // A change replaces a tier's prices; a tier the seed does not sell on a route class stays unsold there.
  for (const row of changes) if (byRoute[row.routeClass][row.tier]) byRoute[row.routeClass][row.tier] = priced(row);
  return {
    dimensionalDivisor: setting.dimensionalDivisor as number,
    maxDimensionalKg: setting.maxDimensionalKg as Tariff['maxDimensionalKg'],
    valuableSurcharge: setting.valuableSurcharge as Tariff['valuableSurcharge'],
    doorFees: setting.doorFees as Tariff['doorFees'],
    noShowFee: setting.noShowFee as Tariff['noShowFee'],
    superTimeSlots: setting.superTimeSlots as Tariff['superTimeSlots'],
    tierService: setting.tierService as Tariff['tierService'],
    crossBorder: setting.crossBorder as Tariff['crossBorder'],
    tiers: byRoute,
  };
}

/** Each tier's latest scheduled change on or before the day. */
function changesInForce(db: Database, day: string) {
  return db
    .selectDistinctOn([tariffTierChanges.routeClass, tariffTierChanges.tier])
    .from(tariffTierChanges)
    .where(sql`${tariffTierChanges.effectiveOn} <= ${day}`)
    .orderBy(asc(tariffTierChanges.routeClass), asc(tariffTierChanges.tier), desc(tariffTierChanges.effectiveOn));
}

/** The seeded prices of every tier sold, and every scheduled change with who made it, oldest day first. */
export async function listTierPrices(db: Database) {
  const [base, changes] = await Promise.all([
    db.select().from(tariffTiers).orderBy(asc(tariffTiers.routeClass), asc(tariffTiers.tier)),
    db
      .select({
        routeClass: tariffTierChanges.routeClass,
        tier: tariffTierChanges.tier,
        effectiveOn: tariffTierChanges.effectiveOn,
        bands: tariffTierChanges.bands,
        beyond: tariffTierChanges.beyond,
        updatedAt: tariffTierChanges.updatedAt,
        updatedBy: accountDisplayName(),
      })
      .from(tariffTierChanges)
      .innerJoin(users, eq(users.id, tariffTierChanges.updatedBy))
      .orderBy(asc(tariffTierChanges.effectiveOn)),
  ]);
  return { base, changes };
}

/** Whether the tariff sells this tier on this route class (a seeded row of its bands). */
export async function isTierSold(db: Database, routeClass: RouteClass, tier: Tier): Promise<boolean> {
  const rows = await db
    .select({ tier: tariffTiers.tier })
    .from(tariffTiers)
    .where(and(eq(tariffTiers.routeClass, routeClass), eq(tariffTiers.tier, tier)));
  return rows.length > 0;
}

/** A tier's prices from a day on, set or replaced (a change for a later day only: the caller checks). */
export async function upsertTierPrices(
  db: Database,
  change: TierPrices & { routeClass: RouteClass; tier: Tier; effectiveOn: string; now: Date; staffId: string },
): Promise<void> {
  const { now, staffId, ...row } = change;
  await db
    .insert(tariffTierChanges)
    .values({ ...row, updatedAt: now, updatedBy: staffId })
    .onConflictDoUpdate({
      target: [tariffTierChanges.routeClass, tariffTierChanges.tier, tariffTierChanges.effectiveOn],
      set: { bands: row.bands, beyond: row.beyond, updatedAt: now, updatedBy: staffId },
    });
}
