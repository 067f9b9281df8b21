import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, type Customer } from '../../test/builders.ts';
import { selectRows } from '../../test/payment-flows.ts';
import { testApp } from '../../test/test-app.ts';

const t = testApp();
let admin: string;
let customer: Customer;
beforeAll(async () => {
  admin = await t.login('OPS0001');
  customer = await aCustomer(t);
});

const HOUR = 3_600_000;
let codes = 0;
/** A voucher request whose window runs from an hour ago (or `startsIn` from now) for a day. */
const aVoucher = (overrides: Record<string, unknown> = {}, startsIn = -HOUR) => {
  codes += 1;
  const startsAt = new Date(Date.now() + startsIn);
  return {
    code: `STAFF${codes}${Date.now() % 100_000}`,
    title: { vi: 'Giảm 10% cho khách mới', en: '10% off for new customers', ko: '신규 고객 10% 할인' },
    discount_type: 'percent',
    discount_amount: 10,
    max_discount: 20_000,
    starts_at: startsAt.toISOString(),
    ends_at: new Date(startsAt.getTime() + 24 * HOUR).toISOString(),
    usage_limit: 100,
    ...overrides,
  };
};
const create = (payload: Record<string, unknown>, lang = 'en') =>
  t.request({ method: 'POST', url: '/api/ops/v1/vouchers', token: admin, payload, lang });
const end = (code: string, lang = 'en') =>
  t.request({ method: 'POST', url: `/api/ops/v1/vouchers/${code}/end`, token: admin, lang });
const listed = async (code: string, lang = 'en') => {
  const response = await t.request({ method: 'GET', url: '/api/ops/v1/vouchers', token: admin, lang });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { code: string }[]).find((voucher) => voucher.code === code);
};
const checkAsCustomer = async (code: string) =>
  (await t.request({ method: 'GET', url: `/api/v1/voucher/check?code=${code}`, token: customer.token })).json().data
    .res;
const auditActions = async () =>
  (
    await selectRows<{ action: string; request: { code: string } }>(
      t,
      sql`select action, request from operations_audit where action in ('create_voucher', 'end_voucher') order by id`,
    )
  ).map((row) => `${row.action} ${row.request.code}`);

describe('vouchers in the settings (GET, POST /ops/v1/vouchers, POST .../{code}/end)', () => {
  it('an admin creates a voucher customers can use, then ends it early: it is outdated at once, and audited', async () => {
    const voucher = aVoucher();
    const created = await create(voucher, 'vi');
    expect(created.statusCode, created.body).toBe(201);
    expect(await listed(voucher.code, 'vi')).toMatchObject({
      title: 'Giảm 10% cho khách mới',
      state: 'ACTIVE',
      used: 0,
      usage_limit: 100,
      per_customer_limit: 1,
      ended_early: null,
      created: { by: expect.stringContaining('SkyParcel') },
    });
    expect(await checkAsCustomer(voucher.code)).toBe('VOUCHER_GOOD_GOOD');

    const ended = await end(voucher.code.toLowerCase());
    expect(ended.statusCode, ended.body).toBe(200);
    const shown = await listed(voucher.code);
    expect(shown).toMatchObject({ state: 'ENDED', ended_early: { by: expect.stringContaining('SkyParcel') } });
    expect(new Date((shown as unknown as { ends_at: string }).ends_at).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await checkAsCustomer(voucher.code)).toBe('VOUCHER_OUTDATED');
    expect(await auditActions()).toEqual(
      expect.arrayContaining([`create_voucher ${voucher.code}`, `end_voucher ${voucher.code}`]),
    );
  });

  it('ends a voucher once when two admins press at the same moment', async () => {
    const voucher = aVoucher();
    expect((await create(voucher)).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 5 }, () => end(voucher.code)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().code).toBe('VOUCHER_ALREADY_ENDED');
    expect((await auditActions()).filter((action) => action === `end_voucher ${voucher.code}`)).toHaveLength(1);
  });

  it('refuses to end a voucher that has not started, or one that does not exist, in the reader language', async () => {
    const scheduled = aVoucher({}, 24 * HOUR);
    expect((await create(scheduled)).statusCode).toBe(201);
    const refused = await end(scheduled.code, 'ko');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'VOUCHER_SCHEDULED', message: expect.stringMatching(/[가-힣]/) });
    expect(await listed(scheduled.code)).toMatchObject({ state: 'SCHEDULED', ended_early: null });
    expect((await end('NOSUCHCODE')).statusCode).toBe(404);
  });

  it('refuses a code already used, a percent over 100 and a window that ends before it starts, creating nothing', async () => {
    const first = aVoucher();
    expect((await create(first)).statusCode).toBe(201);
    const taken = await create({ ...aVoucher(), code: first.code }, 'vi');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'VOUCHER_CODE_TAKEN', message: expect.stringContaining('mã') });

    const bad = aVoucher({ discount_amount: 150 });
    const invalid = await create({ ...bad, ends_at: new Date(Date.now() - 2 * HOUR).toISOString() });
    expect(invalid.statusCode).toBe(400);
    const fields = invalid
      .json()
      .data.fields.map((field: { field: string }) => field.field)
      .sort();
    expect(fields).toEqual(['discount_amount', 'ends_at']);
    expect(await listed(bad.code)).toBeUndefined();
  });
});

describe('exchange rates in the settings', () => {
  it('names the admin who set a rate, and when', async () => {
    const effectiveOn = '2030-01-01';
    const set = await t.request({
      method: 'PUT',
      url: '/api/ops/v1/exchange-rates',
      token: admin,
      payload: { currency: 'USD', effective_on: effectiveOn, vnd_per_unit: 26_000 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const rates = (await t.request({ method: 'GET', url: '/api/ops/v1/exchange-rates', token: admin })).json().data
      .rates as { currency: string; effective_on: string; updated: { at: string; by: string | null } }[];
    const rate = rates.find((each) => each.currency === 'USD' && each.effective_on === effectiveOn);
    expect(rate?.updated.by).toContain('SkyParcel');
    expect(Date.now() - new Date(rate?.updated.at ?? 0).getTime()).toBeLessThan(60_000);
    // The seeded rates were set by nobody on the staff.
    expect(rates.some((each) => each.updated.by === null)).toBe(true);
  });
});
