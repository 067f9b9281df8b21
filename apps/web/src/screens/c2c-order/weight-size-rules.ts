import { MAX_SIDES_SUM_CM } from '@skyparcel/domain/shipment-rules';

/*
 * The order screen's weight and size fields (spec 1 sections 5 and 9): their bounds and how
 * what is typed is read.
 */

/** Spec 1 sections 5 and 9: the weight slider runs to 40 kg in steps of 0.1; sides are 1 to 200 cm. */
export const WEIGHT_LIMITS_KG = { min: 0.1, max: 40, step: 0.1 } as const;
export const SIDE_LIMITS_CM = { min: 1, max: 200 } as const;

/** A NumberInput's value as the draft keeps it: an empty or unreadable field is null, "1." is 1. */
export function fieldNumber(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** The sum of the sides filled in so far, to one decimal (so 0.1 + 0.2 reads 0.3). */
export function sidesSumOf(sides: { longs: number | null; width: number | null; height: number | null }): number {
  const sum = (sides.longs ?? 0) + (sides.width ?? 0) + (sides.height ?? 0);
  return Math.round(sum * 10) / 10;
}

export const isOverSidesSum = (sum: number): boolean => sum > MAX_SIDES_SUM_CM;
