import type { CardPaymentData } from '@skyparcel/domain/order-contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { moveWallet } from '../modules/wallet/wallet-ledger.ts';
import { anOrderRequest, type Customer, DECLARED_SIZE, type Wire } from './builders.ts';
import type { TestApp } from './test-app.ts';

/*
 * Paying through the VNPay sandbox in API tests: an order with a gateway method, the customer on
 * the sandbox page, and raw reads of what the database holds.
 */

export async function selectRows<T>(t: TestApp, query: ReturnType<typeof sql>) {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A placed order paid through VNPay (the sandbox): its code, uuid, flight and the payment URL it answered. */
export async function aGatewayOrder(t: TestApp, customer: Customer, extra: Wire = {}, size = DECLARED_SIZE) {
  const { request, method } = await anOrderRequest(t, customer.token, size);
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/order',
    token: customer.token,
    payload: { ...request, payment_method: 'VNBANK', ...extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json();
  return {
    code: body.data.order_id as string,
    uuid: body.data.uuid as string,
    amount: body.data.amount as number,
    flightId: method.flight.flight_id,
    paymentUrl: body.meta.custom.payment_url as string,
  };
}

/** A customer on a sandbox gateway's page: opens it (path and query) and presses one of its buttons. */
async function pressSandboxButton(t: TestApp, pageUrl: string, outcome: string) {
  const page = await t.request({ method: 'GET', url: pageUrl, headers: { 'accept-language': 'vi' } });
  expect(page.statusCode, page.body).toBe(200);
  const request = /name="request" value="([^"]+)"/.exec(page.body)?.[1].replaceAll('&amp;', '&') ?? '';
  return t.request({
    method: 'POST',
    url: pageUrl.split('?')[0],
    payload: new URLSearchParams({ request, outcome }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** The customer on VNPay's sandbox page: opens the payment URL and pays, fails or cancels. */
export function payOnSandbox(t: TestApp, paymentUrl: string, outcome: 'pay' | 'insufficient' | 'cancel') {
  const url = new URL(paymentUrl);
  return pressSandboxButton(t, `${url.pathname}${url.search}`, outcome);
}

/** What the sandbox (VNPay's stand-in) has given back of a payment. */
export async function sandboxRefunded(t: TestApp, txnRef: string) {
  const [row] = await selectRows<{ refunded: string }>(
    t,
    sql`select refunded_amount as refunded from vnpay_sandbox_transactions where txn_ref = ${txnRef}`,
  );
  return Number(row.refunded);
}

/**
 * The customer in the PortOne sandbox's card window, opened with IMP.request_pay's parameters:
 * pays, is declined or closes it; answers where the window sent the browser back.
 */
export async function payInCardWindow(
  t: TestApp,
  params: Record<string, string>,
  outcome: 'pay' | 'decline' | 'close',
) {
  const answer = await pressSandboxButton(t, `/sandbox/portone/pay?${new URLSearchParams(params)}`, outcome);
  return { answer, back: answer.statusCode === 303 ? new URL(answer.headers.location as string) : null };
}

/** A gateway payment's history (by its reference), oldest first. */
export function paymentEventsOf(t: TestApp, txnRef: string) {
  return selectRows<{ kind: string; outcome: string }>(
    t,
    sql`select e.kind, e.outcome from payment_events e join payments p on p.id = e.payment_id
        where p.txn_ref = ${txnRef} order by e.id`,
  );
}

export async function orderStatusOf(t: TestApp, uuid: string) {
  const [order] = await selectRows<{ status: string }>(t, sql`select status from orders where id = ${uuid}`);
  return order.status;
}

/** A customer's wallet balance and the sum of its ledger, which must always be equal. */
export async function walletAndLedgerOf(t: TestApp, customer: Customer) {
  const [user] = await selectRows<{ balance: string }>(
    t,
    sql`select point_topup as balance from users where id = ${customer.id}`,
  );
  const [ledger] = await selectRows<{ sum: string }>(
    t,
    sql`select coalesce(sum(amount), 0) as sum from wallet_ledger where user_id = ${customer.id}`,
  );
  return { balance: Number(user.balance), ledgerSum: Number(ledger.sum) };
}

/** A VNBANK order the customer paid on the sandbox page. */
export async function aPaidGatewayOrder(t: TestApp, customer: Customer, size = DECLARED_SIZE) {
  const order = await aGatewayOrder(t, customer, {}, size);
  expect((await payOnSandbox(t, order.paymentUrl, 'pay')).statusCode).toBe(303);
  const [payment] = await selectRows<{ status: string }>(
    t,
    sql`select status from payments where order_id = ${order.uuid} and purpose = 'ORDER'`,
  );
  expect(payment.status).toBe('PAID');
  return order;
}

/** A placed order paid with this method: its uuid, code and total. */
export async function aPlacedOrder(t: TestApp, customer: Customer, paymentMethod: string, size = DECLARED_SIZE) {
  const { request } = await anOrderRequest(t, customer.token, size);
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/order',
    token: customer.token,
    payload: { ...request, payment_method: paymentMethod },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { data } = response.json();
  return { uuid: data.uuid as string, code: data.order_id as string, amount: data.amount as number };
}

/** An order paid from the wallet, which is first credited 1,000,000 đ. */
export async function aWalletPaidOrder(t: TestApp, customer: Customer, now = new Date()) {
  await moveWallet(t.db, { userId: customer.id, type: 'CREDIT', amount: 1_000_000, now });
  return aPlacedOrder(t, customer, 'topup');
}

/** IMP.request_pay's parameters as the order screen passes them from paymentData (and the script adds imp). */
export function windowParams(data: CardPaymentData, overrides: Record<string, string> = {}) {
  return {
    imp: data.merchantId,
    pg: data.pg,
    pay_method: data.payMethod,
    merchant_uid: data.merchantUid,
    name: data.name,
    amount: String(data.amount),
    currency: data.currency,
    buyer_name: data.buyerName,
    buyer_tel: data.buyerTel,
    m_redirect_url: data.mRedirectUrl,
    notice_url: data.noticeUrl,
    ...(data.vbankDue ? { vbank_due: data.vbankDue } : {}),
    ...overrides,
  };
}

/** Where the card window sent the browser back: PortOne's payment id and our order code. */
export const backOf = (back: URL | null) => ({
  impUid: back?.searchParams.get('imp_uid') ?? '',
  merchantUid: back?.searchParams.get('merchant_uid') ?? '',
});
