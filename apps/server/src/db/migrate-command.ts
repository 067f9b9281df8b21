// `npm run db:migrate`: applies the committed migrations to the configured database.
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

const config = loadConfig();
const handle = await openDatabase(config.database);
await handle.migrate();
await handle.close();
console.log(`Migrations applied (${handle.kind}).`);
