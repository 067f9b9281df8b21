import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/test-app.ts';
import type { Database } from './database.ts';
import { placeholderRow, preparedQuery } from './prepared.ts';
import { inTransaction } from './transaction.ts';

const t = testApp();

/** A table of this file's own, with a jsonb, a timestamp and a column with a default. */
const probes = pgTable('prepared_probes', {
  id: integer('id').primaryKey(),
  details: jsonb('details'),
  seenAt: timestamp('seen_at', { withTimezone: true }),
  label: text('label').notNull().default('unlabelled'),
});

type Probe = typeof probes.$inferInsert;

/** The insert as the order path writes its rows: one prepared statement per row shape. */
async function insertProbe(db: Database, probe: Probe) {
  const row = placeholderRow('probe_', probe);
  const name = `insert_probe_${row.shape}`;
  const statement = preparedQuery(db, name, (on) => on.insert(probes).values(row.placeholders).prepare(name));
  await statement.execute(row.values);
}

const stored = (id: number) =>
  t.db
    .select({
      id: probes.id,
      label: probes.label,
      detailsIsSqlNull: sql<boolean>`${probes.details} is null`,
      details: probes.details,
      seenAt: probes.seenAt,
    })
    .from(probes)
    .where(eq(probes.id, id));

beforeAll(async () => {
  await t.db.execute(sql`create table prepared_probes (
    id int primary key, details jsonb, seen_at timestamptz, label text not null default 'unlabelled')`);
});

describe('a prepared statement (db/prepared.ts)', () => {
  it('runs inside the transaction it is given: gone with a rollback, kept with a commit, and runs outside one too', async () => {
    await insertProbe(t.db, { id: 1 });
    const failed = inTransaction(t.db, async (tx) => {
      await insertProbe(tx, { id: 2 });
      throw new Error('the work failed');
    });
    await expect(failed).rejects.toThrow('the work failed');
    await inTransaction(t.db, (tx) => insertProbe(tx, { id: 3 }));

    const ids = (await t.db.select({ id: probes.id }).from(probes)).map((row) => row.id).sort();
    expect(ids).toEqual([1, 3]);
  });

  it('is counted on the handle whose transaction ran it', async () => {
    const counted = async (work: Parameters<typeof inTransaction>[1]) => {
      const before = t.statementsSent();
      await inTransaction(t.db, work);
      return t.statementsSent() - before;
    };
    // Whatever the driver counts of BEGIN and COMMIT, the insert is one more.
    const empty = await counted(async () => {});
    expect(await counted((tx) => insertProbe(tx, { id: 4 }))).toBe(empty + 1);
  });

  it("writes each column's value through its column, a null as SQL's null, and leaves an undefined column to its default", async () => {
    const seenAt = new Date('2026-12-01T08:30:00.000Z');
    await insertProbe(t.db, { id: 5, details: { kind: 'parcel' }, seenAt, label: 'labelled' });
    await insertProbe(t.db, { id: 6, details: null, seenAt: null, label: undefined });

    expect(await stored(5)).toEqual([
      { id: 5, label: 'labelled', detailsIsSqlNull: false, details: { kind: 'parcel' }, seenAt },
    ]);
    expect(await stored(6)).toEqual([
      { id: 6, label: 'unlabelled', detailsIsSqlNull: true, details: null, seenAt: null },
    ]);
  });
});

describe('a row as placeholders', () => {
  it('names its shape by the columns it sets and which are null, not by their values', () => {
    const shape = (probe: Probe) => placeholderRow('probe_', probe).shape;
    expect(shape({ id: 1, label: 'a' })).toBe(shape({ id: 2, label: 'b' }));
    expect(shape({ id: 1, label: 'a' })).not.toBe(shape({ id: 1 }));
    expect(shape({ id: 1, details: null })).not.toBe(shape({ id: 1, details: {} }));
    expect(shape({ id: 1, label: undefined })).toBe(shape({ id: 1 }));
  });

  it('fills its placeholders with the values under its prefix, leaving nulls and undefined out', () => {
    expect(placeholderRow('probe_', { id: 7, details: null, label: undefined, seenAt: new Date(0) }).values).toEqual({
      probe_id: 7,
      probe_seenAt: new Date(0),
    });
  });
});
