import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SANDBOX_IAMPORT_SCRIPT_PATH, SANDBOX_PORTONE, SANDBOX_PORTONE_API_PATH } from '../config.ts';
import { createPortoneClient, PortoneApiError } from '../integrations/portone/portone-client.ts';
import { inProcessFetch } from '../modules/payments/payment-setup.ts';
import { payInCardWindow } from '../test/payment-flows.ts';
import { testApp } from '../test/test-app.ts';

const WEB = 'http://localhost:8080';
const t = testApp({ PUBLIC_WEB_URL: WEB });

/** Our PortOne client, pointed at the sandbox's REST API as it would be at api.iamport.kr. */
const client = (impSecret: string = SANDBOX_PORTONE.impSecret) =>
  createPortoneClient({
    baseUrl: `${WEB}${SANDBOX_PORTONE_API_PATH}`,
    impKey: SANDBOX_PORTONE.impKey,
    impSecret,
    fetch: inProcessFetch(t.app, WEB),
  });

let orders = 0;
/** What the order screen passes to IMP.request_pay, for a fresh merchant_uid. */
function payParams(overrides: Record<string, string> = {}) {
  orders += 1;
  return {
    imp: SANDBOX_PORTONE.impCode,
    pg: 'kcp.T0000',
    pay_method: 'card',
    merchant_uid: `SP26112400${String(orders).padStart(4, '0')}`,
    name: 'SkyParcel KR→VN',
    amount: '52000',
    currency: 'KRW',
    buyer_name: '김민지',
    m_redirect_url: `${WEB}/order-bill/confirmation?paymentType=KCP`,
    ...overrides,
  };
}

const payInWindow = (params: Record<string, string>, outcome: 'pay' | 'decline' | 'close') =>
  payInCardWindow(t, params, outcome);

describe('the PortOne sandbox script (iamport.js)', () => {
  /** Runs the served script in a page that has loaded it from the sandbox, and calls IMP as the order screen does. */
  async function requestPay(params: Record<string, unknown>) {
    const script = await t.request({ method: 'GET', url: SANDBOX_IAMPORT_SCRIPT_PATH });
    expect(script.headers['content-type']).toContain('text/javascript');
    const page = {
      assigned: null as string | null,
      callback: null as unknown,
    };
    const window = { location: { assign: (url: string) => (page.assigned = url) } } as Record<string, unknown>;
    runInNewContext(script.body, {
      window,
      URL,
      document: { currentScript: { src: `${WEB}${SANDBOX_IAMPORT_SCRIPT_PATH}` } },
    });
    const imp = window.IMP as {
      init(code: string): void;
      request_pay(params: unknown, callback: (r: unknown) => void): void;
    };
    imp.init(SANDBOX_PORTONE.impCode);
    imp.request_pay(params, (result) => (page.callback = result));
    return page;
  }

  it('opens the card window with the merchant code and every parameter', async () => {
    const { imp: _imp, ...params } = payParams();
    const page = await requestPay({ ...params, amount: 52_000, custom_data: { nested: true } });

    const opened = new URL(page.assigned ?? '');
    expect(`${opened.origin}${opened.pathname}`).toBe(`${WEB}/sandbox/portone/pay`);
    expect(Object.fromEntries(opened.searchParams)).toEqual({ imp: SANDBOX_PORTONE.impCode, ...params });
    expect(page.callback).toBeNull();
  });

  it('tells the callback at once when there is nowhere to return to', async () => {
    const { imp: _imp, m_redirect_url: _back, ...params } = payParams();
    const page = await requestPay(params);

    expect(page.assigned).toBeNull();
    expect(page.callback).toMatchObject({ success: false, error_code: 'F400' });
  });
});

