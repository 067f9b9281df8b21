import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.ts';
import { aCustomer, anOrderRequest, aPricedOrder, type Customer } from '../../test/builders.ts';
import {
  aGatewayOrder,
  aPaidGatewayOrder,
  aWalletPaidOrder,
  orderStatusOf,
  payOnSandbox,
  sandboxRefunded,
  selectRows,
  walletAndLedgerOf,
} from '../../test/payment-flows.ts';
import { testApp } from '../../test/test-app.ts';
import { recordOrderStep } from './record-order-step.ts';

const t = testApp();

const cancel = (customer: Customer, id: string, lang = 'en') =>
  t.request({
    method: 'POST',
    url: `/api/v1/order/${id}/cancel`,
    token: customer.token,
    payload: { reason: 'Khách hàng huỷ đơn' },
    lang,
  });

const paymentOf = async (uuid: string) => {
  const [row] = await selectRows<{ status: string; refunded: string }>(
    t,
    sql`select status, refunded_amount as refunded from payments where order_id = ${uuid}`,
  );
  return { status: row.status, refunded: Number(row.refunded) };
};
const refundsOf = async (uuid: string) =>
  (
    await selectRows<{ amount: string; destination: string }>(
      t,
      sql`select r.amount, r.destination from payment_refunds r join payments p on p.id = r.payment_id
          where p.order_id = ${uuid}`,
    )
  ).map((row) => ({ ...row, amount: Number(row.amount) }));
const remainingOf = async (flightId: string) =>
  Number(
    (
      await selectRows<{ remaining: string }>(
        t,
        sql`select remaining_g as remaining from flights where id = ${flightId}`,
      )
    )[0].remaining,
  );
const redemptionsOf = async (uuid: string) =>
  Number(
    (await selectRows<{ n: string }>(t, sql`select count(*) as n from voucher_redemptions where order_id = ${uuid}`))[0]
      .n,
  );

