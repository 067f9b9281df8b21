// `npm run db:seed`: site content and demo accounts into the configured database.
import { loadConfig } from '../../config.ts';
import { openConfiguredDatabase } from './embedded-data-dir.ts';
import { seed } from './seed.ts';

const config = loadConfig();
const handle = await openConfiguredDatabase(config);
await handle.migrate();
await seed(handle.db, {
  demo: true,
  referenceDataDir: config.referenceDataDir,
  passwordHashCost: config.passwordHashCost,
});
await handle.close();
console.log(`Seeded site content and demo accounts (${handle.kind}).`);
