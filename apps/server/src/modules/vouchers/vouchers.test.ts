import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { vouchers } from '../../db/schema/vouchers.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { demoVoucherUsesToday } from '../../test/builders.ts';
import { testApp } from '../../test/test-app.ts';
import { redeemVoucher } from './redeem-voucher.ts';

const t = testApp();
let token: string;
let userId: string;
beforeAll(async () => {
  await demoVoucherUsesToday(t);
  token = await t.login('0901234567');
  userId = (await t.request({ method: 'GET', url: '/api/v1/user/profile', token })).json().data.id;
});

const check = async (code: string, lang = 'en', as = token) =>
  (
    await t.request({ method: 'GET', url: `/api/v1/voucher/check?code=${encodeURIComponent(code)}`, token: as, lang })
  ).json();

describe('checking a voucher code', () => {
  it.each([
    ['WELCOME10', 'VOUCHER_GOOD_GOOD', 'valid', 'Voucher code has been successfully applied'],
    ['welcome10', 'VOUCHER_GOOD_GOOD', 'valid', 'Voucher code has been successfully applied'],
    ['NOPE', 'VOUCHER_INCORRECT', 'invalid', 'This voucher does not exist or cannot be used for this order'],
    ['SUMMER2026', 'VOUCHER_OUTDATED', 'outdated', 'This voucher has expired'],
    ['TET2027', 'VOUCHER_NOT_START', 'not start', 'This voucher cannot be used yet'],
    ['SOLDOUT', 'VOUCHER_REACH_LIMIT', 'reach limit', 'This voucher has been fully used'],
    ['DAILY1', 'VOUCHER_REACH_LIMIT_DAILY', 'reach limit daily', 'This voucher has been fully used for today'],
    ['ONCE10', 'VOUCHER_REACH_LIMIT_CUSTOMER', 'reach limit customer', 'You have already used this voucher'],
  ])('%s answers %s', async (code, res, status, message) => {
    const { data } = await check(code);
    expect(data).toMatchObject({ res, status, message });
    expect(data.voucher === null).toBe(res !== 'VOUCHER_GOOD_GOOD');
  });

  it('describes a good voucher in the customer’s language', async () => {
    const { data } = await check('WELCOME10', 'vi');
    expect(data.message).toBe('Áp dụng mã giảm giá thành công');
    expect(data.voucher).toMatchObject({
      code: 'WELCOME10',
      tittle: 'Giảm 10% cho đơn đầu tiên',
      discount_type: 'percent',
      discount_amount: 10,
      max_discount: 30000,
      remaining_uses: 1,
    });
  });

  it('needs a code', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/voucher/check?code=%20', token });
    expect(response.statusCode).toBe(400);
  });
});

describe('the customer’s deals', () => {
  it('list only vouchers this customer can use now', async () => {
    const { data } = (await t.request({ method: 'GET', url: '/api/v1/vouchers', token })).json();
    expect(data.map((v: { code: string }) => v.code).sort()).toEqual(['GIAM20K', 'WELCOME10']);
  });
});

describe('redeeming inside the order transaction', () => {
  it('takes exactly 10 uses when 50 orders race for a voucher with 10', async () => {
    await t.db.update(vouchers).set({ usageLimit: 10, perCustomerLimit: 100 }).where(eq(vouchers.code, 'GIAM20K'));
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        inTransaction(t.db, (tx) =>
          redeemVoucher(tx, {
            code: 'GIAM20K',
            userId,
            productId: 101,
            shippingFee: 45000,
            orderId: null,
            now: new Date(),
          }),
        ),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(10);
    const refused = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(refused.every((a) => a.reason instanceof AppError && a.reason.code === 'VOUCHER_REACH_LIMIT')).toBe(true);
    const used = (await t.db.execute(
      sql`select count(*)::int as n from voucher_redemptions r join vouchers v on v.id = r.voucher_id where v.code = 'GIAM20K'`,
    )) as unknown as { rows: { n: number }[] };
    expect(used.rows[0].n).toBe(10);
  });

  it('computes the discount and rolls back with a failed order', async () => {
    const other = await t.login('B000001');
    const otherId = (await t.request({ method: 'GET', url: '/api/v1/user/profile', token: other })).json().data.id;
    const attempt = inTransaction(t.db, async (tx) => {
      const redemption = await redeemVoucher(tx, {
        code: 'WELCOME10',
        userId: otherId,
        productId: 101,
        shippingFee: 200000,
        orderId: null,
        now: new Date(),
      });
      expect(redemption.discount).toBe(20000);
      throw new Error('the order failed afterwards');
    });
    await expect(attempt).rejects.toThrow('the order failed afterwards');
    expect((await check('WELCOME10', 'en', other)).data.res).toBe('VOUCHER_GOOD_GOOD');
  });

  it('refuses a used-up code with its reason', async () => {
    const error = await inTransaction(t.db, (tx) =>
      redeemVoucher(tx, {
        code: 'ONCE10',
        userId,
        productId: 101,
        shippingFee: 45000,
        orderId: null,
        now: new Date(),
      }),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'VOUCHER_REACH_LIMIT_CUSTOMER', statusCode: 422 });
  });
});
