import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
import { refundOrderPayment } from './refund-payment.ts';

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
