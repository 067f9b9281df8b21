import type { Database } from '../client.ts';
import { seedDemoAccounts } from './seed-demo-accounts.ts';
import { seedSiteContent } from './seed-site-content.ts';

export type SeedOptions = { demo: boolean };

/** Idempotent: safe to run at every start. Reference data from ../shared/data joins in later issues. */
export async function seed(db: Database, options: SeedOptions): Promise<void> {
  await seedSiteContent(db);
  if (options.demo) await seedDemoAccounts(db);
}
