import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { aCustomer, type Customer } from '../../test/builders.ts';
import {
  aGatewayOrder,
  aPaidGatewayOrder,
  aWalletPaidOrder,
  sandboxRefunded,
  selectRows,
  walletAndLedgerOf,
} from '../../test/payment-flows.ts';
import { testApp } from '../../test/test-app.ts';
import { expireDuePayments } from './payment-expiry.ts';
import { MAX_REFUND_ATTEMPTS, refundOrderPayment } from './refund-payment.ts';

const now = new Date();
const t = testApp({ PUBLIC_WEB_URL: 'http://localhost:8080' }, { clock: () => now });
const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(t, query);

// Amounts are read as numbers: node-postgres answers bigint as text, PGlite as a number.
const paymentOf = async (uuid: string) => {
  const [row] = await rows<{ status: string; refunded: string; amount: string }>(
    sql`select status, refunded_amount as refunded, amount from payments where order_id = ${uuid}`,
  );
  return { status: row.status, refunded: Number(row.refunded), amount: Number(row.amount) };
};

const refundsOf = async (uuid: string) =>
  (
    await rows<{ amount: string; status: string; destination: string; reason: string }>(
      sql`select r.amount, r.status, r.destination, r.reason from payment_refunds r
          join payments p on p.id = r.payment_id where p.order_id = ${uuid} order by r.amount desc`,
    )
  ).map((row) => ({ ...row, amount: Number(row.amount) }));

const walletOf = (customer: Customer) => walletAndLedgerOf(t, customer);

const refund = (orderId: string, request: { key: string; amount?: number; destination?: 'wallet' | 'gateway' }) =>
  refundOrderPayment(t.db, t.app.payments, {
    orderId,
    reason: request.amount === undefined ? 'ORDER_CANCELLED' : 'FEE_ADJUSTED',
    now,
    ...request,
  });

describe('refunding an order paid through VNPay', () => {
  it('gives a cancelled order its whole payment back through the gateway', async () => {
    const customer = await aCustomer(t);
    const { uuid, code, amount } = await aPaidGatewayOrder(t, customer);

    const decision = await refund(uuid, { key: `cancel:${uuid}` });

    expect(decision).toMatchObject({ outcome: 'refunded', refund: { status: 'DONE', destination: 'gateway' } });
    expect(await paymentOf(uuid)).toMatchObject({ status: 'REFUNDED', refunded: amount });
    expect(await sandboxRefunded(t, code)).toBe(amount);
  });

  it('gives back a lowered total in parts, each once, and never more than was paid', async () => {
    const customer = await aCustomer(t);
    const { uuid, code, amount } = await aPaidGatewayOrder(t, customer);

    await refund(uuid, { key: 'adjust:1', amount: 10_000 });
    await refund(uuid, { key: 'adjust:1', amount: 10_000 });
    await refund(uuid, { key: 'adjust:2', amount: 5_000 });

    expect(await paymentOf(uuid)).toMatchObject({ status: 'PARTIALLY_REFUNDED', refunded: 15_000 });
    expect(await sandboxRefunded(t, code)).toBe(15_000);
    const seen = await t.request({ method: 'GET', url: `/api/v1/order/${uuid}/payment`, token: customer.token });
    expect(seen.json().data).toMatchObject({ status: 'PARTIALLY_REFUNDED', amount, refunded_amount: 15_000 });
    await expect(refund(uuid, { key: 'adjust:3', amount: amount })).rejects.toThrow(RangeError);
    expect((await refundsOf(uuid)).map((row) => row.amount)).toEqual([10_000, 5_000]);

    // The cancellation then gives back what is left, and only that.
    await refund(uuid, { key: `cancel:${uuid}` });
    expect(await paymentOf(uuid)).toMatchObject({ status: 'REFUNDED', refunded: amount });
    expect(await sandboxRefunded(t, code)).toBe(amount);
  });

  it('refunds once when the same cancellation is asked ten times at the same moment', async () => {
    const customer = await aCustomer(t);
    const { uuid, code, amount } = await aPaidGatewayOrder(t, customer);

    const decisions = await Promise.all(Array.from({ length: 10 }, () => refund(uuid, { key: `cancel:${uuid}` })));

    expect(decisions.filter((decision) => decision.outcome === 'refunded')).toHaveLength(1);
    expect(decisions.filter((decision) => decision.outcome === 'already_refunded')).toHaveLength(9);
    expect(await refundsOf(uuid)).toHaveLength(1);
    expect(await sandboxRefunded(t, code)).toBe(amount);
  });

  it('lets parallel adjustments refund only what the payment still holds', async () => {
    const customer = await aCustomer(t);
    const { uuid, amount } = await aPaidGatewayOrder(t, customer);
    const part = Math.floor(amount / 3) + 1;

    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) => refund(uuid, { key: `adjust:${index}`, amount: part })),
    );

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    expect(await paymentOf(uuid)).toMatchObject({ status: 'PARTIALLY_REFUNDED', refunded: 2 * part });
  });

  it('keeps a refund the gateway did not confirm and sends it again later, once', async () => {
    const customer = await aCustomer(t);
    const { uuid, code, amount } = await aPaidGatewayOrder(t, customer);
    // VNPay does not know the payment yet (its book lost it): the refund is refused and kept.
    await t.db.execute(sql`update vnpay_sandbox_transactions set transaction_status = '02' where txn_ref = ${code}`);

    const decision = await refund(uuid, { key: `cancel:${uuid}` });
    expect(decision).toMatchObject({ outcome: 'refunded', refund: { status: 'PENDING' } });
    expect(await paymentOf(uuid)).toMatchObject({ status: 'REFUNDED' });

    await t.db.execute(sql`update vnpay_sandbox_transactions set transaction_status = '00' where txn_ref = ${code}`);
    // Not before the retry delay, then by one of two processes.
    await expireDuePayments(t.db, t.app.payments, new Date(now.getTime() + 60_000));
    expect((await refundsOf(uuid))[0].status).toBe('PENDING');
    const later = new Date(now.getTime() + 6 * 60_000);
    await Promise.all([expireDuePayments(t.db, t.app.payments, later), expireDuePayments(t.db, t.app.payments, later)]);
    expect((await refundsOf(uuid))[0].status).toBe('DONE');
    expect(await sandboxRefunded(t, code)).toBe(amount);
  });

  it('can refund a gateway payment to the wallet instead, at once', async () => {
    const customer = await aCustomer(t);
    const { uuid, code, amount } = await aPaidGatewayOrder(t, customer);

    await refund(uuid, { key: `cancel:${uuid}`, destination: 'wallet' });

    expect(await walletOf(customer)).toEqual({ balance: amount, ledgerSum: amount });
    expect(await sandboxRefunded(t, code)).toBe(0);
    expect(await refundsOf(uuid)).toEqual([
      { amount, status: 'DONE', destination: 'wallet', reason: 'ORDER_CANCELLED' },
    ]);
  });

  it('has nothing to refund while the payment is still pending', async () => {
    const customer = await aCustomer(t);
    const { uuid } = await aGatewayOrder(t, customer);

    expect(await refund(uuid, { key: `cancel:${uuid}` })).toMatchObject({ outcome: 'nothing_paid' });
    expect(await paymentOf(uuid)).toMatchObject({ status: 'PENDING', refunded: 0 });
    expect(await refundsOf(uuid)).toEqual([]);
  });
});

