import { randomUUID } from 'node:crypto';
import { formatMoney } from '@skyparcel/domain/money-format';
import type { PaymentMethod } from '@skyparcel/domain/payment-contracts';
import { vietnamDay } from '@skyparcel/domain/time-zones';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext, CallerContext } from '../../http/call-context.ts';
import { bookFlightWeight } from '../flights/book-flight-weight.ts';
import { releaseKeyStatement } from '../idempotency/run-once.ts';
import { chosenBank, isPaymentMethodAvailable } from '../payments/payment-options.ts';
import { startPayment } from '../payments/start-payment.ts';
import type { Offer } from './offer.ts';
import { insertOrder, type OrderRow } from './order-repository.ts';
import { type Idempotency, placeOncePerKey } from './place-once-per-key.ts';
import { startOrderJourney } from './record-order-step.ts';

/** What every order request carries beside its product line's fields (one definition each in the contracts). */
export type OrderRequest = { amount: number; paymentMethod: PaymentMethod; vnpBank?: string; note: string };

/** Turns a request into its product line's offer, refusing what the line's rules refuse. */
export type OfferBuilder<I> = (context: CallerContext, input: I) => Promise<Offer>;

/**
 * The one way an order is placed, whatever its product line: once per Idempotency-Key
 * (place-once-per-key.ts); the line's offer; the payment method for the offer's currency; then one
 * transaction in one lock order: the fee lines settled (a voucher's row), the client's total
 * compared (PRICE_CHANGED, nothing kept), the order row with its `SP…` code, its first journey
 * step and its key's claim released (one statement), the line's rows beside it, the payment with
 * its first event (one statement; the wallet pays at once, a gateway waits), and
 * last the flight weight, so the flight row's lock, which every order on a busy route waits for,
 * is held only until the commit.
 */
export function placeOrder<I extends OrderRequest>(
  call: CallContext<I>,
  idempotencyKey: string | undefined,
  buildOffer: OfferBuilder<I>,
): Promise<OrderRow> {
  const { input, ...context } = call;
  return placeOncePerKey(context, input, idempotencyKey, async (idempotency) => {
    const offer = await buildOffer(context, input);
    if (!isPaymentMethodAvailable(context.payments, input.paymentMethod, offer.order.currency)) {
      throw new AppError('PAYMENT_METHOD_NOT_AVAILABLE');
    }
    const bankCode = await chosenBank(context.db, input.paymentMethod, input.vnpBank);
    return inTransaction(context.db, (tx) => keepOrder(tx, { context, input, offer, bankCode, idempotency }));
  });
}

type Placement<I> = {
  context: CallerContext;
  input: I;
  offer: Offer;
  bankCode: string | undefined;
  idempotency: Idempotency;
};

async function keepOrder<I extends OrderRequest>(tx: Tx, placement: Placement<I>): Promise<OrderRow> {
  const { context, input, offer, bankCode, idempotency } = placement;
  // Known before the fees are settled, so a redeemed voucher names its order (an unpaid order gives it back).
  const orderId = randomUUID();
  const fees = await offer.settleFees(tx, orderId);
  if (fees.total !== input.amount) {
    throw new AppError('PRICE_CHANGED', {
      params: { amount: formatMoney(fees.total, offer.order.currency, context.language) },
      data: { amount: fees.total },
    });
  }
  // Written with the order, in its statement: the first journey step and the release of the key's claim.
  const beside = [startOrderJourney(orderId, context.now)];
  if (idempotency.claim) beside.push(releaseKeyStatement(idempotency.claim));
  const order = await insertOrder(
    tx,
    orderCodePrefix(context.now),
    {
      ...offer.order,
      ...fees,
      id: orderId,
      userId: context.userId,
      status: 'IN_PROGRESS',
      paymentMethod: input.paymentMethod,
      note: input.note,
      idempotencyKey: idempotency.idempotencyKey ?? null,
      requestHash: idempotency.requestHash ?? null,
      createdAt: context.now,
    },
    beside,
  );
  const kept = { ...order, ...(await offer.keepBeside?.(tx, order)) };
  await startPayment(tx, context.payments, { order: kept, method: input.paymentMethod, bankCode, now: context.now });
  if (kept.flightId) await bookOrderWeight(tx, offer, kept.flightId);
  return kept;
}

async function bookOrderWeight(tx: Tx, offer: Offer, flightId: string) {
  try {
    await bookFlightWeight(tx, flightId, offer.order.chargeableWeightG);
  } catch (error) {
    if (offer.flightFullCode && error instanceof AppError && error.code === 'PLANE_OUT_OF_LOAD') {
      throw new AppError(offer.flightFullCode);
    }
    throw error;
  }
}

/** An order's code: SP, its day in Vietnam as YYMMDD, then order_code_seq's next number (order-repository.ts). */
const orderCodePrefix = (now: Date) => `SP${vietnamDay(now).slice(2).replaceAll('-', '')}`;
