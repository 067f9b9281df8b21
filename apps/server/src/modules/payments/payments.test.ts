import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { SANDBOX_VNPAY } from '../../config.ts';
import { signedQuery } from '../../integrations/vnpay/vnpay-signature.ts';
import { aCustomer, anOrderRequest, type Customer, type Wire } from '../../test/builders.ts';
import {
  aGatewayOrder,
  orderStatusOf,
  paymentEventsOf,
  payOnSandbox,
  sandboxRefunded,
  selectRows,
} from '../../test/payment-flows.ts';
import { testApp } from '../../test/test-app.ts';
import { expireDuePayments } from './payment-expiry.ts';
import { answerVnpayIpn } from './vnpay-callbacks.ts';

const now = new Date();
const t = testApp({ PUBLIC_WEB_URL: 'http://localhost:8080' }, { clock: () => now });

const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(t, query);

const paymentOf = (customer: Customer, uuid: string) =>
  t.request({ method: 'GET', url: `/api/v1/order/${uuid}/payment`, token: customer.token });

const statusOf = async (customer: Customer, uuid: string) => (await paymentOf(customer, uuid)).json().data.status;

const eventsOf = (code: string) => paymentEventsOf(t, code);
const orderStatus = (uuid: string) => orderStatusOf(t, uuid);

const remainingOf = async (flightId: string) =>
  Number((await rows<{ g: number }>(sql`select remaining_g as g from flights where id = ${flightId}`))[0].g);

/** VNPay's result for a payment, signed with the sandbox's secret as VNPay signs with the merchant's. */
function vnpayResult(code: string, amount: number, outcome: { responseCode: string; status: string } = PAID) {
  return signedQuery(
    {
      vnp_Amount: amount * 100,
      vnp_BankCode: 'NCB',
      vnp_CardType: 'ATM',
      vnp_OrderInfo: `Thanh toan don hang ${code}`,
      vnp_PayDate: '20261124120000',
      vnp_ResponseCode: outcome.responseCode,
      vnp_TmnCode: SANDBOX_VNPAY.tmnCode,
      vnp_TransactionNo: '14422574',
      vnp_TransactionStatus: outcome.status,
      vnp_TxnRef: code,
    },
    SANDBOX_VNPAY.hashSecret,
  );
}
const PAID = { responseCode: '00', status: '00' };
const DECLINED = { responseCode: '51', status: '02' };

const ipn = async (query: string) =>
  (await t.request({ method: 'GET', url: `/api/v1/payment/vnpay/ipn?${query}` })).json();

const returnWith = (customer: Customer, query: string, lang = 'en') =>
  t.request({ method: 'POST', url: '/api/v1/payment/vnpay/return', token: customer.token, payload: { query }, lang });

