import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/seed/embedded-data-dir.ts';

// Listen and shut down gracefully; everything else is in buildApp. The database opens (a new
// embedded one is first copied from its template, see embedded-data-dir.ts) while the
// application's modules load: start-up takes about the longer of the two, not their sum.
const config = loadConfig();
const opening = openConfiguredDatabase(config, { whileOpening: true });
opening.catch(() => {}); // awaited below, where a failure stops the start
const [{ buildApp }, { migrateAndSeed }] = await Promise.all([
  import('./app.ts'),
  import('./db/seed/prepare-database.ts'),
]);
const database = await opening;
const preparing = migrateAndSeed(database, {
  demo: config.seedDemo,
  referenceDataDir: config.referenceDataDir,
  passwordHashCost: config.passwordHashCost,
});
// The embedded database on its thread holds the application's statements until the migrations and
// the seed are done, so the application is built meanwhile, while the database is still opening
// (about 0.5 s of a start); elsewhere it is built after them.
if (!database.holdsOwnStatementsWhileExclusive) await preparing;
const [app] = await Promise.all([buildApp(config, { database }), preparing]);

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
// One plain line for the person who started it, beside the structured logs.
console.log(`SkyParcel is ready: open ${config.publicWebUrl}`);
