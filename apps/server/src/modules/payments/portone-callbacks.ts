import type { OrderPayment } from '@skyparcel/domain/payment-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { keepVirtualAccount } from './payment-repository.ts';
import type { PaymentSetup } from './payment-setup.ts';
import { getOwnPayment } from './payment-view.ts';
import { type ResultSource, type Settlement, settleGatewayResult } from './settle-payment.ts';

type WebhookContext = { db: Database; setup: PaymentSetup; now: Date; log: FastifyBaseLogger };

/** What PortOne says of a payment: unknown (or for another order), no result yet, or settled here. */
type PortoneReading =
  | { kind: 'invalid' }
  | { kind: 'waiting'; merchantUid: string }
  | { kind: 'settled'; settlement: Settlement };

/**
 * Re-reads the payment PortOne names and records what PortOne says, never what the caller says:
 * the webhook is unsigned and the browser's query can be typed by anyone (the provider verifies).
 */
async function settleFromPortone(
  context: Omit<WebhookContext, 'log'>,
  impUid: string,
  source: ResultSource,
  claimedMerchantUid?: string,
): Promise<PortoneReading> {
  const portone = context.setup.providers.portone;
  const reading = await portone.verifyCallback({ impUid, merchantUid: claimedMerchantUid });
  if (reading.kind === 'refused') return { kind: 'invalid' };
  if (reading.kind === 'waiting') {
    // A virtual account issued: the customer is told where to transfer while the payment waits.
    if (reading.virtualAccount) await keepVirtualAccount(context.db, reading.txnRef, reading.virtualAccount);
    return { kind: 'waiting', merchantUid: reading.txnRef };
  }
  const { result } = reading;
  const settlement = await settleGatewayResult(context.db, context.setup, { result, source, now: context.now });
  // Money PortOne took for another amount than the order's (changed in the browser) pays nothing here.
  if (settlement.outcome === 'amount_mismatch' && result.succeeded) await portone.returnUnmatched?.(result);
  return { kind: 'settled', settlement };
}

/**
 * PortOne's webhook (`POST {imp_uid, merchant_uid, status}`, unsigned, sent for payments only, in
 * any order with the browser's return): the payment is re-read from PortOne and settled once.
 * Answers whether anything was about a known payment; a call about nothing is logged.
 */
export async function answerPortoneWebhook(context: WebhookContext, body: { imp_uid?: unknown }) {
  const impUid = typeof body.imp_uid === 'string' ? body.imp_uid : '';
  const reading = await settleFromPortone(context, impUid, 'webhook');
  const settled = reading.kind === 'settled' && reading.settlement.outcome !== 'unknown';
  if (!settled) context.log.warn({ impUid, reading: reading.kind }, 'PortOne webhook: nothing of ours settled');
  return { received: true, settled };
}

/**
 * The customer's browser back from PortOne's window (the confirmation page passes imp_uid and
 * merchant_uid on): the payment is re-read from PortOne and settled like the webhook, then
 * answered as the server has it (still PENDING while PortOne has no result). A payment PortOne
 * does not know, or one for another order, is PAYMENT_RESULT_INVALID and changes nothing.
 */
export async function recordPortoneReturn(
  call: CallContext<{ impUid: string; merchantUid: string }>,
): Promise<OrderPayment> {
  const reading = await settleFromPortone(
    { db: call.db, setup: call.payments, now: call.now },
    call.input.impUid,
    'return',
    call.input.merchantUid,
  );
  if (reading.kind === 'invalid') throw new AppError('PAYMENT_RESULT_INVALID');
  if (reading.kind === 'waiting') return getOwnPayment(call.db, call.userId, { txnRef: reading.merchantUid });
  if (reading.settlement.outcome === 'unknown') throw new AppError('NOT_FOUND');
  return getOwnPayment(call.db, call.userId, { paymentId: reading.settlement.payment.id });
}
