import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seed } from './db/seed/seed.ts';

// Listen and shut down gracefully; everything else is in buildApp.
const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
await seed(database.db, { demo: config.seedDemo, referenceDataDir: config.referenceDataDir });
const app = await buildApp(config, { database });

let isClosing = false;
async function shutdown(signal: string) {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
