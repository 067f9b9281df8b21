import type { RefundStatus } from './payment-rules.ts';

/*
 * Fee adjustments after the order (spec 2 section 4, "Fee adjustment"): the hub's security check
 * weighs and measures the parcel and re-prices it with the same tariff, and a receiver who does
 * not show adds the no-show fee. If the updated total exceeds what was charged it is a recharge the
 * customer pays; otherwise a refund back the way the money came.
 */

/** What changed the total: the measurement at the hub, or a receiver who was not there. */
export const FEE_ADJUSTMENT_KINDS = ['SECURITY_CHECK', 'NO_SHOW'] as const;
export type FeeAdjustmentKind = (typeof FEE_ADJUSTMENT_KINDS)[number];

export const ADJUSTMENT_DIRECTIONS = ['RECHARGE', 'REFUND', 'NONE'] as const;
export type AdjustmentDirection = (typeof ADJUSTMENT_DIRECTIONS)[number];

/** Spec 2 section 3: "refund or recharge status (success or waiting)". */
export const ADJUSTMENT_SETTLEMENTS = ['WAITING', 'SUCCESS'] as const;
export type AdjustmentSettlement = (typeof ADJUSTMENT_SETTLEMENTS)[number];

/** A higher total is a recharge, a lower one a refund; the same total moves no money. */
export function adjustmentDirection(previousTotal: number, newTotal: number): AdjustmentDirection {
  if (newTotal > previousTotal) return 'RECHARGE';
  return newTotal < previousTotal ? 'REFUND' : 'NONE';
}

/**
 * Where an adjustment's money stands: a recharge waits until its payment is paid, a refund until
 * the gateway confirms it (a wallet refund is done at once; one the gateway kept refusing waits
 * for staff); one that moved no money, or changed what is still to be collected in cash, is settled.
 */
export function adjustmentSettlement(adjustment: {
  direction: AdjustmentDirection;
  isRechargePaid: boolean;
  refundStatus: RefundStatus | null;
}): AdjustmentSettlement {
  if (adjustment.direction === 'RECHARGE') return adjustment.isRechargePaid ? 'SUCCESS' : 'WAITING';
  if (adjustment.direction === 'REFUND') {
    return adjustment.refundStatus === null || adjustment.refundStatus === 'DONE' ? 'SUCCESS' : 'WAITING';
  }
  return 'SUCCESS';
}

/**
 * What the customer still owes after the order was paid: the recharges not paid yet. The payment's
 * own status speaks of the first payment only, so the order's page shows this beside it (issue 34 item 7).
 */
export function amountStillToPay(
  adjustments: readonly { direction: AdjustmentDirection; status: AdjustmentSettlement; amount: number }[],
): number {
  return adjustments
    .filter((adjustment) => adjustment.direction === 'RECHARGE' && adjustment.status === 'WAITING')
    .reduce((sum, adjustment) => sum + adjustment.amount, 0);
}
