import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { VnpayQueryResult } from '../../integrations/vnpay/vnpay-client.ts';
import {
  appendPaymentEvent,
  findDuePayments,
  lockDuePayment,
  type PaymentRow,
  updatePayment,
} from './payment-repository.ts';
import type { PaymentSetup } from './payment-setup.ts';
import { sendPendingRefunds } from './refund-payment.ts';
import { applyGatewayResult } from './settle-payment.ts';

const BATCH = 20;

/**
 * Gateway payments past their time: each is first asked of the gateway (querydr), because a
 * callback may have been lost; what the gateway settled is recorded as if it had called, and what
 * it never saw paid expires and releases its order's flight weight and voucher. Each is locked
 * with FOR UPDATE SKIP LOCKED, so several server processes share the work without doing any
 * twice. Then the refunds still to send are sent. Answers how many payments were handled.
 */
export async function expireDuePayments(db: Database, setup: PaymentSetup, now: Date): Promise<number> {
  let handled = 0;
  for (const candidate of await findDuePayments(db, now, BATCH)) {
    // Asked before the lock is taken: no row stays locked while the gateway answers.
    const found = await askGateway(setup, candidate, now);
    const done = await db.transaction(async (tx) => {
      const payment = await lockDuePayment(tx, candidate.id, now);
      if (!payment) return false;
      if (found && isSettled(found)) await recordReconciled(tx, setup, payment, found, now);
      else await expire(tx, setup, payment, now, found);
      return true;
    });
    if (done) handled += 1;
  }
  await sendPendingRefunds(db, setup, now);
  return handled;
}

function recordReconciled(tx: Database, setup: PaymentSetup, payment: PaymentRow, found: VnpayQueryResult, now: Date) {
  return applyGatewayResult(tx, setup, payment, {
    result: {
      txnRef: found.txnRef,
      amount: found.amountVnd ?? -1,
      succeeded: found.transactionStatus === '00',
      responseCode: found.transactionStatus,
      transactionNo: found.transactionNo,
      raw: { ...found },
    },
    source: 'reconciled',
    now,
  });
}

/** querydr found the payment and it is over, paid or not (`01` means still open at VNPay). */
function isSettled(found: VnpayQueryResult): boolean {
  return found.responseCode === '00' && found.transactionStatus !== '01';
}

async function askGateway(setup: PaymentSetup, payment: PaymentRow, now: Date): Promise<VnpayQueryResult | null> {
  if (payment.provider !== 'vnpay' || !setup.vnpay || !payment.txnRef) return null;
  try {
    return await setup.vnpay.queryTransaction({
      txnRef: payment.txnRef,
      transactionDate: payment.createdAt,
      now,
    });
  } catch {
    // Unreachable gateway: the payment still expires; a success it reports later is refunded.
    return null;
  }
}

async function expire(
  tx: Database,
  setup: PaymentSetup,
  payment: PaymentRow,
  now: Date,
  found: VnpayQueryResult | null,
) {
  await updatePayment(tx, payment.id, { status: 'EXPIRED', updatedAt: now });
  if (payment.orderId) await setup.releaseOrder(tx, payment.orderId);
  await appendPaymentEvent(
    tx,
    payment.id,
    { kind: 'expired', outcome: 'expired', payload: found ? { ...found } : { gateway: 'no answer' } },
    now,
  );
}

/** Runs the expiry every `intervalSeconds` in this process until the app closes. */
export function startPaymentExpiry(app: FastifyInstance, intervalSeconds: number) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = expireDuePayments(app.db, app.payments, app.auth.clock()).catch((error: unknown) =>
      app.log.error({ err: error }, 'payment expiry failed'),
    );
  }, intervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
