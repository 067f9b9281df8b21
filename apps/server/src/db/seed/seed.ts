import { extendSchedule, SCHEDULE_HORIZON_DAYS } from '../../modules/flights/extend-schedule.ts';
import type { Database } from '../client.ts';
import { seedReferenceData } from './reference/seed-reference-data.ts';
import { seedCatalog } from './seed-catalog.ts';
import { seedDemoAccounts } from './seed-demo-accounts.ts';
import { seedDemoAddresses } from './seed-demo-addresses.ts';
import { seedDemoPostOffices } from './seed-demo-post-offices.ts';
import { seedDemoVouchers } from './seed-demo-vouchers.ts';
import { seedSiteContent } from './seed-site-content.ts';
import { seedTariffs } from './seed-tariffs.ts';

export type SeedOptions = { demo: boolean; referenceDataDir: string };

/** Idempotent: safe to run at every start. */
export async function seed(db: Database, options: SeedOptions): Promise<void> {
  await seedReferenceData(db, options.referenceDataDir);
  await seedSiteContent(db);
  await seedCatalog(db);
  await seedTariffs(db);
  await extendSchedule(db, new Date(), SCHEDULE_HORIZON_DAYS);
  if (options.demo) {
    await seedDemoAccounts(db);
    await seedDemoAddresses(db);
    await seedDemoPostOffices(db);
    await seedDemoVouchers(db);
  }
}
