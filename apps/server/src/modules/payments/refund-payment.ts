import {
  isGatewayProvider,
  REFUNDABLE_STATUSES,
  type RefundDestination,
  type RefundReason,
} from '@skyparcel/domain/payment-rules';
import type { RefundResolution, StaffRefund } from '@skyparcel/domain/refund-contracts';
import type { Database } from '../../db/database.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { moveWallet } from '../wallet/wallet-ledger.ts';
import {
  appendPaymentEvent,
  claimPendingRefunds,
  completeRefund,
  failRefund,
  findPayment,
  findRefund,
  findRefundsForStaff,
  insertRefund,
  lockOrderPayment,
  lockRefund,
  type PaymentRow,
  type RefundRow,
  retryRefund,
  updatePayment,
} from './payment-repository.ts';
import type { PaymentSetup } from './payment-setup.ts';

/**
 * The wait after a refused (or unfinished) attempt before the next: 5 minutes, doubled with every
 * attempt after the first, at most 6 hours. After MAX_REFUND_ATTEMPTS refusals (about 40 hours) the
 * refund is FAILED and staff are alerted: a gateway that still refuses will not change its mind.
 */
const REFUND_WAIT = { firstWaitMs: 5 * 60_000, maxWaitMs: 6 * 3_600_000 };
export const MAX_REFUND_ATTEMPTS = 12;

/** A payment that kept money, so something can go back. */

export type RefundRequest = {
  /** Names the refund within its payment (`cancel`, `adjust:<adjustment>`): the same key asked again is the same refund. */
  key: string;
  reason: RefundReason;
  /** Whole units of the payment's currency, at most what is still unrefunded. */
  amount: number;
  /** By default back the way it came: the gateway for a gateway payment, the wallet for the wallet and cash. */
  destination?: RefundDestination;
  now: Date;
};

export type RefundDecision =
  | { outcome: 'refunded' | 'already_refunded'; refund: RefundRow; payment: PaymentRow }
  | { outcome: 'nothing_paid'; payment: PaymentRow };

/**
 * Decides a refund inside the caller's transaction, the payment locked by the caller: the refund's
 * row, the payment's refunded sum and status (REFUNDED when nothing is left, else
 * PARTIALLY_REFUNDED), and for the wallet its REFUND movement, all in one commit. A gateway refund
 * waits to be sent (sendPendingRefunds) so no lock is held while the gateway answers. A key already
 * used answers that refund and changes nothing.
 */
export async function decideRefund(
  tx: Tx,
  payment: PaymentRow,
  request: RefundRequest & { order?: { id: string; code: string } },
): Promise<Exclude<RefundDecision, { outcome: 'nothing_paid' }>> {
  const existing = await findRefund(tx, payment.id, request.key);
  if (existing) return { outcome: 'already_refunded', refund: existing, payment };
  const left = payment.amount - payment.refundedAmount;
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0 || request.amount > left) {
    throw new RangeError(`payment ${payment.id}: cannot refund ${request.amount} of the ${left} left`);
  }
  const destination = request.destination ?? defaultDestination(payment);
  if (destination === 'gateway' && !isGatewayProvider(payment.provider)) {
    throw new RangeError(`payment ${payment.id} (${payment.provider}) has no gateway to refund through`);
  }
  const toWallet = destination === 'wallet';
  const refund = await insertRefund(tx, {
    paymentId: payment.id,
    requestKey: request.key,
    reason: request.reason,
    amount: request.amount,
    destination,
    status: toWallet ? 'DONE' : 'PENDING',
    createdAt: request.now,
    completedAt: toWallet ? request.now : null,
  });
  // The payment's lock makes the key check above final; the unique key stands behind it.
  if (!refund) throw new Error(`refund ${request.key} was written meanwhile`);
  if (toWallet) await refundToWallet(tx, payment, request);
  const refundedAmount = payment.refundedAmount + request.amount;
  const updated = await updatePayment(tx, payment.id, {
    refundedAmount,
    status: refundedAmount === payment.amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED',
    updatedAt: request.now,
  });
  await appendPaymentEvent(
    tx,
    payment.id,
    {
      kind: 'refund',
      outcome: toWallet ? 'refunded_to_wallet' : 'refund_decided',
      payload: { refundId: refund.id, key: request.key, reason: request.reason, amount: request.amount },
    },
    request.now,
  );
  return { outcome: 'refunded', refund, payment: updated };
}

