import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_TABLES } from '../../db/reference-cache.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { siteSettings } from '../../db/schema/content.ts';
import { flights } from '../../db/schema/flights.ts';
import { tariffSettings } from '../../db/schema/tariffs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * The price and order calls are the hot path: reference data (settings, tariff, catalogue,
 * airports, divisions, post offices, a route's flights) comes from the process cache, and what
 * each request must read (both addresses, the wallet) is read once. Counting the
 * statements a call sends catches a read that slips back into the loop; changing reference
 * rows in the database shows the cache lets the change through.
 */

let t: TestApp;
let token: string;
const ids: Record<string, string> = {};
let clothes: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('0901234567');
  const book = (await t.request({ method: 'POST', url: '/api/v2/address', token, payload: {} })).json().data;
  for (const address of book) ids[address.country === '1' ? 'korea' : address.province] = address.id;
  const groups = (await t.request({ method: 'GET', url: '/api/v1/producttypes/language/en', token })).json().data;
  clothes = groups[0].products.find((p: { code: string }) => p.code === 'CLOTHES').id;
});
afterAll(() => t.close());

const shipment = (changes: Record<string, unknown> = {}) => ({
  sender_address_id: ids['79'],
  receiver_address_id: ids['01'],
  product_id: clothes,
  weight: 1,
  dimension: '10x10x10',
  ...changes,
});
const price = (changes: Record<string, unknown> = {}) =>
  t.request({ method: 'POST', url: '/api/v1/order/calculate-price', token, payload: shipment(changes) });

async function statementsOf(call: () => Promise<{ statusCode: number }>, expectedStatus: number) {
  const before = t.statementsSent();
  const response = await call();
  expect(response.statusCode).toBe(expectedStatus);
  return t.statementsSent() - before;
}

describe('round trips of the hot calls', () => {
  // The session check, both addresses, the wallet, the route's flights and whether post offices
  // serve both ends are all cached, each until its rows change.
  it('a price call between two cities sends no statement once what it reads is cached', async () => {
    await price();
    // A change notice of the sign-in before (the session's, the account's) may still be on its way on a busy
    // machine and drop a cached read once: asked again, a price call sends none (never would, if nothing cached).
    await expect.poll(() => statementsOf(() => price(), 200)).toBe(0);
  });

  it('a Cargo Direct flight search sends no statement once the contract check and the route’s flights are cached', async () => {
    const cargoToken = await t.login('B000001');
    const day = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
    const search = () =>
      t.request({
        method: 'POST',
        url: '/api/v2/cargo/available-flights',
        token: cargoToken,
        payload: {
          departure_airport: 'SGN',
          arrival_airport: 'HAN',
          product_code: '0000',
          from_date: day(1),
          to_date: day(5),
          weight: 150,
          dimension: [{ length: 100, width: 60, height: 50, quantity: 3 }],
        },
      });
    await search();
    expect(await statementsOf(search, 200)).toBe(0);
  });

  it('a session revoked by another process is refused once its notice arrives', async () => {
    const other = await t.login('0901234567');
    const profile = () => t.request({ method: 'GET', url: '/api/v1/user/profile', token: other });
    expect((await profile()).statusCode).toBe(200);
    // Not through the app: as another server process would, straight in the database.
    await t.db.update(sessions).set({ revokedAt: new Date() }).where(isNull(sessions.revokedAt));
    await expect.poll(async () => (await profile()).statusCode).toBe(401);
    token = await t.login('0901234567');
  });

  // Both addresses, read afresh (the session, flights and post offices are cached), then the
  // transaction: the order, its first step, its payment and the payment's event, the flight's
  // weight. PostgreSQL adds BEGIN and COMMIT (PGlite sends them itself). The answer's flight is
  // cached from the first order on it (a booking changes only its remaining weight).
  it('an order sends at most 8 statements, the transaction only its writes', async () => {
    const { data } = (await price()).json();
    const method = data.methods.find((m: { delivery_type: string }) => m.delivery_type === 'D2D');
    const order = () =>
      t.request({
        method: 'POST',
        url: '/api/v1/order',
        token,
        payload: {
          ...shipment(),
          delivery_type: 'D2D',
          amount: method.price,
          payment_method: 'cash',
          extra_prices: [],
          ben_agreed: true,
        },
      });
    expect((await order()).statusCode).toBe(201);
    expect(await statementsOf(order, 201)).toBeLessThanOrEqual(8);
  });
});

/**
 * Stops pickups in Hồ Chí Minh City in the database (not through the app): the price call must
 * refuse the route, and price it again once the setting is back.
 */
