// `npm run db:seed`: migrations, site content and demo accounts into the configured database, under
// the start-up lock, so it may run while server processes start on the same database.
import { loadConfig } from '../../config.ts';
import { openConfiguredDatabase } from './embedded-data-dir.ts';
import { migrateAndSeed } from './prepare-database.ts';

const config = loadConfig();
const handle = await openConfiguredDatabase(config);
await migrateAndSeed(handle, {
  demo: true,
  referenceDataDir: config.referenceDataDir,
  passwordHashCost: config.passwordHashCost,
});
await handle.close();
console.log(`Seeded site content and demo accounts (${handle.kind}).`);
