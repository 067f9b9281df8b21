import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { runEvery } from '../../lib/run-every.ts';
import {
  appendPaymentEvent,
  findDuePayments,
  lockDuePayment,
  overduePaymentQueue,
  type PaymentRow,
  refundQueue,
  updatePayment,
} from './payment-repository.ts';
import type { PaymentSetup } from './payment-setup.ts';
import type { GatewayAnswer } from './providers/payment-provider.ts';
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
    const answer = await askGateway(setup, candidate, now);
    const done = await inTransaction(db, async (tx) => {
      const payment = await lockDuePayment(tx, candidate.id, now);
      if (!payment) return false;
      // A result for another amount pays nothing: the payment expires like one never paid.
      if (answer.settled && answer.settled.amount === payment.amount) {
        await applyGatewayResult(tx, setup, payment, { result: answer.settled, source: 'reconciled', now });
      } else {
        await expire(tx, setup, payment, now, answer.raw);
      }
      return true;
    });
    if (done) handled += 1;
  }
  await sendPendingRefunds(db, setup, now);
  return handled;
}

/**
 * Asks the payment's gateway whether it was settled (a callback may have been lost): VNPay's
 * querydr, or PortOne's payment for the merchant_uid. An unreachable gateway settles nothing: the
 * payment still expires, and a success it reports later is refunded.
 */
async function askGateway(setup: PaymentSetup, payment: PaymentRow, now: Date): Promise<GatewayAnswer> {
  return setup.providers[payment.provider]
    .query(payment, now)
    .catch((): GatewayAnswer => ({ settled: null, raw: { gateway: 'no answer' } }));
}

async function expire(tx: Tx, setup: PaymentSetup, payment: PaymentRow, now: Date, raw: Record<string, unknown>) {
  await updatePayment(tx, payment.id, { status: 'EXPIRED', updatedAt: now });
  // An unpaid recharge releases nothing: the parcel is already on its way; the customer may pay again.
  if (payment.purpose === 'ORDER' && payment.orderId) {
    await setup.releaseOrder(tx, { orderId: payment.orderId, reason: 'PAYMENT_EXPIRED', now });
  }
  await appendPaymentEvent(tx, payment.id, { kind: 'expired', outcome: 'expired', payload: raw }, now);
}

/**
 * The payment job's two queues on /metrics, in every process whether or not it runs the job: refunds
 * to send and payments past their expiry (their oldest's age is how far the job lags).
 */
export function watchPaymentQueues(app: FastifyInstance) {
  app.metrics.watchQueue('gateway_refunds', () => refundQueue(app.db));
  app.metrics.watchQueue('overdue_payments', () => overduePaymentQueue(app.db, app.auth.clock()));
}

/** Runs the expiry every `intervalSeconds` in this process until the app closes. */
export function startPaymentExpiry(app: FastifyInstance, intervalSeconds: number) {
  runEvery(app, {
    name: 'payment expiry',
    intervalSeconds,
    run: (now) => expireDuePayments(app.db, app.payments, now),
  });
}
