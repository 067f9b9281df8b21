import type { OrderPayment } from '@skyparcel/domain/payment-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import type { PaymentSetup } from './payment-setup.ts';
import { getOwnPayment } from './payment-view.ts';
import type { GatewayResult } from './providers/payment-provider.ts';
import { type ResultSource, type Settlement, settleGatewayResult } from './settle-payment.ts';

/** VNPay's IPN answer: HTTP 200 and this JSON, whatever happened (payments.md). */
export type IpnAnswer = { RspCode: string; Message: string };

const IPN_ANSWERS = {
  checksum: { RspCode: '97', Message: 'Invalid Checksum' },
  unknown: { RspCode: '01', Message: 'Order not found' },
  amount_mismatch: { RspCode: '04', Message: 'Invalid amount' },
  already_settled: { RspCode: '02', Message: 'Order already confirmed' },
  recorded: { RspCode: '00', Message: 'Confirm Success' },
  error: { RspCode: '99', Message: 'Unknown error' },
} as const satisfies Record<string, IpnAnswer>;

type IpnContext = { db: Database; setup: PaymentSetup; now: Date; log: FastifyBaseLogger };

/**
 * VNPay's server-to-server call (GET, the vnp_* query): checked in the protocol's order, 97 bad
 * checksum, 01 unknown order, 04 other amount, 02 already settled, 00 recorded, 99 on our error.
 * Refused calls change nothing; the ones about a known payment join its history, the others the log.
 */
export async function answerVnpayIpn(context: IpnContext, query: Record<string, unknown>): Promise<IpnAnswer> {
  try {
    const reading = await context.setup.providers.vnpay.verifyCallback(query);
    if (reading.kind !== 'result') {
      const reason = reading.kind === 'refused' ? reading.reason : 'malformed';
      context.log.warn({ reason, txnRef: query.vnp_TxnRef }, 'VNPay IPN refused');
      return reason === 'checksum' ? IPN_ANSWERS.checksum : IPN_ANSWERS.unknown;
    }
    const settlement = await settle(context, reading.result, 'ipn');
    if (settlement.outcome === 'unknown')
      context.log.warn({ txnRef: reading.result.txnRef }, 'VNPay IPN: no such payment');
    return IPN_ANSWERS[settlement.outcome];
  } catch (error) {
    context.log.error({ err: error }, 'VNPay IPN failed');
    return IPN_ANSWERS.error;
  }
}

/**
 * The customer's browser back from VNPay (the confirmation page passes the query on): recorded
 * like the IPN when its signature holds, then the payment as the server has it. A forged or
 * altered query is PAYMENT_RESULT_INVALID and changes nothing.
 */
export async function recordVnpayReturn(call: CallContext<{ query: string }>): Promise<OrderPayment> {
  const query = queryRecord(call.input.query);
  const reading = query ? await call.payments.providers.vnpay.verifyCallback(query) : null;
  if (reading?.kind !== 'result') throw new AppError('PAYMENT_RESULT_INVALID');
  const settlement = await settle({ db: call.db, setup: call.payments, now: call.now }, reading.result, 'return');
  if (settlement.outcome === 'unknown') throw new AppError('NOT_FOUND');
  return getOwnPayment(call.db, call.userId, { paymentId: settlement.payment.id });
}

function settle(
  context: Pick<IpnContext, 'db' | 'setup' | 'now'>,
  result: GatewayResult,
  source: ResultSource,
): Promise<Settlement> {
  return settleGatewayResult(context.db, context.setup, { result, source, now: context.now });
}

/** A query string as one value per key; a key sent twice has no signed meaning (null). */
function queryRecord(text: string): Record<string, string> | null {
  const params = new URLSearchParams(text.startsWith('?') ? text.slice(1) : text);
  const record: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key in record) return null;
    record[key] = value;
  }
  return record;
}
