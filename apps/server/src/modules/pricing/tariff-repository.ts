import type { Tariff, TierTariff } from '@skyparcel/domain/pricing';
import type { Database } from '../../db/database.ts';
import { readReference } from '../../db/reference-cache.ts';
import { tariffSettings, tariffTiers } from '../../db/schema/tariffs.ts';

/** The domestic tariff as the pricing engine reads it, assembled from its tables (cached). */
export function loadTariff(db: Database): Promise<Tariff> {
  return readReference(db, 'tariff', ['tariff_tiers', 'tariff_settings'], () => assembleTariff(db));
}

async function assembleTariff(db: Database): Promise<Tariff> {
  const [tiers, settings] = await Promise.all([db.select().from(tariffTiers), db.select().from(tariffSettings)]);
  const setting = Object.fromEntries(settings.map((row) => [row.key, row.value]));
  const byRoute: Tariff['tiers'] = { INNER_CITY: {}, INTER_CITY: {} };
  for (const row of tiers) byRoute[row.routeClass][row.tier] = { bands: row.bands, beyond: row.beyond } as TierTariff;
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
