import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { aCustomer, anOrderRequest } from '../../test/builders.ts';
import { testApp } from '../../test/test-app.ts';

/*
 * API keys (issue 36): a business account's system calls the order API with a key. The key is shown
 * once, works only on the calls that name a scope it holds, is limited per minute across server
 * processes, and stops at once when revoked.
 */
const t = testApp({ API_KEY_RATE_LIMIT: '40' });
let business: string;
let otherProcess: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  business = await t.login('B000002');
  otherProcess = await buildApp(t.config, { database: t.database });
  await otherProcess.ready();
});
afterAll(() => otherProcess.close());

const keysCall = (token: string, method: 'GET' | 'POST' = 'GET', payload?: object, lang?: string) =>
  t.request({ method, url: '/api/v1/api-keys', token, payload, lang });

async function aKey(scopes: string[], label = 'Cửa hàng Hoa Mai') {
  const created = await keysCall(business, 'POST', { label, scopes });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data as { id: string; secret: string; prefix: string; scopes: string[] };
}

describe('a business account’s API keys', () => {
  it('shows a new key once, then only its start; the key places, shows, prints and cancels an order', async () => {
    const key = await aKey(['orders:write', 'orders:read', 'orders:write']);
    expect(key.secret).toMatch(/^skp_[0-9a-f]{12}_[\w-]{43}$/);
    expect(key.prefix).toBe(key.secret.slice(0, 16));
    expect(key.scopes).toEqual(['orders:read', 'orders:write']);

    // The whole path with the key alone: addresses, catalogue, post offices, price, order.
    const { request } = await anOrderRequest(t, key.secret);
    const placed = await t.request({
      method: 'POST',
      url: '/api/v1/order',
      token: key.secret,
      payload: request,
      headers: { 'idempotency-key': 'shop-order-1' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { uuid } = placed.json().data;
    const again = await t.request({
      method: 'POST',
      url: '/api/v1/order',
      token: key.secret,
      payload: request,
      headers: { 'idempotency-key': 'shop-order-1' },
    });
    expect(again.json().data.uuid).toBe(uuid);
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/order/detail/${uuid}`, token: key.secret })).statusCode,
    ).toBe(200);
    const waybill = await t.request({ method: 'GET', url: `/api/v1/order/${uuid}/waybill`, token: key.secret });
    expect(waybill.headers['content-type']).toBe('application/pdf');
    const listed = await t.request({ method: 'GET', url: '/api/v1/orders?type=ALL&page=1', token: key.secret });
    expect(listed.json().data.map((order: { uuid: string }) => order.uuid)).toContain(uuid);
    const cancelled = await t.request({
      method: 'POST',
      url: `/api/v1/order/${uuid}/cancel`,
      token: key.secret,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const { keys } = (await keysCall(business)).json().data;
    const shown = keys.find((candidate: { id: string }) => candidate.id === key.id);
    expect(shown).toMatchObject({ label: 'Cửa hàng Hoa Mai', prefix: key.prefix, revoked_at: null });
    expect(shown.last_used_at).not.toBeNull();
    expect(JSON.stringify(keys)).not.toContain(key.secret.slice(16));
  });

  it('stops a revoked key at once, in every process', async () => {
    const key = await aKey(['orders:read']);
    const list = (app: typeof otherProcess) =>
      app.inject({ method: 'GET', url: '/api/v1/orders', headers: { authorization: `Bearer ${key.secret}` } });
    expect((await list(otherProcess)).statusCode).toBe(200);
    const revoked = await t.request({ method: 'DELETE', url: `/api/v1/api-keys/${key.id}`, token: business });
    expect(revoked.json().data.revoked_at).not.toBeNull();
    for (const app of [t.app, otherProcess]) {
      const refused = await list(app);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ status: false, code: 'UNAUTHORIZED' });
    }
  });

  it('works only where its scope is named, and never signs in, changes the account, tops up or makes keys', async () => {
    const reader = await aKey(['orders:read']);
    const { request } = await anOrderRequest(t, business);
    const order = await t.request({
      method: 'POST',
      url: '/api/v1/order',
      token: reader.secret,
      payload: request,
      lang: 'vi',
    });
    expect(order.statusCode).toBe(403);
    expect(order.json()).toMatchObject({ code: 'API_KEY_SCOPE_MISSING' });
    expect(order.json().message).toContain('orders:write');
    expect(order.json().message).toMatch(/quyền/);

    const refusals = await Promise.all([
      t.request({ method: 'GET', url: '/api/v1/user/profile', token: reader.secret }),
      t.request({
        method: 'POST',
        url: '/api/v1/topup',
        token: reader.secret,
        payload: { amount: 100_000, payment_method: 'VNPAY' },
      }),
      t.request({
        method: 'POST',
        url: '/api/v1/api-keys',
        token: reader.secret,
        payload: { label: 'x', scopes: ['orders:write'] },
      }),
      t.request({ method: 'POST', url: '/api/v1/auth/logout', token: reader.secret }),
    ]);
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().code).toBe('API_KEY_NOT_ALLOWED');
    }
  });

  it('refuses unknown, malformed and forged keys with 401 in the envelope', async () => {
    const real = await aKey(['orders:read']);
    const forged = `${real.prefix}_${'A'.repeat(43)}`;
    for (const key of ['skp_000000000000_nothing-here', 'skp_short', forged, `${real.secret}x`]) {
      const refused = await t.request({ method: 'GET', url: '/api/v1/orders', token: key });
      expect(refused.statusCode, key).toBe(401);
      expect(refused.json()).toMatchObject({ status: false, code: 'UNAUTHORIZED' });
    }
  });

  it('reads no other account’s order or key (404)', async () => {
    const customer = await aCustomer(t);
    const { request } = await anOrderRequest(t, customer.token);
    const theirs = await t.request({ method: 'POST', url: '/api/v1/order', token: customer.token, payload: request });
    const key = await aKey(['orders:read']);
    const read = await t.request({
      method: 'GET',
      url: `/api/v1/order/detail/${theirs.json().data.uuid}`,
      token: key.secret,
    });
    expect(read.statusCode).toBe(404);
    expect(read.json().code).toBe('ORDER_NOT_FOUND');
    const otherBusiness = await t.login('B000001');
    const revoke = await t.request({ method: 'DELETE', url: `/api/v1/api-keys/${key.id}`, token: otherBusiness });
    expect(revoke.statusCode).toBe(404);
    expect(revoke.json().code).toBe('API_KEY_NOT_FOUND');
  });

  it('is for business accounts: a personal one is told why, in its language', async () => {
    const person = await aCustomer(t);
    for (const answer of [
      await keysCall(person.token, 'GET', undefined, 'ko'),
      await keysCall(person.token, 'POST', { label: 'Shop', scopes: ['orders:read'] }, 'ko'),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('API_KEYS_BUSINESS_ONLY');
      expect(answer.json().message).toMatch(/기업 계정/);
    }
  });

  it('refuses a key without a label or scopes, or with an unknown scope, and makes none', async () => {
    const before = (await keysCall(business)).json().data.keys.length;
    for (const payload of [
      { label: ' ', scopes: ['orders:read'] },
      { label: 'Shop', scopes: [] },
      { label: 'Shop', scopes: ['admin'] },
    ]) {
      const refused = await keysCall(business, 'POST', payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await keysCall(business)).json().data.keys).toHaveLength(before);
  });
});

describe('the per-key limit', () => {
  it('is counted across server processes and told in the RateLimit headers', async () => {
    const key = await aKey(['orders:read']);
    const list = (app: typeof otherProcess) =>
      app.inject({ method: 'GET', url: '/api/v1/orders', headers: { authorization: `Bearer ${key.secret}` } });
    const first = await list(t.app);
    expect(first.headers['ratelimit-policy']).toBe('"per-key";q=40;w=60');
    expect(first.headers.ratelimit).toMatch(/^"per-key";r=39;t=\d+$/);
    const statuses = [first.statusCode];
    for (let i = 1; i < 42; i++) statuses.push((await list(i % 2 ? otherProcess : t.app)).statusCode);
    expect(statuses.slice(0, 40)).toEqual(Array(40).fill(200));
    const refused = await list(otherProcess);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: false, code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers.ratelimit).toMatch(/^"per-key";r=0;t=\d+$/);
    // Another key of the account has its own count.
    const other = await aKey(['orders:read']);
    expect((await t.request({ method: 'GET', url: '/api/v1/orders', token: other.secret })).statusCode).toBe(200);
  });
});
