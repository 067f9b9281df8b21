import type { Database } from '../../db/client.ts';
import { appendPaymentEvent, claimPendingRefunds, type PaymentRow, updatePayment } from './payment-repository.ts';
import type { PaymentSetup } from './payment-setup.ts';

/** How long a refund attempt may take before another process tries again. */
const REFUND_RETRY_MS = 5 * 60_000;

/**
 * Decides a refund of the whole payment inside the caller's transaction, under the payment's
 * lock: the payment says REFUNDED and the refund waits to be sent. Deciding and sending are apart
 * so no lock is held while the gateway answers, and a refund decided twice at once is decided once
 * (the second finds the payment already REFUNDED).
 */
export function queueFullRefund(tx: Database, payment: PaymentRow, now: Date, transactionNo: string | null) {
  return updatePayment(tx, payment.id, {
    status: 'REFUNDED',
    refundedAmount: payment.amount,
    refundPending: true,
    refundAttemptAt: null,
    providerTransactionNo: transactionNo ?? payment.providerTransactionNo,
    updatedAt: now,
  });
}

/**
 * Sends the refunds decided and not yet confirmed (one payment's, or every one due a try): each
 * is claimed for one attempt, so two processes never send the same refund at once. VNPay's
 * "already refunded" (94) counts as done; any other refusal is kept and tried again later.
 */
export async function sendPendingRefunds(
  db: Database,
  setup: PaymentSetup,
  now: Date,
  onlyPaymentId?: string,
): Promise<number> {
  const claimed = await claimPendingRefunds(db, now, new Date(now.getTime() - REFUND_RETRY_MS), onlyPaymentId);
  for (const payment of claimed) {
    const answer = await refundAtGateway(setup, payment, now).catch((error: unknown) => ({
      responseCode: 'unreachable',
      message: String(error),
    }));
    const done = answer.responseCode === '00' || answer.responseCode === '94';
    await db.transaction(async (tx) => {
      if (done) await updatePayment(tx, payment.id, { refundPending: false, updatedAt: now });
      await appendPaymentEvent(
        tx,
        payment.id,
        { kind: 'refund', outcome: done ? 'refunded' : 'refused', payload: { ...answer } },
        now,
      );
    });
  }
  return claimed.length;
}

function refundAtGateway(setup: PaymentSetup, payment: PaymentRow, now: Date) {
  if (payment.provider !== 'vnpay' || !setup.vnpay || !payment.txnRef) {
    return Promise.reject(new Error(`no gateway refunds payment ${payment.id}`));
  }
  return setup.vnpay.refund({
    txnRef: payment.txnRef,
    amountVnd: payment.refundedAmount,
    transactionType: payment.refundedAmount === payment.amount ? '02' : '03',
    transactionNo: payment.providerTransactionNo ?? undefined,
    transactionDate: payment.createdAt,
    createdBy: 'skyparcel',
    orderInfo: `Hoan tien don hang ${payment.txnRef}`,
    now,
  });
}
