import { createHash } from 'node:crypto';
import { insertMissingRates } from '../../modules/exchange-rates/exchange-rate-repository.ts';
import type { Database } from '../database.ts';
import { tariffSettings, tariffTiers } from '../schema/tariffs.ts';
import exchangeRates from './data/exchange-rates.json' with { type: 'json' };
import tariffs from './data/tariffs.json' with { type: 'json' };
import { reloadWhenChanged, replaceRows } from './reload-when-changed.ts';

/** The domestic tariff from seed/data/tariffs.json into its tables, reloaded when the file changes. */
export async function seedTariffs(db: Database): Promise<void> {
  const version = createHash('sha256').update(JSON.stringify(tariffs)).digest('hex');
  const { tiers, about: _about, ...settings } = tariffs;
  await reloadWhenChanged(db, 'tariffs', version, async (tx) => {
    await replaceRows(
      tx,
      tariffTiers,
      tiers.map((tier) => ({
        ...tier,
        routeClass: tier.routeClass as 'INNER_CITY' | 'INTER_CITY',
        tier: tier.tier as 'BASIC' | 'PREMIUM' | 'SUPER',
      })),
    );
    await replaceRows(
      tx,
      tariffSettings,
      Object.entries(settings).map(([key, value]) => ({ key, value })),
    );
  });
}

/** The booking exchange rates of seed/data/exchange-rates.json, each added once (staff edits are kept). */
export async function seedExchangeRates(db: Database): Promise<void> {
  await insertMissingRates(db, exchangeRates.rates);
}
