import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extendSchedule, SCHEDULE_HORIZON_DAYS } from '../../modules/flights/extend-schedule.ts';
import { SEED_DATA_DIR } from '../../paths.ts';
import type { Database } from '../database.ts';
import schedule from './data/flight-schedule.json' with { type: 'json' };
import { referenceDataVersions, seedReferenceData } from './reference/seed-reference-data.ts';
import { isLoaded, markLoaded, reloadWhenChanged } from './reload-when-changed.ts';
import { seedCatalog } from './seed-catalog.ts';
import { seedDemoAccounts } from './seed-demo-accounts.ts';
import { seedDemoAddresses } from './seed-demo-addresses.ts';
import { seedDemoPostOffices } from './seed-demo-post-offices.ts';
import { seedDemoVouchers } from './seed-demo-vouchers.ts';
import { seedSiteContent } from './seed-site-content.ts';
import { seedExchangeRates, seedTariffs } from './seed-tariffs.ts';

/** `passwordHashCost`: log2 of scrypt's N for the demo accounts' password (production's when left out). */
export type SeedOptions = { demo: boolean; referenceDataDir: string; passwordHashCost?: number; now?: Date };

/** Raise when what the seed writes changes while its data files stay the same. */
const SEED_VERSION = '1';

/**
 * Idempotent: safe to run at every start. A stamp (seed_versions `seed`) holds the hash of
 * everything the seed reads (seed/data, the reference data's versions, this code's version, the
 * demo flag) and the day (flights are scheduled from today): when it matches, the seed has
 * nothing to add and costs one query. Otherwise every part runs, each adding only what is
 * missing or changed: a new reference data release, catalogue or tariff reloads; new site
 * content, demo accounts or vouchers are added; rows already there (edited ones too) are kept.
 */
export async function seed(db: Database, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  const references = referenceDataVersions(options.referenceDataDir);
  const stamp = createHash('sha256')
    .update(SEED_VERSION)
    .update(options.demo ? 'demo' : 'no demo')
    .update(Object.values(references).join())
    .update(seedDataHash())
    .update(utcDay(now))
    .digest('hex');
  if (await isLoaded(db, 'seed', stamp)) return;

  await seedReferenceData(db, options.referenceDataDir);
  await seedSiteContent(db);
  await seedCatalog(db);
  await seedTariffs(db);
  await seedExchangeRates(db);
  await scheduleFlights(db, now, references.airports);
  if (options.demo) {
    await seedDemoAccounts(db, options.passwordHashCost);
    await seedDemoAddresses(db);
    await seedDemoPostOffices(db);
    await seedDemoVouchers(db, now);
  }
  await markLoaded(db, 'seed', stamp);
}

/**
 * Flights for the horizon from today (UTC, as extendSchedule counts days): once a day, or again
 * when the schedule or the airports change. Flights already there keep their bookings.
 */
async function scheduleFlights(db: Database, now: Date, airportsVersion: string): Promise<void> {
  const version = createHash('sha256')
    .update(JSON.stringify(schedule))
    .update(airportsVersion)
    .update(utcDay(now))
    .digest('hex');
  await reloadWhenChanged(db, 'flight-schedule', version, async (tx) => {
    await extendSchedule(tx, now, SCHEDULE_HORIZON_DAYS);
  });
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** The seed's own data files (catalogue, tariffs, site content, schedule, demo data), hashed. */
function seedDataHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(SEED_DATA_DIR).sort()) {
    hash.update(file).update(readFileSync(path.join(SEED_DATA_DIR, file)));
  }
  return hash.digest('hex');
}
