import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { aCustomer } from '../test/builders.ts';
import { aGatewayOrder } from '../test/payment-flows.ts';
import { createTestApp, testApp } from '../test/test-app.ts';

/* What Prometheus scrapes (docs/decisions/several-server-processes.md), and who may. */
const t = testApp();

const scrape = (extra: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  t.request({ method: 'GET', url: '/metrics', ...extra });

describe('/metrics', () => {
  it('counts requests by route pattern and status, errors by code, and Node’s event loop', async () => {
    const token = await t.login('0901234567');
    await t.request({ method: 'GET', url: '/api/v1/user/profile', token });
    await t.request({ method: 'GET', url: '/api/v1/user/profile' });
    await t.request({ method: 'GET', url: '/api/v1/order/detail/SP000000000', token });
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/user\/profile",status_code="200"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/user\/profile",status_code="401"\} 1/,
    );
    // The route's pattern, never the order code: one series per route, not per order.
    expect(text).not.toContain('SP000000000');
    expect(text).toMatch(/skyparcel_errors_total\{code="UNAUTHORIZED",status_code="401"\} 1/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    // The pool's use on PostgreSQL; the embedded database has one connection and no pool.
    if (process.env.DATABASE_URL) expect(text).toMatch(/skyparcel_db_pool_open_connections \d+/);
  });

  it('shows the payment job’s queues: how many wait and how long the oldest has', async () => {
    const before = (await scrape()).body;
    expect(before).toMatch(/skyparcel_queue_depth\{queue="overdue_payments"\} 0/);
    expect(before).toMatch(/skyparcel_queue_oldest_age_seconds\{queue="overdue_payments"\} 0/);
    expect(before).toMatch(/skyparcel_queue_depth\{queue="gateway_refunds"\} 0/);

    // An unpaid gateway payment two minutes past its expiry, which no job has released.
    const { uuid } = await aGatewayOrder(t, await aCustomer(t));
    await t.db.execute(sql`update payments set expires_at = now() - interval '2 minutes' where order_id = ${uuid}`);
    const after = (await scrape()).body;
    expect(after).toMatch(/skyparcel_queue_depth\{queue="overdue_payments"\} 1/);
    const age = Number(/skyparcel_queue_oldest_age_seconds\{queue="overdue_payments"\} ([\d.]+)/.exec(after)?.[1]);
    expect(age).toBeGreaterThanOrEqual(120);
  });

  it('answers no one else: another machine, or a request through a proxy', async () => {
    expect((await scrape({ remoteAddress: '10.0.0.7' })).statusCode).toBe(404);
    expect((await scrape({ headers: { 'x-real-ip': '203.0.113.4' } })).statusCode).toBe(404);
  });

  describe('with a token configured', () => {
    const secured = createTestApp({ METRICS_TOKEN: 'scrape-token-0123456789' });
    afterAll(async () => (await secured).close());

    it('answers the scraper that sends it, from anywhere, and no one without it', async () => {
      const app = await secured;
      const get = (headers: Record<string, string>) =>
        app.request({ method: 'GET', url: '/metrics', remoteAddress: '10.0.0.7', headers });
      expect((await get({ authorization: 'Bearer scrape-token-0123456789' })).statusCode).toBe(200);
      expect((await get({ authorization: 'Bearer wrong-token-0123456789' })).statusCode).toBe(404);
      expect((await get({})).statusCode).toBe(404);
    });
  });
});

describe('health', () => {
  it('is live without asking the database, and ready when the database answers', async () => {
    expect((await t.request({ method: 'GET', url: '/api/health/live' })).json().data).toEqual({ process: 'up' });
    expect((await t.request({ method: 'GET', url: '/api/health/ready' })).json().data).toEqual({ database: 'up' });
  });
});
