import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import type { VnpayQueryResult } from '../../integrations/vnpay/vnpay-client.ts';
import { runEvery } from '../../lib/run-every.ts';
import {
  appendPaymentEvent,
  findDuePayments,
  lockDuePayment,
  type PaymentRow,
  updatePayment,
} from './payment-repository.ts';
import type { PaymentSetup } from './payment-setup.ts';
import { portoneResult } from './portone-callbacks.ts';
import { sendPendingRefunds } from './refund-payment.ts';
import { applyGatewayResult, type GatewayResult } from './settle-payment.ts';

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

/** What the gateway said of a due payment: its final result, if any, and what it answered. */
type GatewayAnswer = { settled: GatewayResult | null; raw: Record<string, unknown> };

/**
 * Asks the payment's gateway whether it was settled (a callback may have been lost): VNPay's
 * querydr, or PortOne's payment for the merchant_uid. An unreachable gateway settles nothing: the
 * payment still expires, and a success it reports later is refunded.
 */
async function askGateway(setup: PaymentSetup, payment: PaymentRow, now: Date): Promise<GatewayAnswer> {
  if (!payment.txnRef) return { settled: null, raw: { gateway: 'no reference' } };
  try {
    if (payment.provider === 'vnpay' && setup.vnpay) {
      const found = await setup.vnpay.queryTransaction({
        txnRef: payment.txnRef,
        transactionDate: payment.createdAt,
        now,
      });
      return { settled: isSettled(found) ? vnpayQueryResult(found) : null, raw: { ...found } };
    }
    if (payment.provider === 'portone' && setup.portone) {
      const found = await setup.portone.client.findPayment(payment.txnRef);
      return { settled: found && portoneResult(found), raw: found ? { ...found } : { portone: 'no payment' } };
    }
  } catch {
    // Unreachable: falls through to "no answer".
  }
  return { settled: null, raw: { gateway: 'no answer' } };
}

function vnpayQueryResult(found: VnpayQueryResult): GatewayResult {
  return {
    txnRef: found.txnRef,
    amount: found.amountVnd ?? -1,
    succeeded: found.transactionStatus === '00',
    responseCode: found.transactionStatus,
    transactionNo: found.transactionNo,
    raw: { ...found },
  };
}

/** querydr found the payment and it is over, paid or not (`01` means still open at VNPay). */
function isSettled(found: VnpayQueryResult): boolean {
  return found.responseCode === '00' && found.transactionStatus !== '01';
}

async function expire(tx: Tx, setup: PaymentSetup, payment: PaymentRow, now: Date, raw: Record<string, unknown>) {
  await updatePayment(tx, payment.id, { status: 'EXPIRED', updatedAt: now });
  // An unpaid recharge releases nothing: the parcel is already on its way; the customer may pay again.
  if (payment.purpose === 'ORDER' && payment.orderId) {
    await setup.releaseOrder(tx, { orderId: payment.orderId, reason: 'PAYMENT_EXPIRED', now });
  }
  await appendPaymentEvent(tx, payment.id, { kind: 'expired', outcome: 'expired', payload: raw }, now);
}

/** Runs the expiry every `intervalSeconds` in this process until the app closes. */
export function startPaymentExpiry(app: FastifyInstance, intervalSeconds: number) {
  runEvery(app, {
    name: 'payment expiry',
    intervalSeconds,
    run: (now) => expireDuePayments(app.db, app.payments, now),
  });
}
