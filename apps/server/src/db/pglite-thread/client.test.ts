// @module-tag pglite-only
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, wrapPglite } from '../client.ts';
import { PgliteThread } from './client.ts';

/** The embedded database on its worker thread answers as PGlite on the main thread does. */
let thread: PgliteThread;
let handle: DatabaseHandle;

beforeAll(async () => {
  thread = await PgliteThread.open();
  handle = wrapPglite(thread);
  await handle.db.execute(sql`create table t (id int primary key, at timestamptz, note text)`);
}, 60_000);
afterAll(() => handle.close());

const rows = async () =>
  ((await handle.db.execute(sql`select id from t order by id`)) as unknown as { rows: { id: number }[] }).rows.map(
    (row) => row.id,
  );

describe('PGlite on a worker thread', () => {
  it('runs statements with parameters and keeps timestamps as Drizzle reads them', async () => {
    await handle.db.execute(sql`insert into t values (1, ${'2026-11-24T01:00:00Z'}, ${'Hà Nội\u{1F4E6}'})`);
    const result = (await handle.db.execute(sql`select at, note from t where id = 1`)) as unknown as {
      rows: { at: string; note: string }[];
    };
    expect(result.rows[0].note).toBe('Hà Nội\u{1F4E6}');
    expect(typeof result.rows[0].at).toBe('string');
  });

  it('commits a transaction that returns and rolls back one that throws', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id) values (2)`);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (id) values (3)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await rows()).toEqual([1, 2]);
  });

  it('hands back the database error with its SQLSTATE and constraint', async () => {
    const failure = await handle.db.execute(sql`insert into t (id) values (1)`).catch((error: unknown) => error);
    const details = failure as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
    expect(details.cause?.code ?? details.code).toBe('23505');
    expect(details.cause?.constraint ?? details.constraint).toBe('t_pkey');
  });

  it('orders statements from parallel transactions one transaction at a time', async () => {
    await Promise.all(
      [10, 20, 30].map((base) =>
        handle.db.transaction(async (tx) => {
          await tx.execute(sql`insert into t (id) values (${base})`);
          await tx.execute(sql`insert into t (id) values (${base + 1})`);
        }),
      ),
    );
    expect(await rows()).toEqual([1, 2, 10, 11, 20, 21, 30, 31]);
  });

  it('delivers notifications to listeners', async () => {
    const heard: string[] = [];
    await thread.listen('news', (payload) => heard.push(payload));
    await handle.db.execute(sql`select pg_notify('news', 'hello')`);
    await expect.poll(() => heard).toEqual(['hello']);
  });
});

describe('the embedded database while the server starts (server.ts)', () => {
  it('holds statements from outside the start-up work until it is done, and runs the work’s own', async () => {
    let letWorkFinish = () => {};
    const halfway = new Promise<void>((resolve) => {
      letWorkFinish = resolve;
    });
    const work = handle.exclusively(async () => {
      await handle.db.execute(sql`insert into t values (100, null, 'migrated')`);
      await halfway;
      await handle.db.execute(sql`insert into t values (101, null, 'seeded')`);
    });
    const outside = handle.db.execute(sql`select count(*)::int as n from t where id in (100, 101)`);
    letWorkFinish();
    await work;
    expect(((await outside) as unknown as { rows: { n: number }[] }).rows[0].n).toBe(2);
    expect(handle.holdsOwnStatementsWhileExclusive).toBe(true);
  });

  it('takes statements while it is still opening and answers them once open', async () => {
    const opening = wrapPglite(PgliteThread.start());
    try {
      const answer = (await opening.db.execute(sql`select 41 + 1 as n`)) as unknown as { rows: { n: number }[] };
      expect(answer.rows[0].n).toBe(42);
    } finally {
      await opening.close();
    }
  }, 60_000);
});
