import { formatVietnamTime } from '@skyparcel/domain/time-format';
import { addDays, vietnamDay } from '@skyparcel/domain/time-zones';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aCustomer } from '../../test/builders.ts';
import { operationsCall } from '../../test/operations-flows.ts';
import { aPlacedOrder } from '../../test/payment-flows.ts';
import { testApp } from '../../test/test-app.ts';

const t = testApp();
let admin: string;
let clerk: string;
let staff: { id: string; code: string; name: string; role: string }[];
beforeAll(async () => {
  admin = await t.login('OPS0001');
  clerk = await t.login('HUB0001');
  const listed = await t.request({ method: 'GET', url: '/api/ops/v1/staff', token: admin });
  expect(listed.statusCode, listed.body).toBe(200);
  staff = listed.json().data;
});

type Entry = {
  id: number;
  action: string;
  staff: { code: string };
  order: { code: string } | null;
  details: { field: string; value: string }[];
};
const audit = (query: Record<string, string | number>, lang = 'en', token = admin) =>
  t.request({
    method: 'GET',
    url: `/api/ops/v1/audit?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]))}`,
    token,
    lang,
  });
const entriesOf = async (query: Record<string, string | number>, lang = 'en') => {
  const response = await audit(query, lang);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { entries: Entry[]; next_before: number | null };
};
const staffId = (code: string) => staff.find((member) => member.code === code)?.id ?? '';

/** A cash order a hub clerk received at the hub and weighed heavier (4.5 kg). */
async function aWeighedOrder() {
  const order = await aPlacedOrder(t, await aCustomer(t), 'cash', { weight: 1, dimension: '10x10x10' });
  const ops = operationsCall(t, clerk);
  expect((await ops.scan(order.uuid, { kind: 'RECEIVED', hub_name: 'Kho Tân Sơn Nhất' })).statusCode).toBe(201);
  await ops.moveAlong(order.uuid, ['RECEIVED_HUB']);
  expect((await ops.securityCheck(order.uuid, { weight: 4.5, dimension: '30x30x30' })).statusCode).toBe(201);
  return order;
}

