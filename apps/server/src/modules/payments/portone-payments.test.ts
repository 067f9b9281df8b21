import type { CardPaymentData } from '@skyparcel/domain/order-contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SANDBOX_IAMPORT_SCRIPT_PATH, SANDBOX_PORTONE } from '../../config.ts';
import type { CallContext } from '../../http/call-context.ts';
import { createPortoneClient } from '../../integrations/portone/portone-client.ts';
import { aCustomer, anOrderRequest, type Customer } from '../../test/builders.ts';
import {
  aPlacedOrder,
  backOf,
  orderStatusOf,
  payInCardWindow,
  paymentEventsOf,
  selectRows,
  windowParams,
} from '../../test/payment-flows.ts';
import { testApp } from '../../test/test-app.ts';
import { expireDuePayments } from './payment-expiry.ts';
import { inProcessFetch } from './payment-setup.ts';
import { refundOrderPayment } from './refund-payment.ts';
import { orderHandOff } from './start-payment.ts';

const WEB = 'http://localhost:8080';
const now = new Date();
const t = testApp({ PUBLIC_WEB_URL: WEB }, { clock: () => now });
const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(t, query);
const WON = 52_000;

/**
 * A Korea-inbound order paid with a Korean method, waiting for PortOne. Orders in won arrive with
 * the cross-border issue; until then the test places a domestic cash order and gives its payment
 * the shape startPayment gives a PortOne one (KCP, won, the order code as merchant_uid, 15 minutes).
 */
async function aKoreanCardOrder(customer: Customer) {
  const { uuid, code } = await aPlacedOrder(t, customer, 'cash');
  await t.db.execute(sql`
    update payments set method = 'KCP', provider = 'portone', currency = 'KRW', amount = ${WON}, txn_ref = ${code},
      expires_at = ${new Date(now.getTime() + 15 * 60_000)} where order_id = ${uuid}`);
  const [order] = await rows<{ sender: unknown }>(sql`select sender from orders where id = ${uuid}`);
  const context = { db: t.db, payments: t.app.payments, language: 'ko' } as unknown as CallContext<unknown>;
  const handOff = await orderHandOff(context, { id: uuid, paymentMethod: 'KCP', sender: order.sender }, '127.0.0.1');
  return { uuid, code, handOff, paymentData: handOff.paymentData as CardPaymentData };
}

const paymentOf = (customer: Customer, uuid: string) =>
  t.request({ method: 'GET', url: `/api/v1/order/${uuid}/payment`, token: customer.token });

const returnFrom = (customer: Customer, back: { impUid: string; merchantUid: string }, lang = 'en') =>
  t.request({
    method: 'POST',
    url: '/api/v1/payment/portone/return',
    token: customer.token,
    payload: { imp_uid: back.impUid, merchant_uid: back.merchantUid },
    lang,
  });

const eventsOf = (code: string) => paymentEventsOf(t, code);
/** The merchant's own view of PortOne (the sandbox here), as PortOne's console would show it. */
const portoneAccount = () => {
  const account = t.config.payments.portone;
  if (!account) throw new Error('the test app has the PortOne sandbox');
  return createPortoneClient({ baseUrl: account.apiUrl, ...account, fetch: inProcessFetch(t.app, WEB) });
};
const orderStatus = (uuid: string) => orderStatusOf(t, uuid);

describe('Korean methods are for orders in won', () => {
  it('refuses KCP for a domestic order in dong, and places nothing', async () => {
    const customer = await aCustomer(t);
    const { request } = await anOrderRequest(t, customer.token);
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/order',
      token: customer.token,
      payload: { ...request, payment_method: 'KCP' },
      lang: 'ko',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('PAYMENT_METHOD_NOT_AVAILABLE');
    expect(await rows(sql`select id from orders where user_id = ${customer.id}`)).toEqual([]);
  });
});

