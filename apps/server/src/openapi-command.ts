// `npm run client:generate` (first step): writes the OpenAPI document of this server's calls to the
// file named, from an app on a throwaway embedded database, as /api/docs/json answers it.
import { writeFile } from 'node:fs/promises';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/seed/embedded-data-dir.ts';
import { migrateAndSeed } from './db/seed/prepare-database.ts';

const [target] = process.argv.slice(2);
if (!target) throw new Error('usage: openapi-command.ts <output.json>');
const { DATABASE_URL: _ignored, ...env } = process.env;
const config = loadConfig({ ...env, DATA_DIR: 'memory', LOG_LEVEL: 'silent', PAYMENT_JOB_INTERVAL_SECONDS: '0' });
const database = await openConfiguredDatabase(config);
await migrateAndSeed(database, { demo: false, referenceDataDir: config.referenceDataDir });
const app = await buildApp(config, { database });
const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
await writeFile(target, `${JSON.stringify(document, null, 2)}\n`);
await app.close();
await database.close();
console.log(`OpenAPI document written to ${target}`);
