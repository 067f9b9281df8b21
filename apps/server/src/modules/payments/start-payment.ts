import type { Address } from '@skyparcel/domain/address-contracts';
import type { PaymentHandOff } from '@skyparcel/domain/order-contracts';
import type { PaymentMethod } from '@skyparcel/domain/payment-contracts';
import { providerOf } from '@skyparcel/domain/payment-rules';
import type { Tx } from '../../db/transaction.ts';
import type { CallerContext } from '../../http/call-context.ts';
import { findOrderPayment, insertPayment, type PaymentRow } from './payment-repository.ts';
import type { PaymentSetup } from './payment-setup.ts';
import { type HandOffClient, NO_HAND_OFF, type PaymentProvider } from './providers/payment-provider.ts';

type PayableOrder = { id: string; code: string; userId: string; total: number; currency: string };

/** The provider that takes a payment method here (payment-setup.ts). */
export const providerFor = (setup: PaymentSetup, method: PaymentMethod): PaymentProvider =>
  setup.providers[providerOf(method)];

/**
 * The order's payment, inside the order's transaction, as its provider starts it: the wallet pays
 * at once (or the order fails), cash waits for the pickup, and a gateway payment waits for its
 * callback until it expires, holding the order's flight weight and voucher meanwhile. A recharge (a
 * fee adjustment raised the total) is paid the same way, beside the order's own payment, for its
 * difference: its gateway reference is the order code, R and the attempt.
 */
export async function startPayment(
  tx: Tx,
  setup: PaymentSetup,
  request: {
    order: PayableOrder;
    method: PaymentMethod;
    bankCode?: string;
    now: Date;
    recharge?: { amount: number; attempt: number };
  },
): Promise<PaymentRow> {
  const { order, method, now, recharge } = request;
  const provider = providerFor(setup, method);
  const amount = recharge?.amount ?? order.total;
  const started = await provider.start(tx, {
    userId: order.userId,
    order,
    amount,
    method,
    bankCode: request.bankCode,
    now,
  });
  return insertPayment(
    tx,
    {
      orderId: order.id,
      purpose: recharge ? 'RECHARGE' : 'ORDER',
      userId: order.userId,
      method,
      provider: provider.name,
      amount,
      currency: order.currency,
      // The order code is unique for ever, so it is also unique within VNPay's day.
      txnRef: provider.isGateway ? (recharge ? `${order.code}R${recharge.attempt}` : order.code) : null,
      ...started,
      createdAt: now,
      updatedAt: now,
    },
    { kind: 'created', outcome: started.status === 'PAID' ? 'paid' : 'pending', payload: { method } },
  );
}

/**
 * Where the customer pays next (spec 1 section 7, meta.custom): VNPay's signed payment URL, or
 * PortOne's window parameters, while the payment waits; nothing for cash, the wallet, or a payment
 * already settled (a replayed order). The order's sender is who pays.
 */
export async function orderHandOff(
  context: CallerContext,
  order: { id: string; paymentMethod: string; sender: unknown },
  ipAddr: string,
): Promise<PaymentHandOff> {
  const provider = providerFor(context.payments, order.paymentMethod as PaymentMethod);
  // Cash and the wallet hand off nowhere: no read on the order path for them.
  if (!provider.isGateway) return NO_HAND_OFF;
  const payment = await findOrderPayment(context.db, order.id);
  return provider.handOff(payment, { ipAddr, language: context.language, buyer: order.sender as Address });
}

/** A payment's hand-off (a top-up's, a recharge's) by the provider that keeps it. */
export function paymentHandOff(setup: PaymentSetup, payment: PaymentRow, client: HandOffClient): PaymentHandOff {
  return setup.providers[payment.provider].handOff(payment, client);
}