describe('an order paid in PortOne’s card window (the sandbox)', () => {
  it('hands off the window’s parameters: merchant id, KCP card, the order as merchant_uid, the amount in won', async () => {
    const customer = await aCustomer(t);
    const { code, handOff } = await aKoreanCardOrder(customer);
    expect(handOff.paymentUrl).toBeNull();
    expect(handOff.paymentData).toMatchObject({
      scriptUrl: `${WEB}${SANDBOX_IAMPORT_SCRIPT_PATH}`,
      merchantId: SANDBOX_PORTONE.impCode,
      pg: 'kcp',
      payMethod: 'card',
      merchantUid: code,
      amount: WON,
      currency: 'KRW',
      mRedirectUrl: `${WEB}/order-bill/confirmation?paymentType=KCP`,
      noticeUrl: `${WEB}/api/v1/payment/portone/webhook`,
    });
    expect(handOff.paymentData?.buyerTel).toMatch(/^0\d{8,10}$/);
  });

  it('is paid: the webhook records it, and the browser’s return finds it paid without paying twice', async () => {
    const customer = await aCustomer(t);
    const { uuid, code, paymentData } = await aKoreanCardOrder(customer);

    const { back } = await payInCardWindow(t, windowParams(paymentData), 'pay');
    expect(back?.searchParams.get('paymentType')).toBe('KCP');
    expect((await paymentOf(customer, uuid)).json().data).toMatchObject({ status: 'PAID', amount: WON });

    const returned = await returnFrom(customer, backOf(back));
    expect(returned.statusCode).toBe(200);
    expect(returned.json().data).toMatchObject({ status: 'PAID', currency: 'KRW' });
    expect(await eventsOf(code)).toEqual([
      { kind: 'created', outcome: 'pending' },
      { kind: 'webhook', outcome: 'paid' },
      { kind: 'return', outcome: 'duplicate' },
    ]);
  });

  it('records a declined card from the return (PortOne sends no webhook for failures) and releases the order', async () => {
    const customer = await aCustomer(t);
    const { uuid, code, paymentData } = await aKoreanCardOrder(customer);

    const { back } = await payInCardWindow(t, windowParams(paymentData), 'decline');
    expect(back?.searchParams.get('imp_success')).toBe('false');
    expect((await eventsOf(code)).map((event) => event.kind)).toEqual(['created']);

    const returned = await returnFrom(customer, backOf(back));
    expect(returned.json().data).toMatchObject({ status: 'FAILED' });
    expect(await orderStatus(uuid)).toBe('CANCELLED');
  });

  it('does not take an amount changed in the browser as payment, and gives that money back', async () => {
    const customer = await aCustomer(t);
    const { uuid, code, paymentData } = await aKoreanCardOrder(customer);

    const { back } = await payInCardWindow(t, windowParams(paymentData, { amount: '1000' }), 'pay');
    const returned = await returnFrom(customer, backOf(back));

    expect(returned.json().data).toMatchObject({ status: 'PENDING' });
    expect(await eventsOf(code)).toEqual([
      { kind: 'created', outcome: 'pending' },
      { kind: 'webhook', outcome: 'amount_mismatch' },
      { kind: 'return', outcome: 'amount_mismatch' },
    ]);
    expect(await orderStatus(uuid)).not.toBe('CANCELLED');
    // The 1,000 won PortOne took pays nothing here: given back whole, once.
    const atPortone = await portoneAccount().getPayment(backOf(back).impUid);
    expect(atPortone).toMatchObject({ status: 'cancelled', cancelAmount: 1_000 });
  });

  it('refuses a return PortOne does not know or that names another order, in the customer’s language', async () => {
    const customer = await aCustomer(t);
    const { uuid, code, paymentData } = await aKoreanCardOrder(customer);
    const { back } = await payInCardWindow(t, windowParams(paymentData), 'decline');

    const unknown = await returnFrom(customer, { impUid: 'imps_forged', merchantUid: code }, 'vi');
    const other = await returnFrom(customer, { impUid: backOf(back).impUid, merchantUid: 'SP000000000000' }, 'vi');

    for (const refused of [unknown, other]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('PAYMENT_RESULT_INVALID');
      expect(refused.json().message).toContain('Không xác minh được');
    }
    expect((await paymentOf(customer, uuid)).json().data.status).toBe('PENDING');
  });

  it('never answers another customer’s payment', async () => {
    const owner = await aCustomer(t);
    const other = await aCustomer(t);
    const { paymentData } = await aKoreanCardOrder(owner);
    const { back } = await payInCardWindow(t, windowParams(paymentData), 'pay');
    expect((await returnFrom(other, backOf(back))).statusCode).toBe(404);
  });

  it('answers a webhook about nothing of ours with 200 and changes nothing', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/payment/portone/webhook',
      payload: { imp_uid: 'imps_unknown', merchant_uid: 'SP1', status: 'paid' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, settled: false });
    const malformed = await t.request({
      method: 'POST',
      url: '/api/v1/payment/portone/webhook',
      payload: { imp_uid: 42 },
    });
    expect(malformed.json()).toEqual({ received: true, settled: false });
  });
});

