// `npm run db:migrate`: applies the committed migrations to the configured database.
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from './seed/embedded-data-dir.ts';

const config = loadConfig();
const handle = await openConfiguredDatabase(config);
await handle.exclusively(() => handle.migrate());
await handle.close();
console.log(`Migrations applied (${handle.kind}).`);
