import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { mailOutbox, orderEvents, orders, users, webhookDeliveries, webhookEvents } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { aCustomer, anOrderRequest, aPricedOrder } from '../../test/builders.ts';
import { operationsCall } from '../../test/operations-flows.ts';
import { testApp } from '../../test/test-app.ts';
import { moveWallet } from '../wallet/wallet-ledger.ts';
import { deliverDueWebhooks, LEASE_SECONDS, webhookDeliveryOf } from './deliver-webhooks.ts';
import { MAX_ATTEMPTS } from './retry-schedule.ts';
import { claimDueDeliveries, deliveryQueue } from './webhook-repository.ts';

/*
 * Webhooks (issue 36): each change's event is written with the change (an outbox), delivered at least
 * once to the account's endpoints, signed as Standard Webhooks says, retried on a schedule with the
 * same id, and given up on loudly. A local receiver plays the shop's system.
 */
const t = testApp();
let business: string;

type Received = { headers: IncomingHttpHeaders; body: string };
const received: Received[] = [];
/** What the receiver answers next (then 200 once they run out). */
const answers: number[] = [];
let receiver: Server;
let receiverUrl: string;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const status = answers.shift() ?? 200;
      if (status === 302) response.setHeader('location', `${receiverUrl}/elsewhere`);
      response.writeHead(status).end(status === 200 ? 'ok' : 'x'.repeat(2_000));
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  business = await t.login('B000002');
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));
beforeEach(async () => {
  received.length = 0;
  answers.length = 0;
  // Each test starts with no endpoint: earlier tests' events are not this test's.
  await t.db.execute(sql`update webhook_endpoints set deleted_at = now() where deleted_at is null`);
  await t.db.execute(sql`update webhook_deliveries set status = 'FAILED' where status = 'PENDING'`);
});

const deliver = (now = new Date()) => deliverDueWebhooks(webhookDeliveryOf(t.app), now);

