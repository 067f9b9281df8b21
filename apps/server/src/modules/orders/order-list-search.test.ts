import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, aPricedOrder, type Customer } from '../../test/builders.ts';
import { selectRows } from '../../test/payment-flows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * The order list a shop can search and export (issue 37): a text in the code, the receiver's name
 * or phone; a period of Vietnamese days; the filtered list as an .xlsx sheet.
 */

let t: TestApp;
let shop: Customer;
/** The shop's three orders, oldest first, each with its own receiver and day. */
let codes: string[];

beforeAll(async () => {
  t = await createTestApp();
  shop = await aCustomer(t);
  codes = [];
  for (const _ of [1, 2, 3]) codes.push((await aPricedOrder(t, shop.token)).order.order_id);
  await setOrder(codes[0], { name: 'Nguyễn Thị Đào', phone: '912000111', placedAt: '2026-10-31T17:30:00Z' });
  await setOrder(codes[1], { name: 'Phạm Văn Long', phone: '987654321', placedAt: '2026-11-01T16:30:00Z' });
  await setOrder(codes[2], { name: '김민수', phone: '1012345678', placedAt: '2026-11-01T17:30:00Z' });
});
afterAll(() => t.close());

/** Gives an order another receiver and time placed, as if it had been placed so (the search key follows). */
async function setOrder(code: string, change: { name: string; phone: string; placedAt: string }) {
  await t.db.execute(sql`
    update orders set created_at = ${change.placedAt}::timestamptz,
      receiver = receiver || jsonb_build_object('personName', ${change.name}::text, 'phone', ${change.phone}::text)
    where code = ${code}`);
}

const list = (query: string, lang = 'en', customer = shop) =>
  t.request({ method: 'GET', url: `/api/v1/orders?${query}`, token: customer.token, lang });
const codesFound = async (query: string, customer = shop) =>
  (await list(query, 'en', customer)).json().data.map((item: { order_id: string }) => item.order_id);
const exportOf = (query: string, lang = 'en', customer = shop) =>
  t.request({ method: 'GET', url: `/api/v1/orders/export?${query}`, token: customer.token, lang });

async function sheetOf(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}
const cellsOf = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

describe('searching the order list', () => {
  it('finds an order by its code, whole or in part, in any case', async () => {
    expect(await codesFound(`q=${codes[1]}`)).toEqual([codes[1]]);
    expect(await codesFound(`q=${codes[1].slice(-6).toLowerCase()}`)).toContain(codes[1]);
  });

  it('finds the receiver’s name typed without accents or in another case, and a Korean name in part', async () => {
    expect(await codesFound(`q=${encodeURIComponent('nguyen thi dao')}`)).toEqual([codes[0]]);
    expect(await codesFound(`q=${encodeURIComponent('PHẠM VĂN')}`)).toEqual([codes[1]]);
    expect(await codesFound(`q=${encodeURIComponent('민수')}`)).toEqual([codes[2]]);
  });

  it('finds the receiver’s phone typed the way people type it', async () => {
    for (const typed of ['0987 654 321', '+84 987-654-321', '654321']) {
      expect(await codesFound(`q=${encodeURIComponent(typed)}`)).toEqual([codes[1]]);
    }
  });

  it('takes LIKE’s wildcards as plain characters', async () => {
    expect(await codesFound('q=%25')).toEqual([]);
    expect(await codesFound('q=_')).toEqual([]);
  });

  it('answers an empty page with a zero total when nothing matches, within the tab asked for', async () => {
    const response = await list('q=nobody');
    expect(response.json()).toMatchObject({ data: [], meta: { pagination: { total: 0 } } });
    expect(await codesFound(`type=CANCELLED&q=${codes[1]}`)).toEqual([]);
    expect(await codesFound(`type=SENDING&q=${codes[1]}`)).toEqual([codes[1]]);
  });

  it('never finds another customer’s order, even by its code', async () => {
    const stranger = await aCustomer(t);
    expect(await codesFound(`q=${codes[1]}`, stranger)).toEqual([]);
  });

  it('refuses a search longer than 100 characters with a localised error', async () => {
    const response = await list(`q=${'a'.repeat(101)}`, 'vi');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      data: { fields: [{ field: 'q', code: 'validation_max_length', message: expect.stringMatching(/quá dài/) }] },
    });
  });
});