/**
 * Gives back money an order's payment kept: the use case the orders module calls when a fee
 * adjustment lowers its total (the difference). A payment that kept nothing (cash not yet
 * collected, a gateway payment still pending or already refunded) answers `nothing_paid`. The
 * gateway's part is sent after the commit; the answer is the refund as it stands then (DONE, or
 * PENDING until the payment job's next try).
 */
export async function refundOrderPayment(
  db: Database,
  setup: PaymentSetup,
  request: Omit<RefundRequest, 'amount'> & { orderId: string; amount?: number },
): Promise<RefundDecision> {
  const decision = await inTransaction(db, (tx) => decideOrderRefund(tx, request));
  return sendDecidedRefund(db, setup, decision, request);
}

/** The refund of an order's payment decided inside the caller's transaction, the payment locked first. */
async function decideOrderRefund(
  tx: Tx,
  request: Omit<RefundRequest, 'amount'> & { orderId: string; amount?: number },
): Promise<RefundDecision> {
  const locked = await lockOrderPayment(tx, request.orderId);
  if (!locked) throw new Error(`order ${request.orderId} has no payment`);
  const { payment, orderCode } = locked;
  const existing = await findRefund(tx, payment.id, request.key);
  if (existing) return { outcome: 'already_refunded', refund: existing, payment };
  if (!REFUNDABLE_STATUSES.has(payment.status)) return { outcome: 'nothing_paid', payment };
  const amount = request.amount ?? payment.amount - payment.refundedAmount;
  return decideRefund(tx, payment, { ...request, amount, order: { id: request.orderId, code: orderCode } });
}

/**
 * The payment of an order its customer cancels, inside the cancellation's transaction and before
 * the order's row is locked (the payment is locked first, as the gateways' callbacks lock it before
 * they release an order, so the two never wait on each other). What was kept is refunded whole,
 * once (key `cancel`); a payment still waiting is closed as EXPIRED, so money that arrives for it
 * later is given back by the callbacks' late-success rule.
 */
export async function settleCancelledOrderPayment(
  tx: Tx,
  request: { orderId: string; now: Date },
): Promise<RefundDecision> {
  const decision = await decideOrderRefund(tx, { ...request, key: 'cancel', reason: 'ORDER_CANCELLED' });
  const { payment } = decision;
  if (decision.outcome !== 'nothing_paid' || payment.status !== 'PENDING') return decision;
  const closed = await updatePayment(tx, payment.id, { status: 'EXPIRED', updatedAt: request.now });
  await appendPaymentEvent(tx, payment.id, { kind: 'order_cancelled', outcome: 'expired' }, request.now);
  return { outcome: 'nothing_paid', payment: closed };
}

/** After the commit: a gateway refund decided is sent now; answers the refund as it then stands. */
export async function sendDecidedRefund(
  db: Database,
  setup: PaymentSetup,
  decision: RefundDecision,
  request: { key: string; now: Date },
): Promise<RefundDecision> {
  if (decision.outcome !== 'refunded' || decision.refund.status === 'DONE') return decision;
  await sendPendingRefunds(db, setup, request.now, decision.payment.id);
  const refund = (await findRefund(db, decision.payment.id, request.key)) ?? decision.refund;
  return { ...decision, refund, payment: await findPayment(db, decision.payment.id) };
}

/**
 * Sends the gateway refunds decided and not yet confirmed (one payment's, or every one due a try):
 * each is claimed for one attempt, so two processes never send the same refund at once. VNPay's
 * "already refunded" (94) counts as done; any other refusal (PortOne's included) is kept and tried
 * again later.
 */
