import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aCustomer, anOrderRequest, type Customer, type Wire } from '../../test/builders.ts';
import { testApp } from '../../test/test-app.ts';
import { moveWallet } from '../wallet/wallet-ledger.ts';

/**
 * One Idempotency-Key, many requests at once (docs/decisions/orders.md, "Idempotency"): every request
 * answers the one order, and none runs the rules a second time. Each case sets up a rule that a
 * second run would break (a voucher usable once, a flight with room for one parcel, a wallet).
 */
const t = testApp();

const send = (customer: Customer, body: Wire, key: string, lang = 'en') =>
  t.request({
    method: 'POST',
    url: '/api/v1/order',
    token: customer.token,
    payload: body,
    headers: { 'idempotency-key': key },
    lang,
  });

async function rows<T>(query: ReturnType<typeof sql>) {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const ordersOf = (customer: Customer) =>
  rows<{ id: string; total: number }>(sql`select id, total from orders where user_id = ${customer.id}`);

type Setup = (customer: Customer, order: Awaited<ReturnType<typeof anOrderRequest>>) => Promise<Wire>;

const cases: [string, Setup, (customer: Customer, flightId: string) => Promise<void>][] = [
  [
    'a voucher the customer may use once',
    async (_customer, { request, method }) => ({ ...request, voucher: 'ONCE10', amount: method.price - 10_000 }),
    async (customer) => {
      const used = await rows(sql`select 1 from voucher_redemptions where user_id = ${customer.id}`);
      expect(used).toHaveLength(1);
    },
  ],
  [
    'a flight with room for this parcel only',
    async (_customer, { request, method }) => {
      await t.db.execute(sql`update flights set remaining_g = 1000 where id = ${method.flight.flight_id}`);
      return request;
    },
    async (_customer, flightId) => {
      const [flight] = await rows<{ remaining_g: number }>(sql`select remaining_g from flights where id = ${flightId}`);
      expect(flight.remaining_g).toBe(0);
    },
  ],
  [
    'a wallet payment',
    async (customer, { request }) => {
      await moveWallet(t.db, { userId: customer.id, type: 'CREDIT', amount: 1_000_000, now: new Date() });
      return { ...request, payment_method: 'topup' };
    },
    async (customer) => {
      const payments = await rows(sql`select 1 from wallet_ledger where user_id = ${customer.id} and type = 'PAYMENT'`);
      expect(payments).toHaveLength(1);
    },
  ],
];

describe('twenty requests with one key at once', () => {
  it.each(cases)('with %s, all answer the one order', async (_name, setup, check) => {
    const customer = await aCustomer(t);
    const prepared = await anOrderRequest(t, customer.token);
    const body = await setup(customer, prepared);

    const answers = await Promise.all(Array.from({ length: 20 }, () => send(customer, body, 'same-key-at-once')));

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    const uuids = new Set(answers.map((answer) => answer.json().data.uuid));
    expect(uuids.size).toBe(1);
    const orders = await ordersOf(customer);
    expect(orders.map((order) => order.id)).toEqual([...uuids]);
    await check(customer, prepared.method.flight.flight_id);
  });
});

describe('a key in flight', () => {
  /** A claim as a request still running in another process holds it, with the same request. */
  async function holdKey(customer: Customer, body: Wire, key: string, claimedSecondsAgo: number) {
    await send(customer, body, 'learn-the-hash');
    const [{ request_hash }] = await rows<{ request_hash: string }>(
      sql`select request_hash from orders where user_id = ${customer.id} and idempotency_key = 'learn-the-hash'`,
    );
    await t.db.execute(sql`
      insert into idempotency_claims (user_id, key, request_hash, holder, claimed_at)
      values (${customer.id}, ${key}, ${request_hash}, gen_random_uuid(),
              now() - make_interval(secs => ${claimedSecondsAgo}))`);
  }

  it('answers 409 "in progress" with Retry-After after waiting, in the customer’s language, and makes nothing', async () => {
    const customer = await aCustomer(t);
    const { request } = await anOrderRequest(t, customer.token);
    await holdKey(customer, request, 'held-key', 0);

    const answer = await send(customer, request, 'held-key', 'vi');

    expect(answer.statusCode).toBe(409);
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_IN_PROGRESS',
      message: 'Đơn hàng này vẫn đang được tạo. Vui lòng đợi trong giây lát; đơn sẽ không bị tạo hai lần.',
    });
    expect(await ordersOf(customer)).toHaveLength(1); // the one that taught the hash
  });

  it('refuses at once a different request under a key in flight', async () => {
    const customer = await aCustomer(t);
    const { request } = await anOrderRequest(t, customer.token);
    await holdKey(customer, request, 'held-key-2', 0);

    const answer = await send(customer, { ...request, note: 'khác' }, 'held-key-2');

    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('takes over a claim whose request died (older than the lease)', async () => {
    const customer = await aCustomer(t);
    const { request } = await anOrderRequest(t, customer.token);
    await holdKey(customer, request, 'orphaned-key', 120);

    const answer = await send(customer, request, 'orphaned-key');

    expect(answer.statusCode).toBe(201);
    expect(await ordersOf(customer)).toHaveLength(2);
  });

  it('frees the key when the request fails, so the corrected retry places the order', async () => {
    const customer = await aCustomer(t);
    const { request } = await anOrderRequest(t, customer.token);

    const stale = await send(customer, { ...request, amount: 1000 }, 'fix-and-retry');
    expect(stale.json().code).toBe('PRICE_CHANGED');
    const retried = await send(customer, request, 'fix-and-retry');

    expect(retried.statusCode).toBe(201);
    expect(await rows(sql`select 1 from idempotency_claims where user_id = ${customer.id}`)).toHaveLength(0);
  });
});
