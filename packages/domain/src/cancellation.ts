import type { ErrorCode } from './error-codes.ts';
import type { PaymentMethod } from './payment-contracts.ts';
import { isGatewayProvider, type PaymentStatus, providerOf, REFUNDABLE_STATUSES } from './payment-rules.ts';
import { canFollow, type OrderStatus, type TrackingStep } from './tracking-rules.ts';

/*
 * The one cancellation rule (spec 2 section 4, Cancellation; section 2 for Cargo Direct): the
 * server refuses by it, the detail answers it, the screen only reads the answer.
 */

/** Why an order cannot be cancelled: it is over, its parcel was handed over, or its deadline passed. */
export const CANCEL_REFUSALS = ['CLOSED', 'HANDED_OVER', 'DEADLINE_PASSED'] as const;
export type CancelRefusal = (typeof CANCEL_REFUSALS)[number];

/** What the rule looks at: the order's kind and status, its journey's latest step, its deadline (Cargo Direct). */
export type CancellationFacts = {
  platform: string;
  status: OrderStatus;
  latestStep: TrackingStep | undefined;
  cancelBefore: Date | null;
};

export type Cancellation = { cancellable: true; refusal: null } | { cancellable: false; refusal: CancelRefusal };

/**
 * An order may be cancelled by its customer while it is open (not cancelled, finished or done),
 * before its parcel is handed over (its journey still allows CANCELLED), and, for Cargo Direct,
 * before its deadline.
 */
export function cancellationOf(order: CancellationFacts, now: Date): Cancellation {
  if (!isCancelOffered(order.status)) return { cancellable: false, refusal: 'CLOSED' };
  if (!order.latestStep || !canFollow(order.latestStep, 'CANCELLED')) {
    return { cancellable: false, refusal: 'HANDED_OVER' };
  }
  if (order.platform === 'cargo' && (!order.cancelBefore || now >= order.cancelBefore)) {
    return { cancellable: false, refusal: 'DEADLINE_PASSED' };
  }
  return { cancellable: true, refusal: null };
}

/** The error a refused cancel answers. */
export const CANCEL_REFUSAL_ERRORS: Record<CancelRefusal, ErrorCode> = {
  CLOSED: 'ORDER_NOT_CANCELLABLE',
  HANDED_OVER: 'ORDER_NOT_CANCELLABLE',
  DEADLINE_PASSED: 'CARGO_CANCEL_DEADLINE_PASSED',
};

/**
 * Whether the detail shows the cancel action at all: not for a cancelled or done order, nor a
 * finished one (already delivered). While it is shown, `cancellationOf` says whether it may be used.
 */
export function isCancelOffered(status: OrderStatus): boolean {
  return status !== 'CANCELLED' && status !== 'DONE' && status !== 'FINISHED';
}

const HOUR_MS = 3_600_000;

/** A Cargo Direct order's deadline: its policy's hours before its flight leaves, fixed when booked. */
export function cargoCancelDeadline(departureAt: Date, hoursBeforeFlight: number): Date {
  return new Date(departureAt.getTime() - hoursBeforeFlight * HOUR_MS);
}

/** The policy as booked, in whole hours before the flight: what the cancel popup names. */
export function hoursBeforeFlight(departureAt: Date, cancelBefore: Date): number {
  return Math.round((departureAt.getTime() - cancelBefore.getTime()) / HOUR_MS);
}

/** The longest reason a customer may give for cancelling (kept with the cancel step, for support). */
export const CANCEL_REASON_MAX_LENGTH = 200;

/** What cancelling gives back and where: through the gateway that took it, or into the wallet. */
export type CancelRefund = { amount: number; currency: string; destination: 'gateway' | 'wallet' };

/**
 * What the cancel dialog promises, as the cancellation settles the payment (the server's
 * settleCancelledOrderPayment): what the order's payment kept, whole, back the way it came (a
 * gateway's payment through its gateway, the wallet's into the wallet); nothing when it kept nothing
 * (cash not collected yet, a payment still waiting, failed or already given back).
 */
export function refundOnCancel(
  payment: {
    method: PaymentMethod;
    status: PaymentStatus;
    amount: number;
    refundedAmount: number;
    currency: string;
  } | null,
): CancelRefund | null {
  if (!payment || !REFUNDABLE_STATUSES.has(payment.status) || payment.method === 'cash') return null;
  const amount = payment.amount - payment.refundedAmount;
  if (amount <= 0) return null;
  const destination = isGatewayProvider(providerOf(payment.method)) ? 'gateway' : 'wallet';
  return { amount, currency: payment.currency, destination };
}
