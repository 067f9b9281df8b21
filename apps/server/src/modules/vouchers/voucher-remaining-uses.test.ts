import { beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, anOrderRequest, type Customer, demoVoucherUsesToday } from '../../test/builders.ts';
import { testApp } from '../../test/test-app.ts';

/** Remaining uses in the deals list (its own database: a use here would count in the other file's limits). */
const t = testApp();
beforeAll(() => demoVoucherUsesToday(t));

const remainingUses = async (customer: Customer) =>
  Object.fromEntries(
    (await t.request({ method: 'GET', url: '/api/v1/vouchers', token: customer.token }))
      .json()
      .data.map((v: { code: string; remaining_uses: number }) => [v.code, v.remaining_uses]),
  );

describe('the customer’s deals', () => {
  it('say how many more times the customer may use each, and count a use', async () => {
    const customer = await aCustomer(t);
    expect(await remainingUses(customer)).toEqual({ WELCOME10: 1, GIAM20K: 3, ONCE10: 1 });
    const { request, method } = await anOrderRequest(t, customer.token);

    const placed = await t.request({
      method: 'POST',
      url: '/api/v1/order',
      token: customer.token,
      payload: { ...request, voucher: 'GIAM20K', amount: method.price - 20_000 },
    });

    expect(placed.statusCode, placed.body).toBe(201);
    expect(await remainingUses(customer)).toEqual({ WELCOME10: 1, GIAM20K: 2, ONCE10: 1 });
  });
});
