import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, anOrderRequest, aPricedOrder, type Customer } from '../../test/builders.ts';
import { operationsCall } from '../../test/operations-flows.ts';
import {
  aPaidGatewayOrder,
  aPlacedOrder,
  payOnSandbox,
  sandboxRefunded,
  selectRows,
  walletAndLedgerOf,
} from '../../test/payment-flows.ts';
import { testApp } from '../../test/test-app.ts';
import { moveWallet } from '../wallet/wallet-ledger.ts';

const t = testApp();
let ops: ReturnType<typeof operationsCall>;
beforeAll(async () => {
  ops = operationsCall(t, await t.login('OPS0001'));
});

const HEAVIER = { weight: 4.5, dimension: '30x30x30' };
const FIVE_KG = { weight: 5, dimension: '20x20x20' };

const detailOf = async (customer: Customer, uuid: string, lang = 'en') => {
  const response = await t.request({ method: 'GET', url: `/api/v1/order/detail/${uuid}`, token: customer.token, lang });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const payRecharge = (customer: Customer, uuid: string, payload: Record<string, unknown>, lang = 'en') =>
  t.request({ method: 'POST', url: `/api/v1/order/${uuid}/recharge`, token: customer.token, payload, lang });
/** What the price call quotes a post-office-to-post-office parcel of this size for, on a new route of the customer. */
const quotedPrice = async (customer: Customer, size: { weight: number; dimension: string }) =>
  (await anOrderRequest(t, customer.token, size)).method.price;
const adjustmentsOf = (uuid: string) =>
  selectRows<{ kind: string; direction: string }>(
    t,
    sql`select kind, direction from order_fee_adjustments where order_id = ${uuid} order by created_at`,
  );
const remainingOf = async (uuid: string) => {
  const [row] = await selectRows<{ remaining: string; weight: string }>(
    t,
    sql`select f.remaining_g as remaining, o.chargeable_weight_g as weight
        from orders o join flights f on f.id = o.flight_id where o.id = ${uuid}`,
  );
  return { remainingG: Number(row.remaining), weightG: Number(row.weight) };
};
const paymentsOf = (uuid: string) =>
  selectRows<{ purpose: string; status: string; amount: string; refunded_amount: string; txn_ref: string }>(
    t,
    sql`select purpose, status, amount, refunded_amount, txn_ref from payments where order_id = ${uuid} order by created_at`,
  );

async function atTheHub(paymentMethod = 'cash', size = { weight: 1, dimension: '10x10x10' }) {
  const customer = await aCustomer(t);
  if (paymentMethod === 'topup')
    await moveWallet(t.db, { userId: customer.id, type: 'CREDIT', amount: 1_000_000, now: new Date() });
  const order = await aPlacedOrder(t, customer, paymentMethod, size);
  await ops.moveAlong(order.uuid, ['RECEIVED', 'RECEIVED_HUB']);
  return { customer, ...order };
}

describe('cash is collected at the handover', () => {
  it('marks a cash payment paid when the parcel is received, and the detail counts it paid', async () => {
    const customer = await aCustomer(t);
    const { order } = await aPricedOrder(t, customer.token);
    expect((await paymentsOf(order.uuid))[0].status).toBe('PENDING');
    await ops.moveAlong(order.uuid, ['RECEIVED']);
    expect((await paymentsOf(order.uuid))[0].status).toBe('PAID');
    const detail = await detailOf(customer, order.uuid);
    expect(detail.fees.paid_total).toBe(detail.fees.total);
    expect(detail.payment_time).not.toBeNull();
  });
});

describe('the security check (POST /ops/v1/orders/{id}/security-check)', () => {
  it('finds the declared size: the parcel is ready, nothing is charged or refunded', async () => {
    const { customer, uuid, amount } = await atTheHub();
    const response = await ops.securityCheck(uuid, { weight: 1, dimension: '10x10x10', hub_name: 'Hub Tân Sơn Nhất' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      status: 'SENDING',
      step: 'READY_TO_SHIP',
      line: { hub_name: 'Hub Tân Sơn Nhất' },
      adjustment: { kind: 'SECURITY_CHECK', previous_total: amount, new_total: amount, direction: 'NONE', amount: 0 },
    });
    const detail = await detailOf(customer, uuid);
    expect(detail.measured).toEqual({ weight: 1, dimension: '10x10x10', chargeable_weight: 1 });
    expect(detail.fees).toMatchObject({ total: amount, paid_total: amount });
  });

  it('re-prices a heavier parcel with the same engine, books its weight, and asks the customer for the difference', async () => {
    const { customer, uuid, amount } = await atTheHub();
    const expected = await quotedPrice(customer, HEAVIER);
    const flightBefore = await remainingOf(uuid);

    const response = await ops.securityCheck(uuid, HEAVIER);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.adjustment).toMatchObject({
      previous_total: amount,
      new_total: expected,
      direction: 'RECHARGE',
      amount: expected - amount,
      status: 'WAITING',
    });
    const flightAfter = await remainingOf(uuid);
    expect(flightAfter.weightG).toBeGreaterThan(flightBefore.weightG);
    expect(flightAfter.remainingG).toBe(flightBefore.remainingG - (flightAfter.weightG - flightBefore.weightG));

    const detail = await detailOf(customer, uuid, 'vi');
    expect(detail).toMatchObject({
      declared: { weight: 1, dimension: '10x10x10', chargeable_weight: 1 },
      measured: { weight: 4.5, dimension: '30x30x30', chargeable_weight: flightAfter.weightG / 1000 },
      fees: { total: expected, paid_total: amount },
      properties: { diff_shipping_fee: expected - amount },
      adjustments: [{ direction: 'RECHARGE', status: 'WAITING', amount: expected - amount }],
    });
    const list = await t.request({ method: 'GET', url: '/api/v1/orders', token: customer.token });
    expect(list.json().data[0]).toMatchObject({
      amount: expected,
      properties: { diff_shipping_fee: expected - amount },
    });
  });

  it('refunds a lighter parcel’s difference to the wallet it was paid from', async () => {
    const { customer, uuid, amount } = await atTheHub('topup', FIVE_KG);
    const expected = await quotedPrice(customer, { weight: 1, dimension: '10x10x10' });
    const before = await walletAndLedgerOf(t, customer);

    const response = await ops.securityCheck(uuid, { weight: 1, dimension: '10x10x10' });
    expect(response.json().data.adjustment).toMatchObject({
      direction: 'REFUND',
      amount: amount - expected,
      status: 'SUCCESS',
    });
    const after = await walletAndLedgerOf(t, customer);
    expect(after.balance).toBe(before.balance + amount - expected);
    expect(after.ledgerSum).toBe(after.balance);
    expect(await paymentsOf(uuid)).toMatchObject([{ status: 'PARTIALLY_REFUNDED' }]);
    expect((await detailOf(customer, uuid)).fees).toMatchObject({ total: expected, paid_total: expected });
  });

  it('refunds a lighter parcel’s difference through the gateway it was paid on', async () => {
    const customer = await aCustomer(t);
    const order = await aPaidGatewayOrder(t, customer, FIVE_KG);
    await ops.moveAlong(order.uuid, ['RECEIVED', 'RECEIVED_HUB']);
    const expected = await quotedPrice(customer, { weight: 1, dimension: '10x10x10' });

    const response = await ops.securityCheck(order.uuid, { weight: 1, dimension: '10x10x10' });
    expect(response.json().data.adjustment).toMatchObject({ direction: 'REFUND', status: 'SUCCESS' });
    expect(await sandboxRefunded(t, order.code)).toBe(order.amount - expected);
    expect((await detailOf(customer, order.uuid)).fees.paid_total).toBe(expected);
  });

  it('refuses a parcel not at the hub, bad measures (localised), a second check and a customer; nothing changes', async () => {
    const customer = await aCustomer(t);
    const { order } = await aPricedOrder(t, customer.token);
    const early = await ops.securityCheck(order.uuid, HEAVIER);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('TRACKING_STEP_NOT_ALLOWED');

    await ops.moveAlong(order.uuid, ['RECEIVED', 'RECEIVED_HUB']);
    const bad = await operationsCall(t, await t.login('OPS0001'), 'vi').securityCheck(order.uuid, {
      weight: 0,
      dimension: 'big',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .data.fields.map((field: { field: string }) => field.field)
        .sort(),
    ).toEqual(['dimension', 'weight']);
    expect(bad.json().message).toMatch(/Vui lòng/);
    const asCustomer = await t.request({
      method: 'POST',
      url: `/api/ops/v1/orders/${order.uuid}/security-check`,
      token: customer.token,
      payload: HEAVIER,
    });
    expect(asCustomer.statusCode).toBe(403);
    expect(await adjustmentsOf(order.uuid)).toEqual([]);

    await ops.moveAlong(order.uuid, ['READY_TO_SHIP']);
    expect((await ops.securityCheck(order.uuid, HEAVIER)).json().code).toBe('TRACKING_STEP_NOT_ALLOWED');
    expect(await adjustmentsOf(order.uuid)).toEqual([{ kind: 'SECURITY_CHECK', direction: 'NONE' }]);
    const audit = await selectRows<{ action: string }>(
      t,
      sql`select action from operations_audit where order_id = ${order.uuid} and action = 'security_check'`,
    );
    expect(audit).toHaveLength(1);
  });

  it('refuses a heavier parcel its full flight cannot take, unless it moves to a later flight of its route', async () => {
    const { uuid, amount } = await atTheHub();
    const [booked] = await selectRows<{
      id: string;
      origin: string;
      destination: string;
      departure_at: string;
      remaining_g: string;
    }>(
      t,
      sql`select f.id, f.origin, f.destination, f.departure_at, f.remaining_g from orders o
          join flights f on f.id = o.flight_id where o.id = ${uuid}`,
    );
    await t.db.execute(sql`update flights set remaining_g = 0 where id = ${booked.id}`);
    const full = await ops.securityCheck(uuid, HEAVIER);
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('PLANE_OUT_OF_LOAD');
    const [order] = await selectRows<{ total: number }>(t, sql`select total from orders where id = ${uuid}`);
    expect(order.total).toBe(amount);
    expect(await adjustmentsOf(uuid)).toEqual([]);

    const [later] = await selectRows<{ id: string }>(
      t,
      sql`select id from flights where origin = ${booked.origin} and destination = ${booked.destination}
          and departure_at > ${booked.departure_at} and remaining_g > 100000 order by departure_at limit 1`,
    );
    const moved = await ops.securityCheck(uuid, { ...HEAVIER, flight_id: later.id });
    expect(moved.statusCode, moved.body).toBe(201);
    const [after] = await selectRows<{ flight_id: string }>(t, sql`select flight_id from orders where id = ${uuid}`);
    expect(after.flight_id).toBe(later.id);
    const [old] = await selectRows<{ remaining_g: string }>(
      t,
      sql`select remaining_g from flights where id = ${booked.id}`,
    );
    expect(Number(old.remaining_g)).toBe(1000);
    // Other tests' orders take this flight too.
    await t.db.execute(sql`update flights set remaining_g = ${Number(booked.remaining_g)} where id = ${booked.id}`);
  });
});

describe('paying a recharge (POST /v1/order/{id}/recharge)', () => {
  async function aRecharge() {
    const hub = await atTheHub();
    const checked = (await ops.securityCheck(hub.uuid, HEAVIER)).json().data;
    return { ...hub, adjustment: checked.adjustment as { id: string; amount: number; new_total: number } };
  }

  it('is paid from the wallet at once; the detail shows it settled and it cannot be paid twice', async () => {
    const { customer, uuid, adjustment } = await aRecharge();
    await moveWallet(t.db, { userId: customer.id, type: 'CREDIT', amount: 500_000, now: new Date() });
    const paid = await payRecharge(customer, uuid, { adjustment_id: adjustment.id, payment_method: 'topup' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({
      payment: { purpose: 'RECHARGE', status: 'PAID', amount: adjustment.amount, order_id: uuid },
      payment_url: null,
    });
    expect((await walletAndLedgerOf(t, customer)).balance).toBe(500_000 - adjustment.amount);
    const detail = await detailOf(customer, uuid);
    expect(detail.adjustments[0].status).toBe('SUCCESS');
    expect(detail.fees).toMatchObject({ total: adjustment.new_total, paid_total: adjustment.new_total });

    const again = await payRecharge(customer, uuid, { adjustment_id: adjustment.id, payment_method: 'topup' }, 'ko');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'RECHARGE_NOT_DUE',
      message: '이 요금 조정에 대해 더 결제할 금액이 없습니다.',
    });
  });

  it('is paid through VNPay, returning to the order’s detail', async () => {
    const { customer, uuid, code, adjustment } = await aRecharge();
    const started = await payRecharge(customer, uuid, { adjustment_id: adjustment.id, payment_method: 'VNBANK' });
    expect(started.statusCode, started.body).toBe(201);
    const { payment_url: paymentUrl, payment } = started.json().data;
    expect(payment).toMatchObject({ purpose: 'RECHARGE', status: 'PENDING', amount: adjustment.amount });
    const query = new URL(paymentUrl).searchParams;
    expect(query.get('vnp_TxnRef')).toBe(`${code}R1`);
    expect(query.get('vnp_Amount')).toBe(String(adjustment.amount * 100));
    expect(query.get('vnp_ReturnUrl')).toMatch(new RegExp(`/my-orders/${uuid}$`));

    const back = await payOnSandbox(t, paymentUrl, 'pay');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toContain(`/my-orders/${uuid}?`);
    expect((await detailOf(customer, uuid)).adjustments[0].status).toBe('SUCCESS');
    expect(await paymentsOf(uuid)).toMatchObject([
      { purpose: 'ORDER', status: 'PAID' },
      { purpose: 'RECHARGE', status: 'PAID' },
    ]);
  });

  it('a failed recharge releases nothing and may be paid again; the try left waiting is closed', async () => {
    const { customer, uuid, adjustment } = await aRecharge();
    const first = (
      await payRecharge(customer, uuid, { adjustment_id: adjustment.id, payment_method: 'VNBANK' })
    ).json();
    expect((await payOnSandbox(t, first.data.payment_url, 'insufficient')).statusCode).toBe(303);
    const [order] = await selectRows<{ status: string }>(t, sql`select status from orders where id = ${uuid}`);
    expect(order.status).toBe('SENDING');

    const second = await payRecharge(customer, uuid, { adjustment_id: adjustment.id, payment_method: 'VNPAY' });
    expect(second.statusCode).toBe(201);
    const third = await payRecharge(customer, uuid, { adjustment_id: adjustment.id, payment_method: 'INTCARD' });
    expect(third.statusCode).toBe(201);
    expect((await paymentsOf(uuid)).map((payment) => [payment.purpose, payment.status])).toEqual([
      ['ORDER', 'PAID'],
      ['RECHARGE', 'FAILED'],
      ['RECHARGE', 'EXPIRED'],
      ['RECHARGE', 'PENDING'],
    ]);
  });

  it('refuses a wallet that does not cover it, an adjustment that is not a recharge, and another customer', async () => {
    const { customer, uuid, adjustment } = await aRecharge();
    const poor = await payRecharge(customer, uuid, { adjustment_id: adjustment.id, payment_method: 'topup' }, 'vi');
    expect(poor.statusCode).toBe(422);
    expect(poor.json().code).toBe('global_not_enough_point');
    expect(await paymentsOf(uuid)).toHaveLength(1);

    const stranger = await aCustomer(t);
    const foreign = await payRecharge(stranger, uuid, { adjustment_id: adjustment.id, payment_method: 'VNBANK' });
    expect(foreign.statusCode).toBe(404);

    const unchanged = await atTheHub();
    const none = (await ops.securityCheck(unchanged.uuid)).json().data.adjustment;
    const notDue = await payRecharge(unchanged.customer, unchanged.uuid, {
      adjustment_id: none.id,
      payment_method: 'VNBANK',
    });
    expect(notDue.json().code).toBe('RECHARGE_NOT_DUE');
    const unknown = await payRecharge(customer, uuid, {
      adjustment_id: '00000000-0000-4000-8000-000000000000',
      payment_method: 'VNBANK',
    });
    expect(unknown.json().data.fields).toEqual([expect.objectContaining({ field: 'adjustment_id' })]);
  });

  it('takes the wallet once when the same recharge is paid twice at the same moment', async () => {
    const { customer, uuid, adjustment } = await aRecharge();
    await moveWallet(t.db, { userId: customer.id, type: 'CREDIT', amount: 500_000, now: new Date() });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        payRecharge(customer, uuid, { adjustment_id: adjustment.id, payment_method: 'topup' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const wallet = await walletAndLedgerOf(t, customer);
    expect(wallet.balance).toBe(500_000 - adjustment.amount);
    expect(wallet.ledgerSum).toBe(wallet.balance);
  });
});

describe('the no-show fee (POST /ops/v1/orders/{id}/no-show)', () => {
  it('adds the route’s fee while the parcel is on its way to the receiver, once', async () => {
    const { customer, uuid } = await atTheHub();
    const early = await ops.noShow(uuid);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('NO_SHOW_NOT_ALLOWED');
    await ops.moveAlong(uuid, ['READY_TO_SHIP', 'FLIGHT_ASSIGNED', 'STATIONED_IN', 'HANDOVER_RACK_ASSIGNED']);
    const before = (await detailOf(customer, uuid)).fees.total;

    const charged = await ops.noShow(uuid, { note: 'Người nhận không nghe máy' });
    expect(charged.statusCode, charged.body).toBe(201);
    const [tariff] = await selectRows<{ value: { INNER_CITY: number; INTER_CITY: number } }>(
      t,
      sql`select value from tariff_settings where key = 'noShowFee'`,
    );
    const fee = charged.json().data.adjustment.amount;
    expect([tariff.value.INNER_CITY, tariff.value.INTER_CITY]).toContain(fee);
    expect(charged.json().data.adjustment).toMatchObject({
      kind: 'NO_SHOW',
      direction: 'RECHARGE',
      new_total: before + fee,
    });
    const detail = await detailOf(customer, uuid);
    expect(detail.fees).toMatchObject({ no_show_fee: fee, total: before + fee });
    expect(detail.properties.no_show_fee).toBe(fee);

    const twice = await ops.noShow(uuid);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('FEE_ADJUSTMENT_EXISTS');
    expect((await detailOf(customer, uuid)).fees.total).toBe(before + fee);
  });
});