async function expectPickupStopReachesPriceCall() {
  const [row] = await t.db.select().from(siteSettings).where(eq(siteSettings.key, 'pickupProvinces'));
  const provinces = row.value as string[];
  const setPickupProvinces = (value: string[]) =>
    t.db.update(siteSettings).set({ value }).where(eq(siteSettings.key, 'pickupProvinces'));
  await setPickupProvinces(provinces.filter((code) => code !== '79'));
  try {
    // PostgreSQL delivers the change notice on another connection, a moment after the commit.
    await expect.poll(async () => (await price()).json().code).toBe('ONLY_CERTAIN_CITIES');
  } finally {
    await setPickupProvinces(provinces);
  }
  await expect.poll(async () => (await price()).statusCode).toBe(200);
}

describe('cached reference data follows the database', () => {
  it('every cached table tells the server processes when it changes', async () => {
    const result = (await t.db.execute(sql`
      select distinct c.relname as table_name from pg_trigger g
      join pg_class c on c.oid = g.tgrelid join pg_proc p on p.oid = g.tgfoid
      where p.proname = 'notify_reference_changed' and not g.tgisinternal`)) as unknown as {
      rows: { table_name: string }[];
    };
    expect(result.rows.map((row) => row.table_name).sort()).toEqual([...REFERENCE_TABLES].sort());
  });

  it('a site setting changed in the database reaches the next price call', async () => {
    await price();
    await expectPickupStopReachesPriceCall();
  });

  it('a tariff change reaches the next price call', async () => {
    const before = (await price()).json().data.methods[0].chargeable_weight;
    const [row] = await t.db.select().from(tariffSettings).where(eq(tariffSettings.key, 'dimensionalDivisor'));
    // A small divisor makes the 10x10x10 box weigh 2 kg instead of its one.
    await t.db.update(tariffSettings).set({ value: 500 }).where(eq(tariffSettings.key, 'dimensionalDivisor'));
    try {
      await expect.poll(async () => (await price()).json().data?.methods[0].chargeable_weight).toBeGreaterThan(before);
    } finally {
      await t.db.update(tariffSettings).set({ value: row.value }).where(eq(tariffSettings.key, 'dimensionalDivisor'));
    }
  });
});

/*
 * What another server process changes reaches this one's cache through the database's notices:
 * each change below is made straight in the database, as another process would, and expect.poll
 * waits for it (vitest.config.ts says how long, and why no test times it).
 */
describe('cached account data follows the database', () => {
  it('a wallet balance changed elsewhere reaches the next price call', async () => {
    const balance = async () => (await price()).json().data.payment_config.point_topup;
    const before = await balance();
    const [{ id }] = await t.db.select({ id: addresses.userId }).from(addresses).where(eq(addresses.id, ids['79']));
    const setBalance = (value: number) => t.db.update(users).set({ pointTopup: value }).where(eq(users.id, id));
    await setBalance(before + 12_345);
    try {
      await expect.poll(balance).toBe(before + 12_345);
    } finally {
      await setBalance(before);
    }
    await expect.poll(balance).toBe(before);
  });

  it('an address taken out of the account elsewhere is refused by the next price call', async () => {
    await price();
    const [{ userId }] = await t.db
      .select({ userId: addresses.userId })
      .from(addresses)
      .where(eq(addresses.id, ids['01']));
    // An account with no address book, so the address's default flag breaks no rule there.
    const [other] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(sql`not exists (select 1 from ${addresses} where ${addresses.userId} = ${users.id})`)
      .limit(1);
    const moveTo = (to: string) => t.db.update(addresses).set({ userId: to }).where(eq(addresses.id, ids['01']));
    await moveTo(other.id);
    try {
      await expect.poll(async () => (await price()).statusCode).toBe(404);
    } finally {
      await moveTo(userId);
    }
    await expect.poll(async () => (await price()).statusCode).toBe(200);
  });

  it('a flight filled elsewhere is updated in the cached route, not read again', async () => {
    const flightOf = async () => (await price()).json().data.methods[0].flight.flight_id as string;
    const first = await flightOf();
    const [{ remainingG }] = await t.db
      .select({ remainingG: flights.remainingG })
      .from(flights)
      .where(eq(flights.id, first));
    // As a booking elsewhere would: only the remaining weight changes.
    await t.db.update(flights).set({ remainingG: 0 }).where(eq(flights.id, first));
    try {
      const before = t.statementsSent();
      await expect.poll(flightOf).not.toBe(first);
      // Every price call until the change showed, and the one that showed it, read nothing.
      expect(t.statementsSent() - before).toBe(0);
    } finally {
      await t.db.update(flights).set({ remainingG }).where(eq(flights.id, first));
    }
    await expect.poll(flightOf).toBe(first);
  });
});

describe.runIf(process.env.DATABASE_URL)('the change listener on PostgreSQL', () => {
  const listeners = async () =>
    (
      (await t.db.execute(sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and query like 'listen reference%'`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0].n;

  it('when its connection is cut, the cache stops until it listens again, and no change is missed', async () => {
    await price();
    await expect.poll(listeners).toBe(1);
    await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query like 'listen reference%'`);
    await expectPickupStopReachesPriceCall();
    await expect.poll(listeners, { timeout: 10_000 }).toBe(1);
  });
});
