// @module-tag database-free
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type StandInRequest, type StandInServer, startStandInServer } from '../../test/stand-in-server.ts';
import { createPortoneClient, PortoneApiError } from './portone-client.ts';

const TOKEN = 'token-1';
const paidPayment = {
  imp_uid: 'imp_123',
  merchant_uid: 'SP2611240001',
  amount: 52_000,
  cancel_amount: 0,
  currency: 'KRW',
  status: 'paid',
  pay_method: 'card',
  pg_provider: 'kcp',
  paid_at: 1_795_000_000,
  receipt_url: 'https://receipt.example/1',
};

/** A PortOne stand-in: a 30-minute token for the right key, the payment for its uid, cancels. */
function portone(payment: Record<string, unknown> = paidPayment) {
  return (request: StandInRequest) => {
    if (request.url.pathname === '/users/getToken') {
      const { imp_key, imp_secret } = JSON.parse(request.body);
      if (imp_key !== 'key' || imp_secret !== 'secret') {
        return { status: 401, body: { code: -1, message: 'Unauthorized', response: null } };
      }
      return { body: { code: 0, message: null, response: { access_token: TOKEN, now: 1_000, expired_at: 2_800 } } };
    }
    if (request.headers.authorization !== `Bearer ${TOKEN}`) {
      return { status: 401, body: { code: -1, message: 'Unauthorized', response: null } };
    }
    if (request.url.pathname === '/payments/cancel') {
      const { amount } = JSON.parse(request.body);
      return { body: { code: 0, message: null, response: { ...payment, status: 'cancelled', cancel_amount: amount } } };
    }
    if (request.url.pathname === `/payments/${payment.imp_uid}`) {
      return { body: { code: 0, message: null, response: payment } };
    }
    return { status: 404, body: { code: 1, message: '존재하지 않는 결제정보입니다.', response: null } };
  };
}

let server: StandInServer;
let now: Date;
beforeAll(async () => {
  server = await startStandInServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset(portone());
  now = new Date('2026-11-24T03:00:00Z');
});

const client = (impSecret = 'secret') =>
  createPortoneClient({ baseUrl: server.baseUrl, impKey: 'key', impSecret }, () => now);
const tokenRequests = () => server.requests().filter((request) => request.url.pathname === '/users/getToken');

describe('PortOne v1 client', () => {
  it('reads a payment with a bearer token, kept until shortly before it expires', async () => {
    const portoneClient = client();

    const payment = await portoneClient.getPayment('imp_123');
    await portoneClient.getPayment('imp_123');

    expect(payment).toMatchObject({
      impUid: 'imp_123',
      merchantUid: 'SP2611240001',
      amount: 52_000,
      status: 'paid',
      currency: 'KRW',
      paidAt: new Date(1_795_000_000 * 1000),
    });
    expect(tokenRequests()).toHaveLength(1);
    now = new Date(now.getTime() + 29 * 60_000 + 1);
    await portoneClient.getPayment('imp_123');
    expect(tokenRequests()).toHaveLength(2);
  });

  it('answers null for a payment PortOne does not know', async () => {
    expect(await client().getPayment('imp_unknown')).toBeNull();
  });

  it('refuses bad credentials as PortoneApiError', async () => {
    await expect(client('wrong').getPayment('imp_123')).rejects.toThrow(PortoneApiError);
  });

  it('reports an unreachable API as PortoneApiError', async () => {
    const offline = createPortoneClient({ baseUrl: 'http://127.0.0.1:9', impKey: 'key', impSecret: 'secret' });
    await expect(offline.getPayment('imp_123')).rejects.toThrow(PortoneApiError);
  });

  it.each([
    ['paid, for this order and amount', paidPayment, { paid: true }],
    ['unknown', { ...paidPayment, imp_uid: 'imp_other' }, { paid: false, reason: 'not_found' }],
    ['not paid yet', { ...paidPayment, status: 'ready' }, { paid: false, reason: 'not_paid' }],
    ['failed', { ...paidPayment, status: 'failed' }, { paid: false, reason: 'not_paid' }],
    [
      'for another order',
      { ...paidPayment, merchant_uid: 'SP2611240002' },
      { paid: false, reason: 'merchant_uid_mismatch' },
    ],
    ['for less than the order', { ...paidPayment, amount: 5_200 }, { paid: false, reason: 'amount_mismatch' }],
  ])('verifies a payment %s', async (_name, payment, expected) => {
    server.reset(portone(payment));
    const verification = await client().verifyPayment('imp_123', { merchantUid: 'SP2611240001', amount: 52_000 });
    expect(verification).toMatchObject(expected);
  });

  it('cancels with the amount and the checksum of what may still be cancelled', async () => {
    const cancelled = await client().cancel({
      impUid: 'imp_123',
      amount: 2_000,
      checksum: 52_000,
      reason: 'overcharged',
    });

    const sent = server.requests().find((request) => request.url.pathname === '/payments/cancel');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      imp_uid: 'imp_123',
      amount: 2_000,
      checksum: 52_000,
      reason: 'overcharged',
    });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelAmount: 2_000 });
  });
});