describe('the PortOne sandbox card window', () => {
  it('speaks the language IMP.request_pay asked for', async () => {
    const window = await t.request({
      method: 'GET',
      url: `/sandbox/portone/pay?${new URLSearchParams(payParams({ language: 'en' }))}`,
      lang: 'ko',
    });
    expect(window.body).toContain('<html lang="en">');
  });

  it('shows the payment in the browser language, in won', async () => {
    const window = await t.request({
      method: 'GET',
      url: `/sandbox/portone/pay?${new URLSearchParams(payParams())}`,
      lang: 'ko',
    });
    expect(window.statusCode).toBe(200);
    expect(window.body).toContain('<html lang="ko">');
    expect(window.body).toContain('₩52,000');
    expect(window.body).toContain('결제하기');
  });

  it.each([
    ['another merchant code', { imp: 'imp12345678' }],
    ['no amount', { amount: '' }],
    ['an amount that is not whole', { amount: '52000.5' }],
    ['nowhere to return to', { m_redirect_url: 'javascript:alert(1)' }],
  ])('refuses a request with %s', async (_name, overrides) => {
    const window = await t.request({
      method: 'GET',
      url: `/sandbox/portone/pay?${new URLSearchParams(payParams(overrides))}`,
      lang: 'en',
    });
    expect(window.statusCode).toBe(400);
    expect(window.body).toContain('The payment window cannot open');
  });

  it('takes a payment and returns the browser with imp_uid, merchant_uid and imp_success', async () => {
    const params = payParams();
    const { back } = await payInWindow(params, 'pay');

    expect(`${back?.origin}${back?.pathname}`).toBe(`${WEB}/order-bill/confirmation`);
    expect(back?.searchParams.get('paymentType')).toBe('KCP');
    expect(back?.searchParams.get('merchant_uid')).toBe(params.merchant_uid);
    expect(back?.searchParams.get('imp_success')).toBe('true');
    const impUid = back?.searchParams.get('imp_uid') ?? '';

    const verified = await client().verifyPayment(impUid, { merchantUid: params.merchant_uid, amount: 52_000 });
    expect(verified).toMatchObject({ paid: true, payment: { status: 'paid', pgProvider: 'kcp', currency: 'KRW' } });
    expect((await client().findPayment(params.merchant_uid))?.impUid).toBe(impUid);
  });

  it('records a declined card as failed, says why on the return, and pays nothing', async () => {
    const params = payParams();
    const { back } = await payInWindow(params, 'decline');

    expect(back?.searchParams.get('imp_success')).toBe('false');
    expect(back?.searchParams.get('error_code')).toBe('F1001');
    const verified = await client().verifyPayment(back?.searchParams.get('imp_uid') ?? '', {
      merchantUid: params.merchant_uid,
      amount: 52_000,
    });
    expect(verified).toMatchObject({ paid: false, reason: 'not_paid' });
  });

  it('refuses a second answer for the same order id', async () => {
    const params = payParams();
    await payInWindow(params, 'pay');
    const { answer } = await payInWindow(params, 'pay');
    expect(answer.statusCode).toBe(409);
  });

  it('lets the server see through an amount changed in the browser', async () => {
    const params = payParams({ amount: '1000' });
    const { back } = await payInWindow(params, 'pay');

    const verified = await client().verifyPayment(back?.searchParams.get('imp_uid') ?? '', {
      merchantUid: params.merchant_uid,
      amount: 52_000,
    });
    expect(verified).toMatchObject({ paid: false, reason: 'amount_mismatch' });
  });
});

describe('the PortOne sandbox REST API', () => {
  it('refuses a wrong secret and a forged token', async () => {
    await expect(client('wrong').findPayment('SP0')).rejects.toThrow(PortoneApiError);
    const forged = await t.request({
      method: 'GET',
      url: `${SANDBOX_PORTONE_API_PATH}/payments/imps_0`,
      headers: { authorization: `Bearer sbx_9999999999_${'0'.repeat(64)}` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('answers null for an order id it never took', async () => {
    expect(await client().findPayment('SP-never-paid')).toBeNull();
  });

  it('cancels in parts against the checksum, refuses a stale one, and never more than was paid', async () => {
    const params = payParams();
    const impUid = (await payInWindow(params, 'pay')).back?.searchParams.get('imp_uid') ?? '';
    const portone = client();

    const part = await portone.cancel({ impUid, amount: 2_000, checksum: 52_000, reason: 'fee adjusted' });
    expect(part).toMatchObject({ status: 'paid', cancelAmount: 2_000 });
    await expect(portone.cancel({ impUid, amount: 2_000, checksum: 52_000, reason: 'again' })).rejects.toThrow(
      PortoneApiError,
    );

    const parallel = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        portone.cancel({ impUid, amount: 50_000, checksum: 50_000, reason: 'cancelled' }),
      ),
    );
    expect(parallel.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await portone.getPayment(impUid)).toMatchObject({ status: 'cancelled', cancelAmount: 52_000 });
  });
});
