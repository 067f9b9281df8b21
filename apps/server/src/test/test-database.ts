import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase, wrapPglite } from '../db/client.ts';
import { createPglite } from '../db/pglite.ts';
import { PgliteThread } from '../db/pglite-thread/client.ts';
import { migrateAndSeed } from '../db/seed/prepare-database.ts';

/*
 * Every test file gets its own database cloned from one prepared (migrated and seeded)
 * template: a PGlite data dump by default, a PostgreSQL template database when
 * DATABASE_URL is set (CI runs the API tests both ways).
 */

const TEMPLATE_DATABASE = 'skyparcel_test_template';

/**
 * Tests hash passwords at the lowest scrypt cost the configuration takes (NODE_ENV=test only): at
 * production's, hashing was most of the sign-in, sign-up and throttle tests' time. A hash carries
 * its cost, so nothing else changes; password-hash.test.ts pins production's.
 */
export const TEST_PASSWORD_HASH_COST = 10;

export async function prepareTemplate(databaseUrl: string | undefined): Promise<string> {
  if (databaseUrl) {
    await withAdminClient(databaseUrl, async (client) => {
      await client.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
      await client.query(`create database ${TEMPLATE_DATABASE}`);
    });
    const handle = await openDatabase({ kind: 'postgres', url: withDatabase(databaseUrl, TEMPLATE_DATABASE) });
    await prepare(handle);
    return TEMPLATE_DATABASE;
  }
  const client = await createPglite();
  const handle = wrapPglite(client);
  await prepare(handle, false);
  const dump = await client.dumpDataDir('none');
  await client.close();
  return Buffer.from(await dump.arrayBuffer()).toString('base64');
}

async function prepare(handle: DatabaseHandle, close = true) {
  await migrateAndSeed(handle, {
    demo: true,
    referenceDataDir: loadConfig({}).referenceDataDir,
    passwordHashCost: TEST_PASSWORD_HASH_COST,
  });
  if (close) await handle.close();
}

export async function cloneTemplate(databaseUrl: string | undefined, template: string): Promise<DatabaseHandle> {
  if (databaseUrl) {
    const name = `skyparcel_test_${randomUUID().replaceAll('-', '')}`;
    await withAdminClient(databaseUrl, (client) => client.query(`create database ${name} template ${template}`));
    const handle = await openDatabase({ kind: 'postgres', url: withDatabase(databaseUrl, name) });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await withAdminClient(databaseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      },
    };
  }
  const dump = new Blob([Buffer.from(template, 'base64')]);
  // As the server runs it: on its worker thread, or on this one with PGLITE_THREAD=main.
  if (process.env.PGLITE_THREAD === 'main') return wrapPglite(await createPglite({ loadDataDir: dump }));
  return wrapPglite(await PgliteThread.open({ loadDataDir: dump }));
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
