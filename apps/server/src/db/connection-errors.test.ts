import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandlers } from '../http/error-handler.ts';
import { testApp } from '../test/test-app.ts';
import { isDatabaseUnavailable } from './connection-errors.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('telling a database that is away from a statement that failed', () => {
  it('counts refused and reset sockets, shutdowns and lost connections, through Drizzle’s wrapper', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    const lost = new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly'));
    expect(isDatabaseUnavailable(lost)).toBe(true);
  });

  it('does not count a fault in the statement', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(
      isDatabaseUnavailable(new DrizzleQueryError('select x', [], withCode('column "x" does not exist', '42703'))),
    ).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});

describe('a request that meets a database that is away', () => {
  it('answers 503 SERVICE_UNAVAILABLE in the envelope, localised, with Retry-After', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandlers(app, { sendSpaPage: null });
    app.get('/api/lost', async () => {
      throw new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly'));
    });
    const response = await app.inject({ method: 'GET', url: '/api/lost', headers: { 'accept-language': 'vi' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      status: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Dịch vụ đang tạm thời gián đoạn. Vui lòng thử lại sau vài giây.',
      data: null,
    });
    await app.close();
  });
});

describe.runIf(process.env.DATABASE_URL)('the server when PostgreSQL drops its connections', () => {
  const t = testApp();
  const terminateOthers = () =>
    t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`);

  it('survives losing a connection in the middle of a transaction, and serves again on its own', async () => {
    const token = await t.login('0901234567');
    const profile = () => t.request({ method: 'GET', url: '/api/v1/user/profile', token });
    // The client of this transaction is checked out of the pool when the server drops it: it
    // emits 'error', which crashed the process before it had a listener.
    const cut = await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await terminateOthers();
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      })
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(cut)).toBe(true);
    await expect.poll(async () => (await profile()).statusCode, { timeout: 10_000 }).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/health' })).json().data).toEqual({ database: 'up' });
  });
});
