import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import journal from '../../../drizzle/meta/_journal.json' with { type: 'json' };
import { loadConfig } from '../../config.ts';
import { type DatabaseHandle, openDatabase } from '../client.ts';
import { migrateAndSeed } from './prepare-database.ts';

/*
 * Server processes started together on an empty PostgreSQL database (a cluster's first start):
 * before the start-up lock, one of two crashed in 3 of 3 tries, both creating the same tables.
 */
describe.runIf(process.env.DATABASE_URL)('several processes starting on one empty database', () => {
  // Read inside the suite's hooks and test only: its body is collected even where it is skipped.
  const adminUrl = () => process.env.DATABASE_URL as string;
  const name = `skyparcel_test_start_${randomUUID().replaceAll('-', '')}`;
  const handles: DatabaseHandle[] = [];
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl() });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };

  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('migrate and seed it once, all three starting at once', async () => {
    await admin(`create database ${name}`);
    const url = Object.assign(new URL(adminUrl()), { pathname: `/${name}` }).toString();
    for (let index = 0; index < 3; index++) handles.push(await openDatabase({ kind: 'postgres', url }));
    const options = { demo: false, referenceDataDir: loadConfig({}).referenceDataDir };
    const starts = await Promise.allSettled(handles.map((handle) => migrateAndSeed(handle, options)));
    expect(starts.map((start) => start.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const { rows } = (await handles[0].db.execute(
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { applied: number }[] };
    expect(rows[0].applied).toBe(journal.entries.length);
  });
});

/*
 * Behind PgBouncer in transaction mode, DATABASE_URL's pool gives no session: LISTEN and the start-up
 * lock go to DATABASE_SESSION_URL. Here that address has nothing listening, so only they fail.
 */
describe.runIf(process.env.DATABASE_URL)('a database reached through a transaction pooler', () => {
  const nowhere = 'postgres://app@127.0.0.1:1/app';
  let handle: DatabaseHandle;
  afterAll(() => handle?.close());

  it('sends queries to DATABASE_URL and holds sessions on DATABASE_SESSION_URL', async () => {
    handle = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL as string, sessionUrl: nowhere });
    const { rows } = (await handle.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
    expect(rows).toEqual([{ one: 1 }]);
    await expect(handle.exclusively(async () => 'ran')).rejects.toThrow(/ECONNREFUSED/);
  });
});