async function anEndpoint(events: string[], token = business, url = receiverUrl) {
  const created = await t.request({
    method: 'POST',
    url: '/api/v1/webhooks/endpoints',
    token,
    payload: { url, description: 'Kho Hà Nội', events },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data as { id: string; secret: string };
}

async function placeOrder(token = business) {
  return (await aPricedOrder(t, token)).order;
}

const bodyOf = (message: Received) =>
  JSON.parse(message.body) as {
    type: string;
    timestamp: string;
    data: Record<string, unknown> & { order?: Record<string, unknown> };
  };
const signedHeaders = (message: Received) => ({
  'webhook-id': String(message.headers['webhook-id']),
  'webhook-timestamp': String(message.headers['webhook-timestamp']),
  'webhook-signature': String(message.headers['webhook-signature']),
});

describe('webhook endpoints', () => {
  it('shows the signing secret once, lists endpoints without it, and refuses bad input changing nothing', async () => {
    const endpoint = await anEndpoint(['order.created', 'order.status_changed', 'order.created']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const listed = await t.request({ method: 'GET', url: '/api/v1/webhooks/endpoints', token: business });
    expect(listed.json().data.endpoints).toEqual([
      expect.objectContaining({
        id: endpoint.id,
        events: ['order.created', 'order.status_changed'],
        disabled_at: null,
      }),
    ]);
    expect(listed.body).not.toContain(endpoint.secret);

    const noEvents = await t.request({
      method: 'POST',
      url: '/api/v1/webhooks/endpoints',
      token: business,
      lang: 'vi',
      payload: { url: receiverUrl, events: [] },
    });
    expect(noEvents.statusCode).toBe(400);
    expect(noEvents.json().data.fields).toEqual([
      expect.objectContaining({ field: 'events', message: 'Vui lòng chọn ít nhất một sự kiện' }),
    ]);
    const ftp = await t.request({
      method: 'POST',
      url: '/api/v1/webhooks/endpoints',
      token: business,
      lang: 'ko',
      payload: { url: 'ftp://shop.example/hooks', events: ['order.created'] },
    });
    expect(ftp.json().data.fields).toEqual([expect.objectContaining({ field: 'url', code: 'validation_webhook_url' })]);
    const after = await t.request({ method: 'GET', url: '/api/v1/webhooks/endpoints', token: business });
    expect(after.json().data.endpoints).toHaveLength(1);
  });

  it('is for business accounts, and another account’s endpoint is not found', async () => {
    const personal = await aCustomer(t);
    const refused = await t.request({
      method: 'GET',
      url: '/api/v1/webhooks/endpoints',
      token: personal.token,
      lang: 'en',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('WEBHOOKS_BUSINESS_ONLY');

    const endpoint = await anEndpoint(['order.created']);
    const other = await t.login('B000001');
    for (const [method, url] of [
      ['GET', `/api/v1/webhooks/endpoints/${endpoint.id}/deliveries`],
      ['POST', `/api/v1/webhooks/endpoints/${endpoint.id}/test`],
      ['DELETE', `/api/v1/webhooks/endpoints/${endpoint.id}`],
    ] as const) {
      const answer = await t.request({ method, url, token: other });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().code).toBe('WEBHOOK_ENDPOINT_NOT_FOUND');
    }
  });

  it('changes an endpoint only to a URL it may take, and sends nothing to a removed one', async () => {
    const endpoint = await anEndpoint(['order.created']);
    const path = `/api/v1/webhooks/endpoints/${endpoint.id}`;
    const refused = await t.request({
      method: 'PATCH',
      url: path,
      token: business,
      payload: { url: 'ftp://x.example/' },
    });
    expect(refused.json().data.fields).toEqual([
      expect.objectContaining({ field: 'url', code: 'validation_webhook_url' }),
    ]);
    const changed = await t.request({
      method: 'PATCH',
      url: path,
      token: business,
      payload: { description: 'Kho Đà Nẵng', events: ['order.cancelled'] },
    });
    expect(changed.json().data).toMatchObject({
      url: receiverUrl,
      description: 'Kho Đà Nẵng',
      events: ['order.cancelled'],
    });

    const removed = await t.request({ method: 'DELETE', url: path, token: business });
    expect(removed.statusCode).toBe(200);
    const listed = await t.request({ method: 'GET', url: '/api/v1/webhooks/endpoints', token: business });
    expect(listed.json().data.endpoints).toEqual([]);
    const order = await placeOrder();
    await t.request({ method: 'POST', url: `/api/v1/order/${order.uuid}/cancel`, token: business, payload: {} });
    expect(await deliver()).toBe(0);
    expect((await t.request({ method: 'DELETE', url: path, token: business })).json().code).toBe(
      'WEBHOOK_ENDPOINT_NOT_FOUND',
    );
  });

  it('is managed with a key only when the key has webhooks:manage', async () => {
    const makeKey = async (scopes: string[]) =>
      (
        await t.request({ method: 'POST', url: '/api/v1/api-keys', token: business, payload: { label: 'ERP', scopes } })
      ).json().data.secret as string;
    const ordersOnly = await makeKey(['orders:read']);
    const refused = await t.request({ method: 'GET', url: '/api/v1/webhooks/endpoints', token: ordersOnly });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('API_KEY_SCOPE_MISSING');
    const manager = await makeKey(['webhooks:manage']);
    await anEndpoint(['order.created'], manager);
  });

  it('allows at most 10 endpoints per account, even when asked at once', async () => {
    const created = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.request({
          method: 'POST',
          url: '/api/v1/webhooks/endpoints',
          token: business,
          payload: { url: receiverUrl, events: ['order.created'] },
        }),
      ),
    );
    expect(created.filter((answer) => answer.statusCode === 201)).toHaveLength(10);
    expect(created.filter((answer) => answer.statusCode === 409)[0]?.json().code).toBe('WEBHOOK_ENDPOINTS_LIMIT');
  });
});

describe('events and their delivery', () => {
  it('sends order.created, signed so the standardwebhooks library verifies it, with the order as the API shows it', async () => {
    const endpoint = await anEndpoint(['order.created']);
    const order = await placeOrder();
    expect(await deliver()).toBe(1);
    expect(received).toHaveLength(1);
    const [message] = received as [Received];
    const verified = new Webhook(endpoint.secret).verify(message.body, signedHeaders(message)) as ReturnType<
      typeof bodyOf
    >;
    expect(verified.type).toBe('order.created');
    expect(verified.data).toMatchObject({ order_id: order.uuid, step: 'CREATED' });
    expect(verified.data.order).toMatchObject({
      uuid: order.uuid,
      order_id: order.order_id,
      status: expect.any(String),
    });
    expect(message.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    // A forged body fails the same check.
    expect(() =>
      new Webhook(endpoint.secret).verify(message.body.replace('CREATED', 'DELIVERED'), signedHeaders(message)),
    ).toThrow();
    expect(await deliver()).toBe(0);
  });

  it('sends a cancellation as order.status_changed and order.cancelled, only the types each endpoint wants', async () => {
    await anEndpoint(['order.cancelled']);
    await anEndpoint(['order.status_changed', 'order.delivered']);
    const order = await placeOrder();
    const cancelled = await t.request({
      method: 'POST',
      url: `/api/v1/order/${order.uuid}/cancel`,
      token: business,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await deliver();
    expect(received.map((message) => bodyOf(message).type).sort()).toEqual(['order.cancelled', 'order.status_changed']);
    expect(received.map((message) => bodyOf(message).data.step)).toEqual(['CANCELLED', 'CANCELLED']);
  });

  it('writes no event for a change that rolled back, and none for an account without endpoints', async () => {
    await anEndpoint(['order.status_changed']);
    const order = await placeOrder();
    const events = async () =>
      (await t.db.select().from(webhookEvents).where(eq(webhookEvents.orderId, order.uuid))).length;
    await expect(
      inTransaction(t.db, async (tx) => {
        await tx.insert(orderEvents).values({ orderId: order.uuid, step: 'CANCELLED', occurredAt: new Date() });
        throw new Error('the change fails after its step');
      }),
    ).rejects.toThrow('the change fails');
    expect(await events()).toBe(0);

    const personal = await aCustomer(t);
    const personalOrder = await placeOrder(personal.token);
    expect((await t.db.select().from(webhookEvents).where(eq(webhookEvents.orderId, personalOrder.uuid))).length).toBe(
      0,
    );
  });

  it('retries a failed delivery on its schedule with the same webhook-id and body, and logs every attempt', async () => {
    const endpoint = await anEndpoint(['order.created']);
    await placeOrder();
    answers.push(500);
    const start = new Date();
    await deliver(start);
    const log = async () =>
      (
        await t.request({ method: 'GET', url: `/api/v1/webhooks/endpoints/${endpoint.id}/deliveries`, token: business })
      ).json().data.deliveries[0];
    const afterFailure = await log();
    expect(afterFailure).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      last_status_code: 500,
      event_type: 'order.created',
    });
    expect(afterFailure.last_response).toHaveLength(500);
    const retryIn = new Date(afterFailure.next_attempt_at).getTime() - start.getTime();
    expect(retryIn).toBeGreaterThanOrEqual(5_000);
    expect(retryIn).toBeLessThanOrEqual(6_250);

    expect(await deliver(new Date(start.getTime() + 1_000))).toBe(0);
    expect(await deliver(new Date(start.getTime() + 7_000))).toBe(1);
    expect(received).toHaveLength(2);
    expect(received[1]?.headers['webhook-id']).toBe(received[0]?.headers['webhook-id']);
    expect(received[1]?.body).toBe(received[0]?.body);
    expect(await log()).toMatchObject({
      status: 'SUCCEEDED',
      attempts: 2,
      last_status_code: 200,
      next_attempt_at: null,
    });
  });

  it('takes a delivery again when the process that claimed it died mid-attempt', async () => {
    await anEndpoint(['order.created']);
    await placeOrder();
    const start = new Date();
    // Claimed, then the process is gone: nothing recorded, nothing sent.
    expect(await claimDueDeliveries(t.db, start, LEASE_SECONDS, 20)).toHaveLength(1);
    expect(await deliver(new Date(start.getTime() + 1_000))).toBe(0);
    expect(await deliver(new Date(start.getTime() + (LEASE_SECONDS + 1) * 1000))).toBe(1);
    expect(received).toHaveLength(1);
  });

  it('disables an endpoint that answers 410 Gone and mails the account; turned on again, it receives', async () => {
    const endpoint = await anEndpoint(['order.created']);
    const mailsBefore = (
      await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'contact@hanbit.example.kr'))
    ).length;
    await placeOrder();
    answers.push(410);
    await deliver();
    const listed = await t.request({ method: 'GET', url: '/api/v1/webhooks/endpoints', token: business });
    expect(listed.json().data.endpoints[0]).toMatchObject({ disabled_reason: 'GONE', disabled_at: expect.any(String) });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'contact@hanbit.example.kr'));
    expect(mails).toHaveLength(mailsBefore + 1);

    // While it is off, changes make no event for it, and what waits for it is not counted on /metrics.
    await placeOrder();
    expect(await deliver()).toBe(0);
    await t.request({ method: 'POST', url: `/api/v1/webhooks/endpoints/${endpoint.id}/test`, token: business });
    expect((await deliveryQueue(t.db, new Date())).depth).toBe(0);
    const enabled = await t.request({
      method: 'PATCH',
      url: `/api/v1/webhooks/endpoints/${endpoint.id}`,
      token: business,
      payload: { enabled: true },
    });
    expect(enabled.json().data.disabled_at).toBeNull();
    expect((await deliveryQueue(t.db, new Date())).depth).toBe(1);
    await placeOrder();
    expect(await deliver()).toBe(2);
    expect(received.map((message) => bodyOf(message).type).sort()).toEqual([
      'order.created',
      'order.created',
      'webhook.test',
    ]);
  });

  it('gives up after 10 attempts over at least 3 days, and disables the endpoint', async () => {
    const endpoint = await anEndpoint(['order.created']);
    await placeOrder();
    answers.push(...Array.from({ length: MAX_ATTEMPTS }, () => 503));
    let now = new Date();
    const first = now.getTime();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await deliver(now), `attempt ${attempt}`).toBe(1);
      const [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
      now = row?.nextAttemptAt ?? now;
    }
    const [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(row).toMatchObject({ status: 'FAILED', attempts: MAX_ATTEMPTS });
    expect((row?.lastAttemptAt?.getTime() ?? 0) - first).toBeGreaterThanOrEqual(3 * 86_400_000);
    const listed = await t.request({ method: 'GET', url: '/api/v1/webhooks/endpoints', token: business });
    expect(listed.json().data.endpoints[0]).toMatchObject({ disabled_reason: 'FAILING' });
  });

  it('records a timeout and a redirect as failures, never following the redirect', async () => {
    await anEndpoint(['order.created']);
    answers.push(302);
    await placeOrder();
    await deliver();
    expect(received.map((message) => message.headers.host && message.body.length > 0)).toEqual([true]);
    const [redirected] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.status, 'PENDING'));
    expect(redirected).toMatchObject({ lastStatusCode: 302, lastError: 'REDIRECT' });

    const silent = createServer(() => {
      // Never answers.
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    await t.db.execute(
      sql`update webhook_endpoints set url = ${`http://127.0.0.1:${(silent.address() as AddressInfo).port}/`} where deleted_at is null`,
    );
    await deliverDueWebhooks({ ...webhookDeliveryOf(t.app), timeoutMs: 200 }, new Date(Date.now() + 10_000));
    const [timedOut] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, redirected?.id ?? ''));
    expect(timedOut).toMatchObject({ lastStatusCode: null, lastError: 'TIMEOUT', attempts: 2 });
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('signs with the old and the new secret for a day after a rotation', async () => {
    const endpoint = await anEndpoint(['order.created']);
    const rotated = await t.request({
      method: 'POST',
      url: `/api/v1/webhooks/endpoints/${endpoint.id}/rotate-secret`,
      token: business,
    });
    const { secret, previous_secret_expires_at: until } = rotated.json().data;
    expect(secret).not.toBe(endpoint.secret);
    await placeOrder();
    await deliver();
    const [message] = received as [Received];
    expect(String(message.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(() => new Webhook(secret).verify(message.body, signedHeaders(message))).not.toThrow();
    expect(() => new Webhook(endpoint.secret).verify(message.body, signedHeaders(message))).not.toThrow();

    await placeOrder();
    await deliver(new Date(new Date(until).getTime() + 1_000));
    expect(String(received[1]?.headers['webhook-signature']).split(' ')).toHaveLength(1);
  });

  it('sends a test event at once, and redelivers a delivery with the same id', async () => {
    const endpoint = await anEndpoint(['payment.succeeded']);
    const test = await t.request({
      method: 'POST',
      url: `/api/v1/webhooks/endpoints/${endpoint.id}/test`,
      token: business,
    });
    expect(test.statusCode, test.body).toBe(201);
    expect(test.json().data).toMatchObject({ event_type: 'webhook.test', status: 'PENDING' });
    await deliver();
    expect(bodyOf(received[0] as Received).type).toBe('webhook.test');
    const again = await t.request({
      method: 'POST',
      url: `/api/v1/webhooks/endpoints/${endpoint.id}/deliveries/${test.json().data.id}/redeliver`,
      token: business,
    });
    expect(again.json().data).toMatchObject({ status: 'PENDING', attempts: 0 });
    await deliver();
    expect(received[1]?.headers['webhook-id']).toBe(received[0]?.headers['webhook-id']);
    const unknown = await t.request({
      method: 'POST',
      url: `/api/v1/webhooks/endpoints/${endpoint.id}/deliveries/00000000-0000-4000-8000-000000000000/redeliver`,
      token: business,
    });
    expect(unknown.json().code).toBe('WEBHOOK_DELIVERY_NOT_FOUND');
  });

  it('sends each attempt once when two server processes deliver at once', async () => {
    await anEndpoint(['order.created']);
    for (let index = 0; index < 8; index += 1) await placeOrder();
    const other = await buildApp(t.config, { database: t.database });
    try {
      await Promise.all([deliver(), deliverDueWebhooks(webhookDeliveryOf(other), new Date()), deliver()]);
    } finally {
      await other.close();
    }
    const ids = received.map((message) => message.headers['webhook-id']);
    expect(ids).toHaveLength(8);
    expect(new Set(ids).size).toBe(8);
  });
});

describe('the dispatcher of a running server', () => {
  it('is woken by the outbox’s notice, not by its poll: an event goes out with no one calling it', async () => {
    await anEndpoint(['order.created']);
    // Jobs on, the poll an hour away: only the notice at commit can start a turn within the test.
    const running = await buildApp(
      { ...t.config, payments: { ...t.config.payments, jobIntervalSeconds: 3600 }, webhookRetryPollSeconds: 3600 },
      { database: t.database },
    );
    try {
      await running.ready();
      await placeOrder();
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
      expect(bodyOf(received[0] as Received).type).toBe('order.created');
    } finally {
      await running.close();
    }
  });
});

describe('the journey’s events', () => {
  it('sends order.fee_adjusted for a heavier parcel, every step, and order.delivered', async () => {
    await anEndpoint(['order.status_changed', 'order.fee_adjusted', 'order.delivered']);
    const ops = operationsCall(t, await t.login('OPS0001'));
    const order = await placeOrder();
    await ops.moveAlong(order.uuid, ['RECEIVED', 'RECEIVED_HUB']);
    const checked = await ops.securityCheck(order.uuid, { weight: 3, dimension: '10x10x10' });
    expect(checked.statusCode, checked.body).toBe(201);
    await ops.moveAlong(order.uuid, [
      'FLIGHT_ASSIGNED',
      'STATIONED_IN',
      'HANDOVER_RACK_ASSIGNED',
      'CP_PARCEL_READY',
      'DELIVERED',
    ]);
    await deliver();
    const bodies = received.map(bodyOf);
    const adjusted = bodies.find((body) => body.type === 'order.fee_adjusted');
    expect(adjusted?.data).toMatchObject({ order_id: order.uuid, kind: 'SECURITY_CHECK', direction: 'RECHARGE' });
    const steps = bodies.filter((body) => body.type === 'order.status_changed').map((body) => String(body.data.step));
    expect(steps.sort()).toEqual(
      [
        'RECEIVED',
        'RECEIVED_HUB',
        'READY_TO_SHIP',
        'FLIGHT_ASSIGNED',
        'STATIONED_IN',
        'HANDOVER_RACK_ASSIGNED',
        'CP_PARCEL_READY',
        'DELIVERED',
      ].sort(),
    );
    const delivered = bodies.find((body) => body.type === 'order.delivered');
    expect(delivered?.data).toMatchObject({ step: 'DELIVERED', order: { uuid: order.uuid } });
  });
});

describe('payment events', () => {
  it('sends payment.succeeded for a wallet payment and payment.refunded when its order is cancelled', async () => {
    await anEndpoint(['payment.succeeded', 'payment.refunded']);
    const [account] = await t.db.select({ id: users.id }).from(users).where(eq(users.customerCode, 'B000002'));
    await moveWallet(t.db, { userId: account?.id ?? '', type: 'CREDIT', amount: 1_000_000, now: new Date() });
    const { request } = await anOrderRequest(t, business);
    const placed = await t.request({
      method: 'POST',
      url: '/api/v1/order',
      token: business,
      payload: { ...request, payment_method: 'topup' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { uuid } = placed.json().data;
    await t.request({ method: 'POST', url: `/api/v1/order/${uuid}/cancel`, token: business, payload: {} });
    await deliver();
    const bodies = received.map(bodyOf);
    expect(bodies.map((body) => body.type).sort()).toEqual(['payment.refunded', 'payment.succeeded']);
    const refunded = bodies.find((body) => body.type === 'payment.refunded');
    expect(refunded?.data).toMatchObject({ order_id: uuid, destination: 'wallet', amount: expect.any(Number) });
    const [order] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, uuid)));
    expect(refunded?.data.amount).toBe(order?.total);
  });
});

describe('safe targets (production refuses private networks)', () => {
  let production: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    production = await buildApp({ ...t.config, webhookPrivateTargets: false }, { database: t.database });
    await production.ready();
  });
  afterAll(() => production.close());

  const create = (url: string) =>
    production.inject({
      method: 'POST',
      url: '/api/v1/webhooks/endpoints',
      headers: { authorization: `Bearer ${business}`, 'accept-language': 'en' },
      payload: { url, events: ['order.created'] },
    });

  it('refuses plain http, and loopback, private, link-local and metadata addresses, by number or by name', async () => {
    const http = await create('http://shop.example/hooks');
    expect(http.json().data.fields).toEqual([
      expect.objectContaining({ field: 'url', code: 'validation_webhook_url' }),
    ]);
    for (const url of [
      'https://127.0.0.1/hooks',
      'https://10.1.2.3/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hooks',
      'https://[::ffff:192.168.1.1]/hooks',
      'https://localhost/hooks',
      'https://no-such-name.invalid/hooks',
    ]) {
      const refused = await create(url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().data.fields, url).toEqual([
        expect.objectContaining({ field: 'url', code: 'validation_webhook_url_public' }),
      ]);
    }
  });

  it('checks the address again at delivery: a name that now resolves to loopback is refused, nothing sent', async () => {
    const endpoint = await anEndpoint(['order.created']);
    const port = new URL(receiverUrl).port;
    await t.db.execute(
      sql`update webhook_endpoints set url = ${`https://localhost:${port}/hooks`} where id = ${endpoint.id}`,
    );
    await placeOrder();
    expect(await deliverDueWebhooks(webhookDeliveryOf(production), new Date())).toBe(1);
    const [delivery] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(delivery).toMatchObject({ lastError: 'ADDRESS_REFUSED', lastStatusCode: null, status: 'PENDING' });
    expect(received).toHaveLength(0);
  });
});