export async function sendPendingRefunds(
  db: Database,
  setup: PaymentSetup,
  now: Date,
  onlyPaymentId?: string,
): Promise<number> {
  const claimed = await claimPendingRefunds(db, now, REFUND_WAIT, onlyPaymentId);
  for (const refund of claimed) {
    const payment = await findPayment(db, refund.paymentId);
    const answer = await setup.providers[payment.provider].refund(db, payment, refund, now).catch((error: unknown) => ({
      responseCode: 'unreachable',
      message: String(error),
    }));
    const done = answer.responseCode === '00' || answer.responseCode === '94';
    const givenUp = !done && refund.attempts >= MAX_REFUND_ATTEMPTS;
    await inTransaction(db, async (tx) => {
      if (done) await completeRefund(tx, refund.id, now);
      if (givenUp) await failRefund(tx, refund.id);
      const outcome = done ? 'refunded' : givenUp ? 'refund_failed' : 'refused';
      const payload = { refundId: refund.id, attempt: refund.attempts, ...answer };
      await appendPaymentEvent(tx, payment.id, { kind: 'refund', outcome, payload }, now);
    });
    if (givenUp) {
      setup.alert('refund_failed', 'gateway refund failed: staff must resolve it (GET /api/ops/v1/refunds/failed)', {
        refundId: refund.id,
        paymentId: payment.id,
        provider: payment.provider,
        amount: refund.amount,
        attempts: refund.attempts,
        lastAnswer: answer.responseCode,
      });
    }
  }
  return claimed.length;
}

/**
 * Staff's resolution of a refund the gateway kept refusing, in the caller's transaction: sent again
 * as if never tried (the caller sends it after the commit), or recorded as paid back another way.
 * Any other refund is 409 REFUND_NOT_FAILED; an unknown one 404.
 */
export async function resolveFailedRefund(
  tx: Tx,
  resolution: { refundId: string; action: RefundResolution; note: string; staffId: string; now: Date },
): Promise<{ refund: RefundRow; orderId: string | null }> {
  const refund = await lockRefund(tx, resolution.refundId);
  if (!refund) throw new AppError('NOT_FOUND');
  if (refund.status !== 'FAILED') throw new AppError('REFUND_NOT_FAILED');
  if (resolution.action === 'RETRY') await retryRefund(tx, refund.id);
  else await completeRefund(tx, refund.id, resolution.now);
  const outcome = resolution.action === 'RETRY' ? 'refund_retried' : 'refunded_outside';
  const payload = { refundId: refund.id, note: resolution.note, staffId: resolution.staffId };
  await appendPaymentEvent(tx, refund.paymentId, { kind: 'refund', outcome, payload }, resolution.now);
  return { refund, orderId: (await findPayment(tx, refund.paymentId)).orderId };
}

/** Refunds as staff see them: those given up on, or one by id (undefined when unknown). */
export async function staffRefunds(db: Database, which: { failed: true } | { id: string }): Promise<StaffRefund[]> {
  const rows = await findRefundsForStaff(db, which);
  return rows.map(({ refund, currency, orderCode }) => ({
    id: refund.id,
    paymentId: refund.paymentId,
    orderCode,
    amount: refund.amount,
    currency,
    reason: refund.reason,
    destination: refund.destination,
    status: refund.status,
    attempts: refund.attempts,
    lastAttemptAt: refund.attemptAt?.toISOString() ?? null,
    createdAt: refund.createdAt.toISOString(),
  }));
}

function defaultDestination(payment: PaymentRow): RefundDestination {
  return isGatewayProvider(payment.provider) ? 'gateway' : 'wallet';
}

/** The wallet's REFUND movement, in the refund's transaction; a top-up is never refunded to the wallet it filled. */
async function refundToWallet(tx: Tx, payment: PaymentRow, request: Parameters<typeof decideRefund>[2]) {
  if (payment.purpose === 'TOPUP') throw new RangeError(`top-up ${payment.id} cannot be refunded to the wallet`);
  const moved = await moveWallet(tx, {
    userId: payment.userId,
    type: 'REFUND',
    amount: request.amount,
    order: request.order,
    now: request.now,
  });
  if (!moved) throw new Error(`payment ${payment.id}: no wallet for its customer`);
}