describe('the audit viewer (GET /ops/v1/audit, GET /ops/v1/staff), admins only', () => {
  it('names the staff accounts with their roles', () => {
    expect(staff).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'OPS0001', role: 'admin' }),
        expect.objectContaining({ code: 'HUB0001', role: 'hub' }),
      ]),
    );
  });

  it("shows an order's changes newest first, with who made them and each field named in the reader language", async () => {
    const order = await aWeighedOrder();
    const { entries, next_before } = await entriesOf({ order_id: order.code.toLowerCase() }, 'vi');
    expect(entries.map((entry) => entry.action)).toEqual(['security_check', 'scan', 'scan']);
    expect(entries.every((entry) => entry.staff.code === 'HUB0001' && entry.order?.code === order.code)).toBe(true);
    expect(next_before).toBeNull();
    // Numbers are written the reader's way (4,5 in Vietnamese); fields by their Vietnamese names.
    expect(entries[0].details).toEqual(expect.arrayContaining([{ field: 'khối lượng', value: '4,5' }]));
    // A scan's kind by its step's name; the order's code, which has its own column, not again.
    expect(entries[2].details).toEqual([
      { field: 'loại sự kiện', value: 'Đã nhận hàng' },
      { field: 'kho hoặc bưu cục', value: 'Kho Tân Sơn Nhất' },
    ]);
  });

  it('narrows by staff member, action and Vietnamese days, the two ends included', async () => {
    const order = await aWeighedOrder();
    const rate = await t.request({
      method: 'PUT',
      url: '/api/ops/v1/exchange-rates',
      token: admin,
      payload: { currency: 'KRW', vnd_per_unit: 18.5, effective_on: vietnamDay(new Date()) },
    });
    expect(rate.statusCode, rate.body).toBe(200);
    const today = vietnamDay(new Date());

    const adminsToday = await entriesOf({ staff_id: staffId('OPS0001'), from_date: today, to_date: today });
    expect(adminsToday.entries[0]).toMatchObject({ action: 'set_exchange_rate', order: null });
    expect(adminsToday.entries.every((entry) => entry.staff.code === 'OPS0001')).toBe(true);

    const checks = await entriesOf({ operation: 'security_check', order_id: order.code });
    expect(checks.entries.map((entry) => entry.action)).toEqual(['security_check']);

    const clerksScans = await entriesOf({ staff_id: staffId('HUB0001'), operation: 'scan' });
    expect(clerksScans.entries.length).toBeGreaterThanOrEqual(2);
    expect(clerksScans.entries.every((entry) => entry.action === 'scan')).toBe(true);

    const yesterday = addDays(today, -1);
    expect((await entriesOf({ order_id: order.code, to_date: yesterday })).entries).toEqual([]);
    expect((await entriesOf({ order_id: order.code, from_date: addDays(today, 1) })).entries).toEqual([]);
  });

  it("writes a setting's instants in Vietnamese time, the reader's way", async () => {
    const startsAt = '2031-02-01T01:30:00.000Z';
    const created = await t.request({
      method: 'POST',
      url: '/api/ops/v1/vouchers',
      token: admin,
      payload: {
        code: `AUDIT${Date.now() % 1_000_000}`,
        title: { vi: 'Tết', en: 'Lunar New Year', ko: '설날' },
        discount_type: 'absolute',
        discount_amount: 20_000,
        starts_at: startsAt,
        ends_at: '2031-02-10T00:00:00.000Z',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [entry] = (await entriesOf({ operation: 'create_voucher' }, 'vi')).entries;
    expect(entry.details).toEqual(
      expect.arrayContaining([
        { field: 'thời điểm bắt đầu', value: formatVietnamTime(startsAt, 'vi', 'dateTime') },
        { field: 'mức ưu đãi', value: '20.000' },
      ]),
    );
    expect(formatVietnamTime(startsAt, 'vi', 'dateTime')).toMatch(/^08:30 01\/02\/2031$/);
  });

  it('pages 50 at a time, newest first, each change once', async () => {
    const order = await aWeighedOrder();
    const [{ id: orderId }] = (
      (await t.db.execute(sql`select id from orders where code = ${order.code}`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    await t.db.execute(sql`
      insert into operations_audit (staff_id, action, order_id, request, created_at)
      select ${staffId('HUB0001')}, 'scan', ${orderId}, jsonb_build_object('kind', 'RECEIVED_HUB', 'n', n), now()
      from generate_series(1, 60) as n`);
    const first = await entriesOf({ order_id: order.code });
    expect(first.entries).toHaveLength(50);
    expect(first.next_before).toBe(first.entries.at(-1)?.id);
    const second = await entriesOf({ order_id: order.code, before: first.next_before ?? 0 });
    expect(second.entries).toHaveLength(63 - 50);
    expect(second.next_before).toBeNull();
    const ids = [...first.entries, ...second.entries].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(63);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('refuses an unknown order, a malformed filter and a period that ends before it starts, in the reader language', async () => {
    const unknown = await audit({ order_id: 'SP261128999999' }, 'ko');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'ORDER_NOT_FOUND']);
    expect(unknown.json().message).toMatch(/[가-힣]/);

    const malformed = await audit({ order_id: 'not a code', from_date: '28/11/2026', operation: 'delete_all' }, 'vi');
    expect(malformed.statusCode).toBe(400);
    expect(
      malformed
        .json()
        .data.fields.map((field: { field: string }) => field.field)
        .sort(),
    ).toEqual(['from_date', 'operation', 'order_id']);
    expect(
      malformed.json().data.fields.find((field: { field: string }) => field.field === 'operation').message,
    ).toMatch(/^Thao tác/);

    const backwards = await audit({ from_date: '2026-11-28', to_date: '2026-11-27' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().data.fields).toMatchObject([{ field: 'to_date', code: 'validation_date_range_order' }]);
  });

  it('answers a hub clerk 403 ADMIN_ONLY', async () => {
    const refused = await audit({}, 'en', clerk);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'ADMIN_ONLY']);
  });
});
