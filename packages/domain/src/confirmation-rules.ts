/*
 * What the order confirmation page shows (spec 2 section 2 "Order confirmation", spec 1 section 4
 * "Confirmation outcome" and "Subtitle"). Pure: the page supplies the query, the stored order and the clock.
 */
import { vietnamDay } from './time-zones.ts';

/** Transport rule names that mean "no printable waybill" (spec 2 section 2); inner city also picks the D2D subtitle. */
export const INNER_CITY_RULE = 'Nội Thành';
export const INTER_CITY_RULE = 'Liên Thành Phố';
const NO_WAYBILL_RULES = [INNER_CITY_RULE, INTER_CITY_RULE].map((name) => name.normalize('NFC'));

export type ConfirmationQuery = {
  paymentType?: string | null;
  paymentSuccess?: string | null;
  /** The bank's response code (vnp_ResponseCode). */
  responseCode?: string | null;
  /** PortOne's word in its window's redirect (imp_success). */
  impSuccess?: string | null;
};

export type ConfirmationOutcome = 'success' | 'failed';

/** Cash always succeeds; otherwise the payment result says so, or, with no payment type, the bank answered "00". */
export function confirmationOutcome({
  paymentType,
  paymentSuccess,
  responseCode,
}: ConfirmationQuery): ConfirmationOutcome {
  if (paymentType === 'cash') return 'success';
  if (paymentSuccess?.toLowerCase() === 'true') return 'success';
  if (!paymentType && responseCode === '00') return 'success';
  return 'failed';
}

/**
 * What the return claims, when it claims anything, to compare with the server's record: PortOne's
 * imp_success, or the spec's outcome when the query carries a result (cash, paymentSuccess, the bank's
 * code). A wallet payment's page is opened after the wallet paid, with only its method in the query:
 * it claims nothing, so there is nothing to contradict.
 */
export function claimedOutcome(query: ConfirmationQuery): ConfirmationOutcome | null {
  if (query.impSuccess) return query.impSuccess.toLowerCase() === 'true' ? 'success' : 'failed';
  const carriesResult = query.paymentType === 'cash' || query.paymentSuccess != null || query.responseCode != null;
  return carriesResult ? confirmationOutcome(query) : null;
}

/** What the server says of the order's payment, which the page shows over whatever its query says. */
export type ServerPaymentOutcome = ConfirmationOutcome | 'pending';

/**
 * Paid, or cash (paid at pickup) still to come: success. Failed, expired or given back: failed.
 * A gateway payment still waiting for the bank's word: pending (the page keeps asking).
 */
export function serverPaymentOutcome(payment: { method: string; status: string }): ServerPaymentOutcome {
  if (payment.status === 'PAID') return 'success';
  if (payment.status === 'PENDING') return payment.method === 'cash' ? 'success' : 'pending';
  return 'failed';
}

export type SubtitleOrder = {
  deliveryType?: string | null;
  transportRules?: readonly string[] | null;
  bookingShipperTime?: string | null;
  createdAt?: string | null;
};

export type ConfirmationSubtitle =
  | { kind: 'withinMinutes'; minutes: number }
  /** `at` is an ISO instant, shown as HH:mm dd/MM/yyyy in Vietnam time. */
  | { kind: 'before'; at: string }
  | { kind: 'none' };

function parseInstant(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function hasRule(rules: readonly string[] | null | undefined, name: string): boolean {
  return (rules ?? []).some((rule) => rule.normalize('NFC') === name.normalize('NFC'));
}

/** Whole minutes from creation to the booked time, never below zero. */
function minutesBetween(from: Date, to: Date): number {
  return Math.max(0, Math.trunc((to.getTime() - from.getTime()) / 60_000));
}

/**
 * D2D inner city: within N minutes (booking minus creation). D2P and other D2D: within N minutes when booked
 * the same Vietnam calendar day as created, else before the booked time. Other delivery types, or no booked
 * time: nothing. `now` stands in for a missing creation time.
 */
export function confirmationSubtitle(order: SubtitleOrder, now: Date): ConfirmationSubtitle {
  const deliveryType = order.deliveryType?.toUpperCase();
  if (deliveryType !== 'D2D' && deliveryType !== 'D2P') return { kind: 'none' };
  const booked = parseInstant(order.bookingShipperTime);
  if (!booked) return { kind: 'none' };
  const created = parseInstant(order.createdAt) ?? now;
  if (deliveryType === 'D2D' && hasRule(order.transportRules, INNER_CITY_RULE)) {
    return { kind: 'withinMinutes', minutes: minutesBetween(created, booked) };
  }
  if (vietnamDay(booked) === vietnamDay(created))
    return { kind: 'withinMinutes', minutes: minutesBetween(created, booked) };
  return { kind: 'before', at: booked.toISOString() };
}

export type WaybillOrder = { platform?: string | null; transportRules?: readonly string[] | null };

/** C2C orders print a waybill unless one of their transport rules is an excluded rule name. */
export function canPrintWaybill({ platform, transportRules }: WaybillOrder): boolean {
  if (platform !== 'c2c') return false;
  return !(transportRules ?? []).some((rule) => NO_WAYBILL_RULES.includes(rule.normalize('NFC')));
}

/** Why a payment kept no money, as the failure page tells it (issue 34 item 5). */
export const PAYMENT_FAILURES = [
  'cancelled',
  'insufficientFunds',
  'timedOut',
  'limitExceeded',
  'verificationFailed',
  'accountLocked',
  'bankUnavailable',
  'declined',
] as const;
export type PaymentFailure = (typeof PAYMENT_FAILURES)[number];

/** VNPay's vnp_ResponseCode (payments.md) and PortOne's status, by what the customer can do about them. */
const FAILURE_BY_CODE: Record<string, PaymentFailure> = {
  '24': 'cancelled',
  cancelled: 'cancelled',
  '51': 'insufficientFunds',
  '11': 'timedOut',
  '65': 'limitExceeded',
  '09': 'verificationFailed',
  '10': 'verificationFailed',
  '13': 'verificationFailed',
  '79': 'verificationFailed',
  '12': 'accountLocked',
  '75': 'bankUnavailable',
};

/** A failed or expired payment's reason: an expired one ran out of time; else the gateway's last code says. */
export function paymentFailureOf(payment: { status: string; responseCode: string | null }): PaymentFailure {
  if (payment.status === 'EXPIRED') return 'timedOut';
  return FAILURE_BY_CODE[payment.responseCode?.toLowerCase() ?? ''] ?? 'declined';
}
