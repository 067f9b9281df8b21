import { type DayRange, type DayRangeProblem, dayRangeProblem } from './time-zones.ts';

/*
 * The top-up wallet (spec 2 sections 3 and 5): a balance in whole VND that only ledger movements
 * change, each of one of the spec's types.
 */

/** Money in: bonus credit, top-ups (our gateway, HDBank transfer), refunds, a reversed debit. */
export const WALLET_CREDIT_TYPES = ['CREDIT', 'TOPUP_S247', 'TOPUP_HDBANK', 'REFUND', 'RE_TOPUP'] as const;
/** Money out: an order paid from the wallet, a payment through the S247 channel, a manual debit. */
export const WALLET_DEBIT_TYPES = ['PAYMENT', 'PAYMENT_S247', 'DEBIT'] as const;
export const WALLET_MOVEMENT_TYPES = [...WALLET_CREDIT_TYPES, ...WALLET_DEBIT_TYPES] as const;
export type WalletMovementType = (typeof WALLET_MOVEMENT_TYPES)[number];

/**
 * Whether a movement's reference is an order's code (a payment, a refund, a reversed payment) or a
 * payment reference of its own (a top-up's gateway reference): the history names it accordingly.
 */
export function isOrderMovement(type: WalletMovementType): boolean {
  return type === 'PAYMENT' || type === 'PAYMENT_S247' || type === 'REFUND' || type === 'RE_TOPUP';
}

/** Whether a movement of this type adds to the balance (its amount is positive) or takes from it. */
export function isWalletCredit(type: WalletMovementType): boolean {
  return (WALLET_CREDIT_TYPES as readonly string[]).includes(type);
}

/**
 * The wallet pays an order only when its balance exceeds the order's total (spec 1 section 5,
 * `global_not_enough_point`): a payment must leave at least 1 đ. The screen asks `walletCovers`;
 * the server's debit refuses to leave less than this in the same statement that takes the money.
 */
export const BALANCE_LEFT_AFTER_PAYMENT = 1;

export function walletCovers(balance: number, total: number): boolean {
  return balance - total >= BALANCE_LEFT_AFTER_PAYMENT;
}

/**
 * A top-up through VNPay (credited as TOPUP_S247): whole dong between these limits, and the
 * amounts the page offers with one tap.
 */
export const TOPUP_MIN_AMOUNT = 10_000;
export const TOPUP_MAX_AMOUNT = 50_000_000;
export const TOPUP_PRESETS = [100_000, 200_000, 500_000, 1_000_000, 2_000_000] as const;

/** The transaction list's period: at most 90 days apart (spec 2 section 5), a page of 20. */
export const TRANSACTION_RANGE_MAX_DAYS = 90;
export const TRANSACTION_PAGE_SIZE = 20;

/**
 * The period to list (Vietnamese calendar days, both included): the days asked for, by default
 * from the first of the current month to today (spec 2 section 9).
 */
export function transactionRange(asked: Partial<DayRange>, today: string): DayRange {
  return { fromDate: asked.fromDate ?? `${today.slice(0, 8)}01`, toDate: asked.toDate ?? today };
}

/** Why a transaction period cannot be listed: the end before the start, or more than 90 days apart. */
export function transactionRangeProblem(range: DayRange): DayRangeProblem | null {
  return dayRangeProblem(range, TRANSACTION_RANGE_MAX_DAYS);
}
