import { isClosedUnpaid } from '@skyparcel/domain/payment-rules';
import type { Database } from '../../db/database.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { moveWallet } from '../wallet/wallet-ledger.ts';
import { appendPaymentEvent, lockPaymentByTxnRef, type PaymentRow, updatePayment } from './payment-repository.ts';
import type { PaymentSetup } from './payment-setup.ts';
import type { GatewayResult } from './providers/payment-provider.ts';
import { decideRefund, sendPendingRefunds } from './refund-payment.ts';

/** Where it came from: the browser's return, VNPay's IPN, PortOne's webhook, or the reconciliation job. */
export type ResultSource = 'return' | 'ipn' | 'webhook' | 'reconciled';

/**
 * What recording did, in the order VNPay's IPN checks (payments.md): unknown payment,
 * another amount, already settled (a replay, or a result after expiry), or recorded now.
 */
export type Settlement =
  | { outcome: 'unknown' }
  | { outcome: 'amount_mismatch' | 'already_settled' | 'recorded'; payment: PaymentRow };

/**
 * Records a gateway's result once, whichever of return URL, IPN and reconciliation arrives first
 * or again: under the payment's lock only a PENDING payment changes. Success marks it paid; a
 * failed order payment releases the order's flight weight and voucher in the same commit (a failed
 * recharge releases nothing: the customer may pay it again).
 * A success after the payment expired or failed is refunded in full (the order is gone), once.
 */
export async function settleGatewayResult(
  db: Database,
  setup: PaymentSetup,
  request: { result: GatewayResult; source: ResultSource; now: Date },
): Promise<Settlement> {
  const settlement = await inTransaction(db, async (tx): Promise<Settlement> => {
    const payment = await lockPaymentByTxnRef(tx, request.result.txnRef);
    if (!payment) return { outcome: 'unknown' };
    return applyGatewayResult(tx, setup, payment, request);
  });
  // A late success was decided a refund: sent now, after the commit (no-op when none waits).
  if (settlement.outcome === 'already_settled' && settlement.payment.refundedAmount > 0) {
    await sendPendingRefunds(db, setup, request.now, settlement.payment.id);
  }
  return settlement;
}

/** settleGatewayResult's rules for a payment the caller has locked (the expiry job claims its own). */
export async function applyGatewayResult(
  tx: Tx,
  setup: PaymentSetup,
  payment: PaymentRow,
  request: { result: GatewayResult; source: ResultSource; now: Date },
): Promise<Exclude<Settlement, { outcome: 'unknown' }>> {
  const { result, source, now } = request;
  const record = (outcome: string) =>
    appendPaymentEvent(tx, payment.id, { kind: source, outcome, payload: result.raw }, now);
  if (result.amount !== payment.amount) {
    await record('amount_mismatch');
    return { outcome: 'amount_mismatch', payment };
  }
  if (payment.status !== 'PENDING') {
    if (result.succeeded && isClosedUnpaid(payment.status)) {
      // Money for an order already released: given back in full, once (refund-payment.ts).
      const paid = await updatePayment(tx, payment.id, {
        providerTransactionNo: result.transactionNo || payment.providerTransactionNo,
        updatedAt: now,
      });
      const refunded = await decideRefund(tx, paid, {
        key: `late:${payment.id}`,
        reason: 'LATE_PAYMENT',
        amount: payment.amount,
        destination: 'gateway',
        now,
      });
      await record('late_success_refunded');
      return { outcome: 'already_settled', payment: refunded.payment };
    }
    await record('duplicate');
    return { outcome: 'already_settled', payment };
  }
  const settled = await updatePayment(tx, payment.id, {
    status: result.succeeded ? 'PAID' : 'FAILED',
    responseCode: result.responseCode,
    providerTransactionNo: result.transactionNo || null,
    paidAt: result.succeeded ? now : null,
    updatedAt: now,
  });
  if (result.succeeded && payment.purpose === 'TOPUP') await creditTopup(tx, payment, now);
  if (!result.succeeded && payment.purpose === 'ORDER' && payment.orderId) {
    await setup.releaseOrder(tx, { orderId: payment.orderId, reason: 'PAYMENT_FAILED', now });
  }
  await record(result.succeeded ? 'paid' : 'failed');
  return { outcome: 'recorded', payment: settled };
}

/** A paid top-up reaches the wallet in the transaction that marks it paid: once, like the payment. */
async function creditTopup(tx: Tx, payment: PaymentRow, now: Date) {
  const type = 'TOPUP_S247';
  const moved = await moveWallet(tx, {
    userId: payment.userId,
    type,
    amount: payment.amount,
    reference: payment.txnRef ?? undefined,
    now,
  });
  if (!moved) throw new Error(`top-up ${payment.id}: no wallet for its customer`);
}
