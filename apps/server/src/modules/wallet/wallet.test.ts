import { vietnamDay } from '@skyparcel/domain/time-zones';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aCustomer, anOrderRequest, type Customer, type Wire } from '../../test/builders.ts';
import { walletAndLedgerOf } from '../../test/payment-flows.ts';
import { testApp } from '../../test/test-app.ts';
import { moveWallet } from './wallet-ledger.ts';

const t = testApp();

async function rows<T>(query: ReturnType<typeof sql>) {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const walletOf = (customer: Customer) => walletAndLedgerOf(t, customer);

const credit = (customer: Customer, amount: number, now = new Date()) =>
  moveWallet(t.db, { userId: customer.id, type: 'CREDIT', amount, now });

const order = (customer: Customer, body: Wire, lang = 'en') =>
  t.request({ method: 'POST', url: '/api/v1/order', token: customer.token, payload: body, lang });

const get = (customer: Customer, url: string, lang = 'en') =>
  t.request({ method: 'GET', url, token: customer.token, lang });

async function aWalletOrder(customer: Customer) {
  const prepared = await anOrderRequest(t, customer.token);
  return { ...prepared, request: { ...prepared.request, payment_method: 'topup' } };
}

const remainingOf = async (flightId: string) =>
  Number((await rows<{ g: number }>(sql`select remaining_g as g from flights where id = ${flightId}`))[0].g);

describe('paying an order from the wallet', () => {
  it('debits the total in the order transaction and writes a PAYMENT line with the order code', async () => {
    const customer = await aCustomer(t);
    await credit(customer, 1_000_000);
    const { request, method } = await aWalletOrder(customer);

    const response = await order(customer, request);

    expect(response.statusCode).toBe(201);
    const total = method.price;
    const lines = await rows<Wire>(
      sql`select type, amount, amount_before, amount_after, order_number from wallet_ledger
          where user_id = ${customer.id} and type = 'PAYMENT'`,
    );
    expect(
      lines.map((line) => ({
        ...line,
        amount: Number(line.amount),
        amount_before: Number(line.amount_before),
        amount_after: Number(line.amount_after),
      })),
    ).toEqual([
      {
        type: 'PAYMENT',
        amount: -total,
        amount_before: 1_000_000,
        amount_after: 1_000_000 - total,
        order_number: response.json().data.order_id,
      },
    ]);
    expect(await walletOf(customer)).toEqual({ balance: 1_000_000 - total, ledgerSum: 1_000_000 - total });
  });

  it('refuses a wallet that only equals the total (it must exceed it), in Korean, changing nothing', async () => {
    const customer = await aCustomer(t);
    const { request, method } = await aWalletOrder(customer);
    await credit(customer, method.price);
    const before = await remainingOf(method.flight.flight_id);

    const response = await order(customer, request, 'ko');

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'global_not_enough_point',
      message: '충전 지갑 잔액이 주문 금액보다 부족합니다!',
    });
    expect(await rows(sql`select 1 from orders where user_id = ${customer.id}`)).toHaveLength(0);
    expect(await walletOf(customer)).toEqual({ balance: method.price, ledgerSum: method.price });
    expect(await remainingOf(method.flight.flight_id)).toBe(before);
  });

  it('twenty parallel orders from a wallet with room for three pay exactly three, and the ledger balances', async () => {
    const customer = await aCustomer(t);
    const { request, method } = await aWalletOrder(customer);
    const total = method.price;
    // Each payment needs the balance to exceed the total: 3 × total + 1 pays three, not four.
    await credit(customer, 3 * total + 1);
    const before = await remainingOf(method.flight.flight_id);

    const answers = await Promise.all(Array.from({ length: 20 }, () => order(customer, request)));

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(201), ...Array(17).fill(422)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 422)) {
      expect(refused.json().code).toBe('global_not_enough_point');
    }
    expect(await rows(sql`select 1 from orders where user_id = ${customer.id}`)).toHaveLength(3);
    expect(await walletOf(customer)).toEqual({ balance: 1, ledgerSum: 1 });
    const [{ booked }] = await rows<{ booked: string }>(
      sql`select sum(chargeable_weight_g) as booked from orders where user_id = ${customer.id}`,
    );
    expect(before - (await remainingOf(method.flight.flight_id))).toBe(Number(booked));
  });
});

describe('the ledger', () => {
  it('never lets a movement take the balance below zero, and changes nothing when refused', async () => {
    const customer = await aCustomer(t);
    await credit(customer, 50_000);

    expect(await moveWallet(t.db, { userId: customer.id, type: 'DEBIT', amount: 50_001, now: new Date() })).toBeNull();
    expect(await walletOf(customer)).toEqual({ balance: 50_000, ledgerSum: 50_000 });
    await expect(t.db.execute(sql`update users set point_topup = -1 where id = ${customer.id}`)).rejects.toThrow();
    await expect(
      t.db.execute(sql`insert into wallet_ledger (user_id, type, amount, amount_before, amount_after)
                       values (${customer.id}, 'DEBIT', -10, 5, -5)`),
    ).rejects.toThrow();
    expect(
      await moveWallet(t.db, { userId: customer.id, type: 'DEBIT', amount: 50_000, now: new Date() }),
    ).toMatchObject({ balance: 0 });
  });

  it('pays an order once: a second PAYMENT for the same order is refused by the database', async () => {
    const customer = await aCustomer(t);
    await credit(customer, 1_000_000);
    const { request } = await aWalletOrder(customer);
    const placed = (await order(customer, request)).json().data;
    const paidOrder = { id: placed.uuid, code: placed.order_id };

    await expect(
      moveWallet(t.db, { userId: customer.id, type: 'PAYMENT', amount: 1_000, order: paidOrder, now: new Date() }),
    ).rejects.toThrow();
    expect((await walletOf(customer)).balance).toBe(1_000_000 - placed.amount);
  });
});