describe('an order paid through VNPay', () => {
  it('answers a signed payment URL on an allowed origin, and a pending payment that holds the flight weight', async () => {
    const customer = await aCustomer(t);
    const { code, uuid, amount, paymentUrl } = await aGatewayOrder(t, customer);
    const url = new URL(paymentUrl);
    expect(url.origin).toBe('http://localhost:8080');
    expect(url.searchParams.get('vnp_TxnRef')).toBe(code);
    expect(url.searchParams.get('vnp_Amount')).toBe(String(amount * 100));
    expect(url.searchParams.get('vnp_BankCode')).toBe('VNBANK');
    expect(url.searchParams.get('vnp_ReturnUrl')).toBe('http://localhost:8080/order-bill/confirmation');
    const payment = (await paymentOf(customer, uuid)).json().data;
    expect(payment).toMatchObject({ status: 'PENDING', method: 'VNBANK', amount, order_code: code, paid_at: null });
    expect(new Date(payment.expires_at).getTime() - now.getTime()).toBe(15 * 60_000);
  });

  it('is paid on the sandbox page: the IPN records it, and the browser returns to the confirmation page', async () => {
    const customer = await aCustomer(t);
    const { code, uuid, paymentUrl } = await aGatewayOrder(t, customer);
    const paid = await payOnSandbox(t, paymentUrl, 'pay');
    expect(paid.statusCode).toBe(303);
    const back = new URL(paid.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:8080/order-bill/confirmation');
    expect(back.searchParams.get('vnp_ResponseCode')).toBe('00');
    expect(await statusOf(customer, uuid)).toBe('PAID');

    const returned = await returnWith(customer, back.search);
    expect(returned.statusCode).toBe(200);
    expect(returned.json().data).toMatchObject({ status: 'PAID', response_code: '00' });
    expect(await eventsOf(code)).toEqual([
      { kind: 'created', outcome: 'pending' },
      { kind: 'ipn', outcome: 'paid' },
      { kind: 'return', outcome: 'duplicate' },
    ]);
    expect(await orderStatus(uuid)).toBe('IN_PROGRESS');
  });

  it('records a payment once when the browser returns before the IPN arrives', async () => {
    const customer = await aCustomer(t);
    const { code, uuid, amount } = await aGatewayOrder(t, customer);
    expect((await returnWith(customer, vnpayResult(code, amount))).json().data.status).toBe('PAID');
    expect(await ipn(vnpayResult(code, amount))).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    expect(await statusOf(customer, uuid)).toBe('PAID');
    expect((await eventsOf(code)).map((event) => event.outcome)).toEqual(['pending', 'paid', 'duplicate']);
  });

  it('records a payment once when the IPN and the return arrive together, many times', async () => {
    const customer = await aCustomer(t);
    const { code, amount } = await aGatewayOrder(t, customer);
    const query = vnpayResult(code, amount);
    await Promise.all([
      ...Array.from({ length: 6 }, () => ipn(query)),
      ...Array.from({ length: 6 }, () => returnWith(customer, query)),
    ]);
    const outcomes = (await eventsOf(code)).map((event) => event.outcome);
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(11);
  });

  it('fails on a declined payment (51) and gives back the flight weight and the voucher use', async () => {
    const customer = await aCustomer(t);
    const { request, method } = await anOrderRequest(t, customer.token);
    const flightId = method.flight.flight_id;
    const before = await remainingOf(flightId);
    const body = { ...request, payment_method: 'VNBANK', voucher: 'GIAM20K' };
    const asked = await t.request({ method: 'POST', url: '/api/v1/order', token: customer.token, payload: body });
    const priced = { ...body, amount: asked.json().data.amount };
    const placed = await t.request({ method: 'POST', url: '/api/v1/order', token: customer.token, payload: priced });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order_id: code, uuid, amount } = placed.json().data;
    expect(await remainingOf(flightId)).toBeLessThan(before);
    const used = sql`select count(*)::int as n from voucher_redemptions where order_id = ${uuid}`;
    expect((await rows<{ n: number }>(used))[0].n).toBe(1);

    expect(await ipn(vnpayResult(code, amount, DECLINED))).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    const payment = (await paymentOf(customer, uuid)).json().data;
    expect(payment).toMatchObject({ status: 'FAILED', response_code: '51' });
    expect(await orderStatus(uuid)).toBe('CANCELLED');
    expect(await remainingOf(flightId)).toBe(before);
    expect((await rows<{ n: number }>(used))[0].n).toBe(0);
  });

  it('shows the sandbox page in the customer language and refuses a tampered request', async () => {
    const customer = await aCustomer(t);
    const { paymentUrl } = await aGatewayOrder(t, customer);
    const url = new URL(paymentUrl);
    const page = await t.request({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { 'accept-language': 'ko' },
    });
    expect(page.body).toContain('결제하기');
    url.searchParams.set('vnp_Amount', '100');
    const tampered = await t.request({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { 'accept-language': 'vi' },
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain('Sai chữ ký');
  });
});

describe('the VNPay IPN answers in the protocol order, and refused calls change nothing', () => {
  it('97 for a bad checksum', async () => {
    const customer = await aCustomer(t);
    const { code, uuid, amount } = await aGatewayOrder(t, customer);
    const forged = vnpayResult(code, amount).replace('vnp_ResponseCode=00', 'vnp_ResponseCode=00&vnp_Extra=1');
    expect(await ipn(forged)).toEqual({ RspCode: '97', Message: 'Invalid Checksum' });
    const altered = vnpayResult(code, amount, DECLINED).replace('vnp_ResponseCode=51', 'vnp_ResponseCode=00');
    expect(await ipn(altered)).toMatchObject({ RspCode: '97' });
    expect(await statusOf(customer, uuid)).toBe('PENDING');
    expect(await eventsOf(code)).toHaveLength(1);
  });

  it('01 for an order we do not know', async () => {
    expect(await ipn(vnpayResult('SP000000000000', 10_000))).toEqual({ RspCode: '01', Message: 'Order not found' });
  });

  it('04 for another amount, kept in the payment history', async () => {
    const customer = await aCustomer(t);
    const { code, uuid, amount } = await aGatewayOrder(t, customer);
    expect(await ipn(vnpayResult(code, amount - 1000))).toEqual({ RspCode: '04', Message: 'Invalid amount' });
    expect(await statusOf(customer, uuid)).toBe('PENDING');
    expect((await eventsOf(code)).at(-1)).toEqual({ kind: 'ipn', outcome: 'amount_mismatch' });
  });

  it('00 when recorded, then 02 for the same call replayed', async () => {
    const customer = await aCustomer(t);
    const { code, uuid, amount } = await aGatewayOrder(t, customer);
    expect(await ipn(vnpayResult(code, amount))).toMatchObject({ RspCode: '00' });
    expect(await ipn(vnpayResult(code, amount))).toMatchObject({ RspCode: '02' });
    expect(await ipn(vnpayResult(code, amount, DECLINED))).toMatchObject({ RspCode: '02' });
    expect(await statusOf(customer, uuid)).toBe('PAID');
  });

  it('99 when recording fails on our side', async () => {
    const failing = {
      ...t.db,
      transaction: () => Promise.reject(new Error('database gone')),
    } as unknown as typeof t.db;
    const log = { warn: vi.fn(), error: vi.fn() } as never;
    const answer = await answerVnpayIpn(
      { db: failing, setup: t.app.payments, now, log },
      Object.fromEntries(new URLSearchParams(vnpayResult('SP1', 1000))),
    );
    expect(answer).toEqual({ RspCode: '99', Message: 'Unknown error' });
  });
});

describe('the return from VNPay', () => {
  it('refuses a forged query in the customer language and changes nothing', async () => {
    const customer = await aCustomer(t);
    const { code, uuid, amount } = await aGatewayOrder(t, customer);
    const forged = vnpayResult(code, amount, DECLINED).replace('vnp_ResponseCode=51', 'vnp_ResponseCode=00');
    const response = await returnWith(customer, forged, 'vi');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PAYMENT_RESULT_INVALID');
    expect(response.json().message).toContain('Không xác minh được');
    expect(await statusOf(customer, uuid)).toBe('PENDING');
  });

  it("never shows another customer's payment", async () => {
    const owner = await aCustomer(t);
    const other = await aCustomer(t);
    const { code, uuid, amount } = await aGatewayOrder(t, owner);
    expect((await paymentOf(other, uuid)).statusCode).toBe(404);
    expect((await returnWith(other, vnpayResult(code, amount))).statusCode).toBe(404);
  });
});

describe('expiry and reconciliation', () => {
  const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  it('expires an unpaid order after 15 minutes, releasing its flight weight, and refunds a success that comes late, once', async () => {
    const customer = await aCustomer(t);
    const { code, uuid, amount, flightId, paymentUrl } = await aGatewayOrder(t, customer);
    const held = await remainingOf(flightId);
    expect(await expireDuePayments(t.db, t.app.payments, later(14))).toBe(0);
    const handled = await Promise.all([
      expireDuePayments(t.db, t.app.payments, later(16)),
      expireDuePayments(t.db, t.app.payments, later(16)),
    ]);
    expect(handled.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(customer, uuid)).toBe('EXPIRED');
    expect(await orderStatus(uuid)).toBe('CANCELLED');
    expect(await remainingOf(flightId)).toBeGreaterThan(held);
    expect((await eventsOf(code)).filter((event) => event.kind === 'expired')).toHaveLength(1);

    // The customer had the page open and pays late: the sandbox took the money, so it is given back.
    const paid = await payOnSandbox(t, paymentUrl, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(await statusOf(customer, uuid)).toBe('REFUNDED');
    expect(await sandboxRefunded(t, code)).toBe(amount);
    expect(await ipn(vnpayResult(code, amount))).toMatchObject({ RspCode: '02' });
    expect((await eventsOf(code)).filter((event) => event.outcome === 'late_success_refunded')).toHaveLength(1);
  });

  it('records a payment the gateway settled but whose callbacks were lost (querydr)', async () => {
    const customer = await aCustomer(t);
    const { code, uuid, amount } = await aGatewayOrder(t, customer);
    await t.db.execute(sql`insert into vnpay_sandbox_transactions
      (txn_ref, amount, bank_code, response_code, transaction_status, transaction_no, pay_date)
      values (${code}, ${amount}, 'NCB', '00', '00', '55501234', '20261124120500')`);
    await expireDuePayments(t.db, t.app.payments, later(16));
    expect(await statusOf(customer, uuid)).toBe('PAID');
    expect(await orderStatus(uuid)).toBe('IN_PROGRESS');
    expect((await eventsOf(code)).at(-1)).toEqual({ kind: 'reconciled', outcome: 'paid' });
  });

  it('keeps the payment history append-only', async () => {
    await expect(t.db.execute(sql`update payment_events set outcome = 'paid'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from payment_events`)).rejects.toThrow();
  });
});

describe('a wallet top-up through VNPay', () => {
  const topup = (customer: Customer, body: Wire, lang = 'en') =>
    t.request({ method: 'POST', url: '/api/v1/topup', token: customer.token, payload: body, lang });

  const balanceOf = async (customer: Customer) => {
    const [row] = await rows<{ balance: string; ledger: string }>(
      sql`select u.point_topup as balance, (select coalesce(sum(amount), 0) from wallet_ledger where user_id = u.id) as ledger
          from users u where u.id = ${customer.id}`,
    );
    return { balance: Number(row.balance), ledger: Number(row.ledger) };
  };

  it('credits the wallet once when paid on the sandbox page, however often the result arrives', async () => {
    const customer = await aCustomer(t);
    const started = await topup(customer, { amount: 500_000, payment_method: 'VNPAY' });
    expect(started.statusCode, started.body).toBe(201);
    const { txn_ref: txnRef, payment_url: paymentUrl } = started.json().data;
    const url = new URL(paymentUrl);
    expect(url.searchParams.get('vnp_ReturnUrl')).toBe('http://localhost:8080/top-up');
    expect(url.searchParams.get('vnp_BankCode')).toBe('VNPAYQR');
    expect((await balanceOf(customer)).balance).toBe(0);

    const paid = await payOnSandbox(t, paymentUrl, 'pay');
    const back = new URL(paid.headers.location as string);
    await Promise.all([ipn(vnpayResult(txnRef, 500_000)), returnWith(customer, back.search)]);
    const returned = await returnWith(customer, back.search);
    expect(returned.json().data).toMatchObject({ purpose: 'TOPUP', status: 'PAID', order_id: null, amount: 500_000 });
    expect(await balanceOf(customer)).toEqual({ balance: 500_000, ledger: 500_000 });
    const info = await t.request({ method: 'GET', url: '/api/v1/topup/transaction', token: customer.token });
    expect(info.json().data.transactions[0]).toMatchObject({ tran_req_type: 'TOPUP_S247', amount: 500_000 });
  });

  it('credits nothing when the payment fails or expires', async () => {
    const customer = await aCustomer(t);
    const failed = (await topup(customer, { amount: 200_000, payment_method: 'VNBANK' })).json().data;
    expect(await ipn(vnpayResult(failed.txn_ref, 200_000, DECLINED))).toMatchObject({ RspCode: '00' });
    await topup(customer, { amount: 300_000, payment_method: 'INTCARD' });
    await expireDuePayments(t.db, t.app.payments, new Date(now.getTime() + 16 * 60_000));
    const statuses = await rows<{ status: string }>(
      sql`select status from payments where user_id = ${customer.id} order by created_at, status`,
    );
    expect(statuses.map((row) => row.status).sort()).toEqual(['EXPIRED', 'FAILED']);
    expect(await balanceOf(customer)).toEqual({ balance: 0, ledger: 0 });
  });

  it('refuses an amount outside the limits, in the customer language, and starts nothing', async () => {
    const customer = await aCustomer(t);
    const low = await topup(customer, { amount: 9_000, payment_method: 'VNPAY' }, 'vi');
    expect(low.statusCode).toBe(400);
    expect(low.json().data.fields[0]).toMatchObject({ field: 'amount', code: 'validation_topup_amount' });
    expect(low.json().data.fields[0].message).toBe('Vui lòng chọn số tiền từ 10.000\u00a0đ đến 50.000.000\u00a0đ');
    // Each language writes the amounts its own way (issue 34 item 2).
    const korean = await topup(customer, { amount: 9_000, payment_method: 'VNPAY' }, 'ko');
    expect(korean.json().data.fields[0].message).toBe('₫10,000에서 ₫50,000,000 사이의 금액을 선택해 주세요');
    const cash = await topup(customer, { amount: 100_000, payment_method: 'cash' });
    expect(cash.json().data.fields[0]).toMatchObject({ field: 'payment_method' });
    const started = await rows<{ n: number }>(
      sql`select count(*)::int as n from payments where user_id = ${customer.id}`,
    );
    expect(started[0].n).toBe(0);
  });
});

describe('a deployment without a VNPay terminal or the sandbox', () => {
  const bare = testApp({ PAYMENT_SANDBOX: 'false' });

  it('offers cash and the wallet only, and refuses a gateway method', async () => {
    const customer = await aCustomer(bare);
    const { request } = await anOrderRequest(bare, customer.token);
    const priced = await bare.request({
      method: 'POST',
      url: '/api/v1/order/calculate-price',
      token: customer.token,
      payload: request,
    });
    const codes = priced.json().data.payment_config.methods.map((method: { code: string }) => method.code);
    expect(codes).toEqual(['cash', 'topup']);
    const cards = (await bare.request({ method: 'GET', url: '/api/v1/paymentcards', token: customer.token })).json();
    expect(cards.data.map((group: { code: string; disabled: boolean }) => [group.code, group.disabled])).toEqual([
      ['VNBANK', true],
      ['ATM', true],
      ['INTCARD', true],
      ['TOPUP', false],
    ]);
    const refused = await bare.request({
      method: 'POST',
      url: '/api/v1/order',
      token: customer.token,
      payload: { ...request, payment_method: 'VNPAY' },
    });
    expect(refused.json().code).toBe('PAYMENT_METHOD_NOT_AVAILABLE');
    const sandboxPage = await bare.request({ method: 'GET', url: '/sandbox/vnpay/paymentv2/vpcpay.html' });
    expect(sandboxPage.statusCode).not.toBe(200);
  });

  it('offers bank, card and QR through VNPay where the sandbox runs', async () => {
    const customer = await aCustomer(t);
    const { request } = await anOrderRequest(t, customer.token);
    const priced = await t.request({
      method: 'POST',
      url: '/api/v1/order/calculate-price',
      token: customer.token,
      payload: request,
    });
    const codes = priced.json().data.payment_config.methods.map((method: { code: string }) => method.code);
    expect(codes).toEqual(['cash', 'topup', 'VNBANK', 'INTCARD', 'VNPAY']);
  });
});

describe('the payment groups and the bank a domestic card payment opens VNPay with', () => {
  type Group = { code: string; disabled: boolean; child: { code: string }[]; banks: { code: string; bin: string }[] };
  const groupsFor = async (customer: Customer) =>
    (await t.request({ method: 'GET', url: '/api/v1/paymentcards', token: customer.token })).json().data as Group[];

  it('answers VNBANK, its banks with their NAPAS BIN, the card brands and the wallet', async () => {
    const groups = await groupsFor(await aCustomer(t));
    expect(groups.map((group) => [group.code, group.disabled])).toEqual([
      ['VNBANK', false],
      ['ATM', false],
      ['INTCARD', false],
      ['TOPUP', false],
    ]);
    const [vnbank, atm, intcard] = groups;
    expect(vnbank.child.map((card) => card.code)).toEqual(['VNBANK', 'VNPAY']);
    expect(intcard.child.map((card) => card.code)).toEqual(['visa', 'mastercard', 'jcb', 'unionpay']);
    expect(atm.banks.length).toBeGreaterThan(40);
    expect(atm.banks).toContainEqual(
      expect.objectContaining({ code: 'VCB', bin: '970436', short_name: 'Vietcombank' }),
    );
    expect(new Set(atm.banks.map((bank) => bank.bin)).size).toBe(atm.banks.length);
  });

  it('needs a signed-in customer', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/paymentcards' });
    expect(response.statusCode).toBe(401);
  });

  it('opens VNPay with the chosen bank', async () => {
    const { paymentUrl } = await aGatewayOrder(t, await aCustomer(t), { vnp_bank: 'VCB' });
    expect(new URL(paymentUrl).searchParams.get('vnp_BankCode')).toBe('VCB');
  });

  it('does not use a bank sent with another method', async () => {
    const { paymentUrl } = await aGatewayOrder(t, await aCustomer(t), { payment_method: 'INTCARD', vnp_bank: 'VCB' });
    expect(new URL(paymentUrl).searchParams.get('vnp_BankCode')).toBe('INTCARD');
  });

  it('refuses a bank not on the list, in the customer language, and places nothing', async () => {
    const customer = await aCustomer(t);
    const { request } = await anOrderRequest(t, customer.token);
    const before = await rows<{ count: number }>(sql`select count(*)::int as count from orders`);
    const refused = await t.request({
      method: 'POST',
      url: '/api/v1/order',
      token: customer.token,
      headers: { 'accept-language': 'vi' },
      payload: { ...request, payment_method: 'VNBANK', vnp_bank: 'NOSUCHBANK' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields).toEqual([
      { field: 'vnp_bank', code: 'validation_invalid', message: 'Ngân hàng không hợp lệ' },
    ]);
    expect(await rows<{ count: number }>(sql`select count(*)::int as count from orders`)).toEqual(before);
  });
});
