import { randomInt } from 'node:crypto';
import { vietnamDay } from '@skyparcel/domain/time-zones';
import type { TopupRequest, TopupStarted } from '@skyparcel/domain/wallet-contracts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { isPaymentMethodAvailable } from './payment-options.ts';
import { insertPayment } from './payment-repository.ts';
import { providerFor } from './start-payment.ts';

/**
 * `POST /v1/topup`: a PENDING top-up payment and VNPay's signed page to pay it on. Nothing reaches
 * the wallet until VNPay confirms the payment (settle-payment.ts credits it then, once). The payment
 * and its first event are kept together, in one transaction.
 */
export async function startTopup(call: CallContext<TopupRequest>, ipAddr: string): Promise<TopupStarted> {
  const { input, payments: setup, now } = call;
  if (!isPaymentMethodAvailable(setup, input.paymentMethod)) throw new AppError('PAYMENT_METHOD_NOT_AVAILABLE');
  const provider = providerFor(setup, input.paymentMethod);
  const payment = await inTransaction(call.db, async (tx) => {
    const started = await provider.start(tx, {
      userId: call.userId,
      order: null,
      amount: input.amount,
      method: input.paymentMethod,
      now,
    });
    return insertPayment(
      tx,
      {
        userId: call.userId,
        purpose: 'TOPUP',
        orderId: null,
        method: input.paymentMethod,
        provider: provider.name,
        amount: input.amount,
        currency: 'VND',
        txnRef: topupReference(now),
        ...started,
        createdAt: now,
        updatedAt: now,
      },
      { kind: 'created', outcome: 'pending', payload: { method: input.paymentMethod } },
    );
  });
  const { paymentUrl } = provider.handOff(payment, { ipAddr, language: call.language });
  if (!paymentUrl || !payment.txnRef) throw new Error(`top-up ${payment.id} has no payment URL`);
  return { txnRef: payment.txnRef, paymentUrl };
}

/** NT (nạp tiền) + the Vietnamese date + 10 random digits: letters and digits only, as VNPay wants. */
function topupReference(now: Date): string {
  const digits = Array.from({ length: 10 }, () => randomInt(10)).join('');
  return `NT${vietnamDay(now).slice(2).replaceAll('-', '')}${digits}`;
}
