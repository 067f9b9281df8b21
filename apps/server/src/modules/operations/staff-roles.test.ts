import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, aPricedOrder } from '../../test/builders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Who may do what in the operations API (issue 39): customers nothing, a hub clerk the parcel work,
 * an admin also the settings and the refunds. Every call of the operations tag is checked, so a
 * new one cannot be left open.
 */

let t: TestApp;
let opsCalls: { method: string; url: string }[];

/** The operations calls that change settings or money: admins only. */
const ADMIN_CALLS = [
  'PUT /api/ops/v1/exchange-rates',
  'PUT /api/ops/v1/tariffs',
  'GET /api/ops/v1/refunds/failed',
  'POST /api/ops/v1/refunds/{id}/resolve',
  'POST /api/ops/v1/vouchers',
  'POST /api/ops/v1/vouchers/{code}/end',
  'GET /api/ops/v1/audit',
  'GET /api/ops/v1/staff',
  'POST /api/ops/v1/staff',
  'PUT /api/ops/v1/staff/{id}/role',
];

beforeAll(async () => {
  t = await createTestApp();
  const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  opsCalls = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => operation.tags?.includes('operations'))
      .map(([method, _]) => ({ method: method.toUpperCase(), url: path })),
  );
});
afterAll(() => t.close());

/** A call with ids filled in: the guards answer before the path or body is read. */
const call = (token: string, { method, url }: { method: string; url: string }, lang = 'en') =>
  t.request({
    method: method as 'GET',
    url: url.replace('{id}', '00000000-0000-4000-8000-000000000000'),
    token,
    lang,
    ...(method === 'GET' ? {} : { payload: {} }),
  });

const nameOf = ({ method, url }: { method: string; url: string }) => `${method} ${url}`;

describe('roles in the operations API', () => {
  it('lists the operations calls, the admin ones among them', () => {
    expect(opsCalls.length).toBeGreaterThanOrEqual(8);
    expect(opsCalls.map(nameOf)).toEqual(expect.arrayContaining(ADMIN_CALLS));
  });

  it('answers a customer 403 STAFF_ONLY on every operations call', async () => {
    const customer = await aCustomer(t);
    const answers = await Promise.all(opsCalls.map((each) => call(customer.token, each, 'vi')));
    const open = answers.flatMap((answer, index) =>
      answer.json().code === 'STAFF_ONLY' && answer.statusCode === 403 ? [] : [nameOf(opsCalls[index])],
    );
    expect(open).toEqual([]);
    expect(answers[0].json().message).toBe('Chức năng này chỉ dành cho nhân viên SkyParcel.');
  });

  it('answers a hub clerk 403 ADMIN_ONLY on the settings and refunds, and changes no rate', async () => {
    const hub = await t.login('HUB0001');
    const before = (await call(hub, { method: 'GET', url: '/api/ops/v1/exchange-rates' })).json().data;
    const refused = await Promise.all(
      opsCalls.filter((each) => ADMIN_CALLS.includes(nameOf(each))).map((each) => call(hub, each, 'ko')),
    );
    expect(refused.map((answer) => [answer.statusCode, answer.json().code])).toEqual(
      ADMIN_CALLS.map(() => [403, 'ADMIN_ONLY']),
    );
    expect(refused[0].json().message).toBe('SkyParcel 관리자만 할 수 있는 작업입니다.');
    const setting = await t.request({
      method: 'PUT',
      url: '/api/ops/v1/exchange-rates',
      token: hub,
      payload: { currency: 'KRW', effective_on: new Date().toISOString().slice(0, 10), vnd_per_unit: 1 },
    });
    expect(setting.statusCode).toBe(403);
    expect((await call(hub, { method: 'GET', url: '/api/ops/v1/exchange-rates' })).json().data).toEqual(before);
  });

  it('lets a hub clerk scan a parcel and an admin read the refunds, each audited under their own name', async () => {
    const customer = await aCustomer(t);
    const { order } = await aPricedOrder(t, customer.token);
    const hub = await t.login('HUB0001');
    const scan = await t.request({
      method: 'POST',
      url: `/api/ops/v1/orders/${order.uuid}/events`,
      token: hub,
      payload: { kind: 'RECEIVED' },
    });
    expect(scan.statusCode, scan.body).toBe(201);
    const audit = (await t.db.execute(
      sql`select u.customer_code from operations_audit a join users u on u.id = a.staff_id
           where a.order_id = ${order.uuid}`,
    )) as unknown as { rows: { customer_code: string }[] };
    const [audited] = audit.rows;
    expect(audited.customer_code).toBe('HUB0001');
    const admin = await t.login('OPS0001');
    expect((await call(admin, { method: 'GET', url: '/api/ops/v1/refunds/failed' })).statusCode).toBe(200);
  });

  it('takes effect at once when a clerk’s role changes', async () => {
    const hub = await t.login('HUB0001');
    const readRefunds = () => call(hub, { method: 'GET', url: '/api/ops/v1/refunds/failed' });
    expect((await readRefunds()).statusCode).toBe(403);
    await t.db.execute(sql`update users set staff_role = 'admin' where customer_code = 'HUB0001'`);
    try {
      expect((await readRefunds()).statusCode).toBe(200);
    } finally {
      await t.db.execute(sql`update users set staff_role = 'hub' where customer_code = 'HUB0001'`);
    }
    expect((await readRefunds()).statusCode).toBe(403);
  });

  it('keeps a staff role for staff only: a customer with a role, or staff without one, is refused by the database', async () => {
    const customer = await aCustomer(t);
    await expect(t.db.execute(sql`update users set staff_role = 'hub' where id = ${customer.id}`)).rejects.toThrow();
    await expect(
      t.db.execute(sql`update users set staff_role = null where customer_code = 'HUB0001'`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`update users set staff_role = 'boss' where customer_code = 'HUB0001'`),
    ).rejects.toThrow();
  });
});
