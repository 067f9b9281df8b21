import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lockCustomerAddressBook } from '../modules/addresses/address-repository.ts';
import { testApp } from '../test/test-app.ts';
import { inTransaction, type Tx } from './transaction.ts';

const t = testApp();

const tableExists = async (name: string) => {
  const result = (await t.db.execute(sql`select to_regclass(${name}) is not null as present`)) as unknown as {
    rows: { present: boolean }[];
  };
  return result.rows[0].present;
};

/** Advisory locks held on this test file's database, by any session. */
const advisoryLocksHere = async (db: typeof t.db) => {
  const result = (await db.execute(
    sql`select count(*)::int as n from pg_locks
        where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0].n;
};

describe('a transaction handed out as a Tx', () => {
  it('commits what its work did when the work resolves', async () => {
    await inTransaction(t.db, (tx) => tx.execute(sql`create table tx_committed (n int)`));
    expect(await tableExists('tx_committed')).toBe(true);
  });

  it('keeps nothing of its work when the work throws, and passes the error on', async () => {
    const work = inTransaction(t.db, async (tx) => {
      await tx.execute(sql`create table tx_rolled_back (n int)`);
      throw new Error('the work failed');
    });
    await expect(work).rejects.toThrow('the work failed');
    expect(await tableExists('tx_rolled_back')).toBe(false);
  });

  it('holds a lock taken through it until the commit; a plain Database is no Tx to take one with', async () => {
    // @ts-expect-error: outside a transaction the advisory lock would be let go at once (npm run typecheck fails if this compiles)
    const outside: Tx = t.db;
    expect(outside).toBe(t.db);
    const userId = '00000000-0000-0000-0000-000000000001';
    const heldInside = await inTransaction(t.db, async (tx) => {
      await lockCustomerAddressBook(tx, userId);
      return advisoryLocksHere(tx);
    });
    expect(heldInside).toBe(1);
    expect(await advisoryLocksHere(t.db)).toBe(0);
  });
});