describe('refunding an order paid from the wallet', () => {
  it('credits the wallet with a REFUND line naming the order, and the ledger still balances', async () => {
    const customer = await aCustomer(t);
    const { uuid, code } = await aWalletPaidOrder(t, customer, now);
    const paid = await walletOf(customer);

    await refund(uuid, { key: 'adjust:1', amount: 7_000 });
    await refund(uuid, { key: `cancel:${uuid}` });

    const total = (await paymentOf(uuid)).amount;
    expect(await walletOf(customer)).toEqual({ balance: paid.balance + total, ledgerSum: paid.balance + total });
    const lines = await rows<{ amount: string; order_number: string }>(
      sql`select amount, order_number from wallet_ledger where user_id = ${customer.id} and type = 'REFUND' order by amount`,
    );
    expect(lines.map((line) => [Number(line.amount), line.order_number])).toEqual(
      [
        [7_000, code],
        [total - 7_000, code],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    expect(await paymentOf(uuid)).toMatchObject({ status: 'REFUNDED' });
  });

  it('credits once when a cancellation is asked twenty times at once', async () => {
    const customer = await aCustomer(t);
    const { uuid } = await aWalletPaidOrder(t, customer, now);
    const paid = await walletOf(customer);

    await Promise.all(Array.from({ length: 20 }, () => refund(uuid, { key: `cancel:${uuid}` })));

    const total = (await paymentOf(uuid)).amount;
    expect(await walletOf(customer)).toEqual({ balance: paid.balance + total, ledgerSum: paid.balance + total });
    expect(await refundsOf(uuid)).toHaveLength(1);
  });

  it('refuses to send a wallet payment to a gateway, and changes nothing', async () => {
    const customer = await aCustomer(t);
    const { uuid } = await aWalletPaidOrder(t, customer, now);
    const paid = await walletOf(customer);

    await expect(refund(uuid, { key: `cancel:${uuid}`, destination: 'gateway' })).rejects.toThrow(RangeError);

    expect(await walletOf(customer)).toEqual(paid);
    expect(await paymentOf(uuid)).toMatchObject({ status: 'PAID', refunded: 0 });
    expect(await refundsOf(uuid)).toEqual([]);
  });
});

describe('a gateway refund the gateway keeps refusing', () => {
  const HOUR = 3_600_000;
  const at = (ms: number) => new Date(now.getTime() + ms);
  const refundRow = async (uuid: string) =>
    (
      await rows<{ id: string; status: string; attempts: number }>(
        sql`select r.id, r.status, r.attempts from payment_refunds r
            join payments p on p.id = r.payment_id where p.order_id = ${uuid}`,
      )
    )[0];
  const refusedRefund = async () => {
    const customer = await aCustomer(t);
    const { uuid, code, amount } = await aPaidGatewayOrder(t, customer);
    await t.db.execute(sql`update vnpay_sandbox_transactions set transaction_status = '02' where txn_ref = ${code}`);
    await refund(uuid, { key: `cancel:${uuid}` });
    return { uuid, code, amount };
  };
  const ops = (request: { method: 'GET' | 'POST'; url: string; payload?: object; token: string; lang?: string }) =>
    t.request(request);

  it('waits longer after each refusal, gives up after the last attempt and alerts staff once', async () => {
    const alert = vi.spyOn(t.app.payments, 'alert');
    const { uuid } = await refusedRefund();
    expect(await refundRow(uuid)).toMatchObject({ status: 'PENDING', attempts: 1 });
    // The second attempt after 5 minutes, the third not before 10 more.
    await expireDuePayments(t.db, t.app.payments, at(6 * 60_000));
    expect((await refundRow(uuid)).attempts).toBe(2);
    await expireDuePayments(t.db, t.app.payments, at(12 * 60_000));
    expect((await refundRow(uuid)).attempts).toBe(2);
    // Then every attempt, each past the longest wait (6 hours).
    for (let attempt = 3; attempt <= MAX_REFUND_ATTEMPTS; attempt++) {
      await expireDuePayments(t.db, t.app.payments, at(attempt * 7 * HOUR));
    }
    const failed = await refundRow(uuid);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: MAX_REFUND_ATTEMPTS });
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert.mock.calls[0][0]).toBe('refund_failed');
    expect(alert.mock.calls[0][2]).toMatchObject({ refundId: failed.id, attempts: MAX_REFUND_ATTEMPTS });
    // Given up on: no more attempts, however long after.
    await expireDuePayments(t.db, t.app.payments, at(100 * HOUR));
    expect(await refundRow(uuid)).toMatchObject({ status: 'FAILED', attempts: MAX_REFUND_ATTEMPTS });
    alert.mockRestore();
  });

  it('is listed for staff, who send it again or record it paid back another way, audited', async () => {
    const staff = await t.login('OPS0001');
    const first = await refusedRefund();
    const second = await refusedRefund();
    const give = (uuid: string) =>
      t.db.execute(sql`update payment_refunds set status = 'FAILED', attempts = 12
        where payment_id = (select id from payments where order_id = ${uuid})`);
    await give(first.uuid);
    await give(second.uuid);
    const ids = { first: (await refundRow(first.uuid)).id, second: (await refundRow(second.uuid)).id };

    const customer = await aCustomer(t);
    expect((await ops({ method: 'GET', url: '/api/ops/v1/refunds/failed', token: customer.token })).statusCode).toBe(
      403,
    );
    const listed = (await ops({ method: 'GET', url: '/api/ops/v1/refunds/failed', token: staff })).json().data.refunds;
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: ids.first, order_code: first.code, status: 'FAILED', attempts: 12 }),
        expect.objectContaining({ id: ids.second, order_code: second.code, status: 'FAILED' }),
      ]),
    );

    const resolve = (id: string, payload: object, lang = 'en') =>
      ops({ method: 'POST', url: `/api/ops/v1/refunds/${id}/resolve`, token: staff, payload, lang });
    const noNote = await resolve(ids.first, { action: 'RETRY', note: ' ' }, 'vi');
    expect([noNote.statusCode, noNote.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    expect((await refundRow(first.uuid)).status).toBe('FAILED');

    // The gateway has found the payment again: the retry goes through at once.
    await t.db.execute(
      sql`update vnpay_sandbox_transactions set transaction_status = '00' where txn_ref = ${first.code}`,
    );
    const retried = await resolve(ids.first, { action: 'RETRY', note: 'VNPay fixed its records (ticket 4411)' });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ id: ids.first, status: 'DONE', attempts: 1 });
    expect(await sandboxRefunded(t, first.code)).toBe(first.amount);

    const outside = await resolve(ids.second, { action: 'PAID_OUTSIDE', note: 'Bank transfer VCB 0931' });
    expect(outside.json().data).toMatchObject({ status: 'DONE', attempts: 12 });
    expect(await sandboxRefunded(t, second.code)).toBe(0);
    const again = await resolve(ids.second, { action: 'RETRY', note: 'twice' }, 'ko');
    expect([again.statusCode, again.json().code]).toEqual([409, 'REFUND_NOT_FAILED']);
    expect(again.json().message).toBe('결제 대행사가 계속 거절한 환불만 직원이 처리할 수 있습니다.');
    const unknown = await resolve('00000000-0000-4000-8000-000000000000', { action: 'RETRY', note: 'x' });
    expect(unknown.statusCode).toBe(404);

    const audit = await rows<{ action: string }>(
      sql`select action from operations_audit where request->>'refundId' in (${ids.first}, ${ids.second}) order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['refund_retry', 'refund_paid_outside']);
  });
});