describe('PortOne payments over time', () => {
  const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  it('finds a payment whose webhook and return were lost, and expires one never paid', async () => {
    const customer = await aCustomer(t);
    const lost = await aKoreanCardOrder(customer);
    const unpaid = await aKoreanCardOrder(customer);
    // Paid in the window, but PortOne's notice never came and the browser never returned.
    await payInCardWindow(t, windowParams(lost.paymentData, { notice_url: '' }), 'pay');

    await expireDuePayments(t.db, t.app.payments, later(16));

    expect((await paymentOf(customer, lost.uuid)).json().data.status).toBe('PAID');
    expect(await eventsOf(lost.code)).toContainEqual({ kind: 'reconciled', outcome: 'paid' });
    expect((await paymentOf(customer, unpaid.uuid)).json().data.status).toBe('EXPIRED');
    expect(await orderStatus(unpaid.uuid)).toBe('CANCELLED');
  });

  it('expires a payment PortOne took for another amount when its callbacks were lost', async () => {
    const customer = await aCustomer(t);
    const { uuid, paymentData } = await aKoreanCardOrder(customer);
    await payInCardWindow(t, windowParams(paymentData, { amount: '1000', notice_url: '' }), 'pay');

    await expireDuePayments(t.db, t.app.payments, later(16));

    expect((await paymentOf(customer, uuid)).json().data.status).toBe('EXPIRED');
    expect(await orderStatus(uuid)).toBe('CANCELLED');
  });

  it('refunds in parts through PortOne’s cancel, guarded by its checksum', async () => {
    const customer = await aCustomer(t);
    const { uuid, paymentData } = await aKoreanCardOrder(customer);
    const { back } = await payInCardWindow(t, windowParams(paymentData), 'pay');
    const refund = (key: string, amount?: number) =>
      refundOrderPayment(t.db, t.app.payments, { orderId: uuid, key, reason: 'FEE_ADJUSTED', amount, now });

    expect(await refund('adjust:1', 2_000)).toMatchObject({ refund: { status: 'DONE' } });
    expect(await refund('cancel')).toMatchObject({ refund: { status: 'DONE', amount: WON - 2_000 } });

    const atPortone = await portoneAccount().getPayment(backOf(back).impUid);
    expect(atPortone).toMatchObject({ status: 'cancelled', cancelAmount: WON });
    expect((await paymentOf(customer, uuid)).json().data).toMatchObject({ status: 'REFUNDED', refunded_amount: WON });
  });

  it('keeps a refund pending when PortOne’s record moved without us (the checksum no longer matches)', async () => {
    const customer = await aCustomer(t);
    const { uuid, paymentData } = await aKoreanCardOrder(customer);
    const { back } = await payInCardWindow(t, windowParams(paymentData), 'pay');
    // A cancel whose answer we lost: PortOne gave 2,000 back, our book does not know.
    await portoneAccount().cancel({
      impUid: backOf(back).impUid,
      amount: 2_000,
      checksum: WON,
      reason: 'lost answer',
    });

    const decision = await refundOrderPayment(t.db, t.app.payments, {
      orderId: uuid,
      key: 'adjust:1',
      reason: 'FEE_ADJUSTED',
      amount: 2_000,
      now,
    });

    expect(decision).toMatchObject({ refund: { status: 'PENDING' } });
    const atPortone = await portoneAccount().getPayment(backOf(back).impUid);
    expect(atPortone?.cancelAmount).toBe(2_000);
  });
});