describe('cancelling an order (POST /v1/order/{id}/cancel)', () => {
  it('cancels a cash order before pickup: the flight weight and voucher use go back, nothing to refund', async () => {
    const customer = await aCustomer(t);
    const { request, method } = await anOrderRequest(t, customer.token);
    const flightId = method.flight.flight_id;
    const before = await remainingOf(flightId);
    const body = { ...request, voucher: 'GIAM20K' };
    const asked = await t.request({ method: 'POST', url: '/api/v1/order', token: customer.token, payload: body });
    const placed = await t.request({
      method: 'POST',
      url: '/api/v1/order',
      token: customer.token,
      payload: { ...body, amount: asked.json().data.amount },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { uuid } = placed.json().data;
    expect(await remainingOf(flightId)).toBeLessThan(before);

    const response = await cancel(customer, uuid, 'vi');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'CANCELLED',
      status_name: 'cancelled',
      allow_cancel: false,
      cancellation: { cancellable: false, refusal: 'CLOSED', cancel_before: null, hours_before_flight: null },
      payment: { status: 'EXPIRED' },
      fees: { paid_total: 0 },
    });
    expect(response.json().data.tracking_info_venus.at(-1)).toMatchObject({
      step: 'CANCELLED',
      cancel_reason: 'CUSTOMER',
      content: 'Bạn đã huỷ đơn hàng.',
    });
    expect(await remainingOf(flightId)).toBe(before);
    expect(await redemptionsOf(uuid)).toBe(0);
    expect(await refundsOf(uuid)).toEqual([]);
  });

  it('gives a wallet-paid order its money back to the wallet, and the ledger still balances', async () => {
    const customer = await aCustomer(t);
    const order = await aWalletPaidOrder(t, customer);
    const paid = await walletAndLedgerOf(t, customer);

    expect((await cancel(customer, order.code)).statusCode).toBe(200);
    expect(await paymentOf(order.uuid)).toEqual({ status: 'REFUNDED', refunded: order.amount });
    expect(await refundsOf(order.uuid)).toEqual([{ amount: order.amount, destination: 'wallet' }]);
    const after = await walletAndLedgerOf(t, customer);
    expect(after.balance).toBe(paid.balance + order.amount);
    expect(after.ledgerSum).toBe(after.balance);
  });

  it('gives a card-paid order its money back through the gateway', async () => {
    const customer = await aCustomer(t);
    const order = await aPaidGatewayOrder(t, customer);
    const response = await cancel(customer, order.uuid);
    expect(response.json().data).toMatchObject({ payment: { status: 'REFUNDED' }, fees: { paid_total: 0 } });
    expect(await sandboxRefunded(t, order.code)).toBe(order.amount);
  });

  it('closes an unpaid gateway payment, so money that comes later is given back', async () => {
    const customer = await aCustomer(t);
    const order = await aGatewayOrder(t, customer);
    expect((await cancel(customer, order.uuid)).statusCode).toBe(200);
    expect(await paymentOf(order.uuid)).toEqual({ status: 'EXPIRED', refunded: 0 });

    await payOnSandbox(t, order.paymentUrl, 'pay');
    expect(await orderStatusOf(t, order.uuid)).toBe('CANCELLED');
    expect(await sandboxRefunded(t, order.code)).toBe(order.amount);
  });

  it('keeps the customer’s reason with the cancel step, shown on their order and never on public tracking', async () => {
    const customer = await aCustomer(t);
    const order = await aWalletPaidOrder(t, customer);
    const reason = '  Tôi đặt nhầm ngày\nsẽ đặt lại sau  ';
    const response = await t.request({
      method: 'POST',
      url: `/api/v1/order/${order.uuid}/cancel`,
      token: customer.token,
      payload: { reason },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.tracking_info_venus.at(-1)).toMatchObject({
      step: 'CANCELLED',
      customer_note: 'Tôi đặt nhầm ngày\nsẽ đặt lại sau',
    });
    const publicView = await t.request({ method: 'GET', url: `/api/v1/tracking/${order.code}` });
    expect(publicView.statusCode, publicView.body).toBe(200);
    expect(publicView.json().data.tracking_info_venus.at(-1)).toMatchObject({ step: 'CANCELLED', customer_note: null });
  });

  it('refuses a reason too long or with a control character, in the customer’s language, and cancels nothing', async () => {
    const customer = await aCustomer(t);
    const order = await aWalletPaidOrder(t, customer);
    for (const [reason, code] of [
      ['x'.repeat(201), 'validation_max_length'],
      ['đặt nhầm\u0000', 'validation_control_characters'],
    ]) {
      const refused = await t.request({
        method: 'POST',
        url: `/api/v1/order/${order.uuid}/cancel`,
        token: customer.token,
        payload: { reason },
        lang: 'ko',
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().data.fields[0]).toMatchObject({ field: 'reason', code });
      expect(refused.json().data.fields[0].message).toMatch(/[가-힣]/);
    }
    expect(await paymentOf(order.uuid)).toEqual({ status: 'PAID', refunded: 0 });
    expect(await orderStatusOf(t, order.uuid)).not.toBe('CANCELLED');
  });

  it('refuses an order already handed over, in the customer’s language, and changes nothing', async () => {
    const customer = await aCustomer(t);
    const order = await aWalletPaidOrder(t, customer);
    await inTransaction(t.db, (tx) =>
      recordOrderStep(tx, { orderId: order.uuid, step: 'RECEIVED', occurredAt: new Date() }),
    );
    const wallet = await walletAndLedgerOf(t, customer);

    const response = await cancel(customer, order.uuid, 'ko');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'ORDER_NOT_CANCELLABLE',
      message: expect.stringContaining('고객센터'),
    });
    expect(await orderStatusOf(t, order.uuid)).toBe('SENDING');
    const detail = await t.request({ method: 'GET', url: `/api/v1/order/detail/${order.uuid}`, token: customer.token });
    expect(detail.json().data).toMatchObject({
      allow_cancel: false,
      cancellation: { cancellable: false, refusal: 'HANDED_OVER' },
    });
    expect(await paymentOf(order.uuid)).toEqual({ status: 'PAID', refunded: 0 });
    expect(await walletAndLedgerOf(t, customer)).toEqual(wallet);
  });

  it('refuses a second cancel of the same order', async () => {
    const customer = await aCustomer(t);
    const { order } = await aPricedOrder(t, customer.token);
    expect((await cancel(customer, order.uuid)).statusCode).toBe(200);
    expect((await cancel(customer, order.uuid)).json()).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE' });
  });

  it('answers another customer’s order as not found, and leaves it be', async () => {
    const owner = await aCustomer(t);
    const { order } = await aPricedOrder(t, owner.token);
    const stranger = await aCustomer(t);
    const response = await cancel(stranger, order.uuid);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ORDER_NOT_FOUND');
    expect(await orderStatusOf(t, order.uuid)).toBe('IN_PROGRESS');
  });

  it('refunds once when the same order is cancelled eight times at once', async () => {
    const customer = await aCustomer(t);
    const order = await aWalletPaidOrder(t, customer);
    const paid = await walletAndLedgerOf(t, customer);

    const responses = await Promise.all(Array.from({ length: 8 }, () => cancel(customer, order.uuid)));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await refundsOf(order.uuid)).toEqual([{ amount: order.amount, destination: 'wallet' }]);
    const after = await walletAndLedgerOf(t, customer);
    expect(after.balance).toBe(paid.balance + order.amount);
    expect(after.ledgerSum).toBe(after.balance);
    const steps = await selectRows<{ n: string }>(
      t,
      sql`select count(*) as n from order_events where order_id = ${order.uuid} and step = 'CANCELLED'`,
    );
    expect(Number(steps[0].n)).toBe(1);
  });
});