describe('the order list of a period', () => {
  it('takes Vietnamese calendar days, both included', async () => {
    // 2026-10-31 17:30 UTC is 1 November 00:30 in Vietnam; 2026-11-01 17:30 UTC is 2 November 00:30.
    expect(await codesFound('from_date=2026-11-01&to_date=2026-11-01')).toEqual([codes[1], codes[0]]);
    expect(await codesFound('from_date=2026-11-02')).toEqual([codes[2]]);
    expect(await codesFound('to_date=2026-10-31')).toEqual([]);
    expect(await codesFound(`from_date=2026-11-01&to_date=2026-11-02&q=${encodeURIComponent('+84 912')}`)).toEqual([
      codes[0],
    ]);
  });

  it('refuses an end before the start, and a day that does not exist, in the request’s language', async () => {
    const backwards = await list('from_date=2026-11-02&to_date=2026-11-01', 'ko');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().data.fields).toEqual([
      {
        field: 'to_date',
        code: 'validation_date_range_order',
        message: '시작일은 종료일과 같거나 그 이전이어야 합니다',
      },
    ]);
    const notADay = await list('from_date=2026-02-30');
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json().data.fields[0]).toMatchObject({ field: 'from_date', code: 'validation_invalid' });
  });
});

describe('exporting the order list (GET /v1/orders/export)', () => {
  it('writes the filtered orders as a sheet in the customer’s language, newest first', async () => {
    const response = await exportOf('from_date=2026-11-01&to_date=2026-11-01', 'vi');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="don-hang-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.name).toBe('Đơn hàng');
    expect(cellsOf(sheet, 1).slice(0, 3)).toEqual(['Mã đơn', 'Thời gian tạo (giờ Việt Nam)', 'Trạng thái']);
    expect(sheet.actualRowCount).toBe(3);
    const [code, placedAt, status, latestStep, , , receiver, phone, address, weight, total, currency, method] = cellsOf(
      sheet,
      2,
    );
    expect({ code, status, latestStep, receiver, phone, currency, method }).toEqual({
      code: codes[1],
      status: 'Đang xử lý',
      latestStep: 'Đã tạo đơn hàng',
      receiver: 'Phạm Văn Long',
      phone: '+84 987 654 321',
      currency: 'VND',
      method: 'Tiền mặt khi lấy hàng',
    });
    // The time placed as Vietnam's clock shows it, a real date the sheet can sort.
    expect((placedAt as Date).toISOString()).toBe('2026-11-01T23:30:00.000Z');
    expect(address).toEqual(expect.stringContaining('Phan Đình Phùng'));
    expect(typeof weight).toBe('number');
    expect(total).toBeGreaterThan(0);
    expect(cellsOf(sheet, 3)[0]).toBe(codes[0]);
  });

  it('writes headers in Korean for a Korean reader, and only the header row when nothing matches', async () => {
    const sheet = await sheetOf((await exportOf('q=nobody', 'ko')).rawPayload);
    expect(sheet.name).toBe('주문');
    expect(cellsOf(sheet, 1)[0]).toBe('주문 번호');
    expect(sheet.actualRowCount).toBe(1);
  });

  it('reads on across its batches without losing or repeating an order, also among orders placed at once', async () => {
    const bulk = await aCustomer(t);
    const { order } = await aPricedOrder(t, bulk.token);
    // 1,200 more orders, copies of the first, ten to each instant: batches of 500 end inside a tie.
    await t.db.execute(sql`
      insert into orders (code, user_id, status, platform, package_type, tier, delivery_type, transport_rule,
        sender, receiver, product, weight_g, dimension, chargeable_weight_g, shipping_fee, extras, extras_total,
        discount, total, currency, payment_method, est_date_time, created_at)
      select 'BULK' || lpad(n::text, 6, '0'), user_id, status, platform, package_type, tier, delivery_type,
        transport_rule, sender, receiver, product, weight_g, dimension, chargeable_weight_g, shipping_fee, extras,
        extras_total, discount, total, currency, payment_method, est_date_time,
        created_at - ((n + 9) / 10) * interval '1 second'
      from orders cross join generate_series(1, 1200) as n where code = ${order.order_id}`);
    const response = await exportOf('', 'en', bulk);
    const sheet = await sheetOf(response.rawPayload);
    const exported = sheet.getColumn(1).values.slice(2) as string[];
    const [{ total }] = await selectRows<{ total: number }>(
      t,
      sql`select count(*)::int as total from orders where user_id = ${bulk.id}`,
    );
    expect(total).toBe(1201);
    expect(exported).toHaveLength(1201);
    expect(new Set(exported).size).toBe(1201);
    expect(exported[0]).toBe(order.order_id);
  });

  it('refuses a bad filter with the list’s own error, and a visitor who is not signed in', async () => {
    const backwards = await exportOf('from_date=2026-11-02&to_date=2026-11-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ code: 'VALIDATION_ERROR', data: { fields: [{ field: 'to_date' }] } });
    const visitor = await t.request({ method: 'GET', url: '/api/v1/orders/export' });
    expect(visitor.statusCode).toBe(401);
  });
});