describe('GET /v1/topup/info', () => {
  it('answers the balance, what came in and went out, and the bonus credits', async () => {
    const customer = await aCustomer(t);
    await credit(customer, 300_000, new Date('2026-01-05T03:00:00Z'));
    await credit(customer, 200_000, new Date('2026-02-05T03:00:00Z'));
    await moveWallet(t.db, {
      userId: customer.id,
      type: 'DEBIT',
      amount: 120_000,
      now: new Date('2026-02-06T03:00:00Z'),
    });

    const response = await get(customer, '/api/v1/topup/info');

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      balance: 380_000,
      plus_topup: 500_000,
      deduct_topup: 120_000,
      agent_points: [
        { amount: 200_000, created_date: '2026-02-05T03:00:00.000Z' },
        { amount: 300_000, created_date: '2026-01-05T03:00:00.000Z' },
      ],
    });
  });

  it('answers zeros for a new wallet and needs a signed-in customer', async () => {
    const customer = await aCustomer(t);
    expect((await get(customer, '/api/v1/topup/info')).json().data).toEqual({
      balance: 0,
      plus_topup: 0,
      deduct_topup: 0,
      agent_points: [],
    });
    expect((await t.request({ method: 'GET', url: '/api/v1/topup/info' })).statusCode).toBe(401);
  });
});

describe('GET /v1/topup/transaction', () => {
  /** Credits on 1, 2, ... 25 March 2026 at 10:00 Vietnam time (03:00 UTC), 1,000 VND each. */
  async function aMonthOfCredits(customer: Customer) {
    for (let day = 1; day <= 25; day++) {
      await credit(customer, 1_000, new Date(`2026-03-${String(day).padStart(2, '0')}T03:00:00Z`));
    }
  }

  it('pages a period newest first, 20 a page, with the period total', async () => {
    const customer = await aCustomer(t);
    await aMonthOfCredits(customer);
    const url = '/api/v1/topup/transaction?from_date=2026-03-02&to_date=2026-03-24';

    const first = (await get(customer, url)).json().data;
    const second = (await get(customer, `${url}&page=2`)).json().data;

    expect(first.total).toBe(23);
    expect(first.transactions).toHaveLength(20);
    expect(second.transactions).toHaveLength(3);
    expect(first.transactions[0]).toMatchObject({
      tran_req_type: 'CREDIT',
      amount: 1_000,
      amount_before: 23_000,
      amount_after: 24_000,
      order_number: null,
      created_date: '2026-03-24T03:00:00.000Z',
    });
    expect(second.transactions.at(-1).created_date).toBe('2026-03-02T03:00:00.000Z');
  });

  it('counts days on Vietnam time: a movement at 23:30 on the 24th (16:30 UTC) belongs to the 24th', async () => {
    const customer = await aCustomer(t);
    await credit(customer, 5_000, new Date('2026-03-24T16:30:00Z'));
    await credit(customer, 5_000, new Date('2026-03-24T17:30:00Z')); // 00:30 on the 25th in Vietnam

    const data = (await get(customer, '/api/v1/topup/transaction?from_date=2026-03-24&to_date=2026-03-24')).json().data;

    expect(data.transactions.map((line: Wire) => line.created_date)).toEqual(['2026-03-24T16:30:00.000Z']);
  });

  it('lists this month by default, and only the customer’s own movements', async () => {
    const customer = await aCustomer(t);
    const other = await aCustomer(t);
    await credit(customer, 7_000);
    await credit(other, 9_000);

    const data = (await get(customer, '/api/v1/topup/transaction')).json().data;

    expect(data.to_date).toBe(vietnamDay(new Date()));
    expect(data.from_date).toBe(`${data.to_date.slice(0, 8)}01`);
    expect(data.transactions.map((line: Wire) => line.amount)).toEqual([7_000]);
  });

  it('answers an empty period with no transactions and a total of 0', async () => {
    const customer = await aCustomer(t);
    const data = (await get(customer, '/api/v1/topup/transaction?from_date=2025-01-01&to_date=2025-01-31')).json().data;
    expect(data).toMatchObject({ transactions: [], total: 0 });
  });

  it.each([
    [
      'more than 90 days apart',
      'from_date=2026-01-01&to_date=2026-04-02',
      'validation_date_range_max',
      'Vui lòng chọn khoảng thời gian tối đa 90 ngày',
    ],
    [
      'the end before the start',
      'from_date=2026-03-10&to_date=2026-03-09',
      'validation_date_range_order',
      'Ngày bắt đầu phải trước hoặc trùng ngày kết thúc',
    ],
  ])('refuses a period %s at to_date, in Vietnamese', async (_name, query, code, message) => {
    const customer = await aCustomer(t);
    const response = await get(customer, `/api/v1/topup/transaction?${query}`, 'vi');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      data: { fields: [{ field: 'to_date', code, message }] },
    });
  });

  it('accepts exactly 90 days apart, and refuses a date that is not one and a limit over 20', async () => {
    const customer = await aCustomer(t);
    expect((await get(customer, '/api/v1/topup/transaction?from_date=2026-01-01&to_date=2026-04-01')).statusCode).toBe(
      200,
    );
    const badDate = await get(customer, '/api/v1/topup/transaction?from_date=2026-02-30');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().data.fields).toContainEqual(
      expect.objectContaining({ field: 'from_date', code: 'validation_invalid' }),
    );
    expect((await get(customer, '/api/v1/topup/transaction?limit=21')).statusCode).toBe(400);
  });
});
