// `npm run ops:simulate -- [orders] [days]`: demo orders of the demo customer moved along their
// journeys over the last days (simulate-journeys.ts), on the configured database: the embedded
// one (stop the server first: PGlite is one process's) or DATABASE_URL's (any time).
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openConfiguredDatabase } from '../../db/seed/embedded-data-dir.ts';
import { migrateAndSeed } from '../../db/seed/prepare-database.ts';
import { simulateJourneys } from './simulate-journeys.ts';

const orders = Number(process.argv[2] ?? 14);
const days = Number(process.argv[3] ?? 4);
if (!Number.isInteger(orders) || orders < 1 || orders > 500 || !Number.isInteger(days) || days < 1 || days > 30) {
  console.error('usage: npm run ops:simulate -- [orders, 1 to 500] [days, 1 to 30]');
  process.exit(2);
}
const config = { ...loadConfig(), seedDemo: true };
const database = await openConfiguredDatabase(config);
await migrateAndSeed(database, {
  demo: true,
  referenceDataDir: config.referenceDataDir,
  passwordHashCost: config.passwordHashCost,
});
try {
  const statuses = await simulateJourneys(database, (clock) => buildApp(config, { database, clock }), {
    orders,
    days,
    now: new Date(),
  });
  console.log(`Placed ${orders} demo orders over the last ${days} days for 0901234567; now:`, statuses);
} finally {
  await database.close();
}
