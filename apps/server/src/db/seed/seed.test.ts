import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { cloneTemplate } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../client.ts';
import { seedReferenceData } from './reference/seed-reference-data.ts';
import { seed } from './seed.ts';

/*
 * The seed runs at every start: on a database it already filled today it must cost one
 * statement; a new day schedules that day's flights and keeps what users changed; a new
 * reference data release reloads the tables in bulk and leaves their indexes as they were.
 */

const referenceDataDir = loadConfig({}).referenceDataDir;
const DAY_MS = 24 * 60 * 60_000;
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await cloneTemplate(process.env.DATABASE_URL, inject('databaseTemplate'));
});
afterAll(() => handle.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const lastFlightDay = async () =>
  (await rows<{ day: string }>(sql`select max(departure_at)::date::text as day from flights`))[0].day;

describe('the seed at start', () => {
  it('costs one statement when it already ran today with the same data', async () => {
    const now = new Date();
    await seed(handle.db, { demo: true, referenceDataDir, now });
    const before = handle.statementsSent();
    await seed(handle.db, { demo: true, referenceDataDir, now });
    expect(handle.statementsSent() - before).toBe(1);
  });

  it('on a new day schedules one more day of flights and keeps what a user changed', async () => {
    await handle.db.execute(sql`update users set name = 'Tên đã đổi' where phone = '901234567'`);
    const today = await lastFlightDay();
    const tomorrow = new Date(Date.now() + DAY_MS);
    await seed(handle.db, { demo: true, referenceDataDir, now: tomorrow });
    const nextDay = new Date(Date.parse(today) + DAY_MS).toISOString().slice(0, 10);
    expect(await lastFlightDay()).toBe(nextDay);
    const [user] = await rows<{ name: string }>(sql`select name from users where phone = '901234567'`);
    expect(user.name).toBe('Tên đã đổi');
  });

  it('reloads a new reference data release with the same rows and indexes', async () => {
    const indexes = sql`select indexname, indexdef from pg_indexes
      where tablename in ('divisions', 'legacy_vn_wards', 'kr_post_code_areas') order by indexname`;
    const counts = sql`select (select count(*) from divisions)::int as divisions,
      (select count(*) from legacy_vn_wards)::int as wards, (select count(*) from kr_post_code_areas)::int as areas`;
    const indexesBefore = await rows(indexes);
    const countsBefore = await rows(counts);
    await handle.db.execute(sql`update seed_versions set version = 'an older release' where name = 'divisions'`);

    await seedReferenceData(handle.db, referenceDataDir);

    expect(await rows(indexes)).toEqual(indexesBefore);
    expect(indexesBefore.length).toBeGreaterThan(3);
    expect(await rows(counts)).toEqual(countsBefore);
    const [hanoi] = await rows<{ name: string }>(
      sql`select name_local as name from divisions where code = '01' and country = '0' and level = 'province'`,
    );
    expect(hanoi?.name).toMatch(/Hà Nội/);
  });
});
