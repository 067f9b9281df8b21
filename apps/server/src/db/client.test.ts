// @module-tag pglite-only
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, wrapPglite } from './client.ts';
import { createPglite } from './pglite.ts';

describe('the embedded database under load', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = wrapPglite(await createPglite());
  });
  afterAll(() => handle.close());

  it('lets the event loop turn (and read waiting requests) before each statement takes the lock', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('event loop'));
    await handle.db.execute(sql`select 1`);
    order.push('statement');
    expect(order).toEqual(['event loop', 'statement']);
  });

  it('and before each transaction', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('event loop'));
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    order.push('transaction');
    expect(order).toEqual(['event loop', 'transaction']);
  });
});
