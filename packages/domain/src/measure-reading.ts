import { MAX_SIDES_SUM_CM, MIN_SIDE_CM, type ShipmentMode, weightIssue } from './shipment-limits.ts';

/*
 * How a typed weight or side is read, and which rule it breaks: the order screen's fields (spec 1
 * sections 5 and 9) and an imported sheet's cells (issue 37) read them the same way. The bounds
 * are shipment-limits.ts's, the ones the server enforces.
 */

/**
 * What a measure field holds: nothing yet, a number, a number below zero (said as the minimum, not
 * as a format problem: "-5" is a number, just not one a parcel can weigh), or text that is not a
 * plain number.
 */
export type MeasureReading =
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  | { kind: 'belowZero' }
  | { kind: 'invalid' };

/** Digits with at most one decimal, "." or "," ("2", "2.5", "2,5", "2." while typing). */
const PLAIN_DECIMAL = /^\d+([.,]\d?)?$/;
const NEGATIVE_DECIMAL = /^-\s*\d+([.,]\d*)?$/;

/**
 * Reads a field as typed. "1e3", "2.55" or "abc" are refused as they are, never turned into another
 * number (the browser's number input would read "1e3" as 1000, a mask as 13); "-5" is below zero.
 */
export function readMeasure(text: string): MeasureReading {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (NEGATIVE_DECIMAL.test(trimmed)) return { kind: 'belowZero' };
  if (!PLAIN_DECIMAL.test(trimmed)) return { kind: 'invalid' };
  return { kind: 'number', value: Number(trimmed.replace(',', '.').replace(/\.$/, '')) };
}

/** The number a reading gives the draft: null unless it is a number. */
export const measureValue = (reading: MeasureReading): number | null =>
  reading.kind === 'number' ? reading.value : null;

export type MeasureProblem = { code: string; params?: Record<string, number> };

/** Why a typed weight cannot be sent for this mode, or null. */
export function weightProblem(reading: MeasureReading, mode: ShipmentMode): MeasureProblem | null {
  if (reading.kind === 'invalid') return { code: 'validation_number_format' };
  if (reading.kind === 'empty') return null;
  return weightIssue(mode, reading.kind === 'belowZero' ? 0 : reading.value);
}

/** Why the typed sides cannot be sent, or null: each a number of at least 1 cm, together at most 200. */
export function sizeProblem(readings: MeasureReading[]): MeasureProblem | null {
  if (readings.some((reading) => reading.kind === 'invalid')) return { code: 'validation_number_format' };
  const values = readings.map(measureValue).filter((value): value is number => value !== null);
  const isBelowMin = readings.some((reading) => reading.kind === 'belowZero') || values.some((v) => v < MIN_SIDE_CM);
  if (isBelowMin) return { code: 'validation_side_min', params: { min: MIN_SIDE_CM } };
  if (isOverSidesSum(sidesSumOf(values))) return { code: 'validation_size_sum' };
  return null;
}

/** The sum of the sides filled in so far, to one decimal (so 0.1 + 0.2 reads 0.3). */
export function sidesSumOf(sides: (number | null)[]): number {
  const sum = sides.reduce<number>((total, side) => total + (side ?? 0), 0);
  return Math.round(sum * 10) / 10;
}

export const isOverSidesSum = (sum: number): boolean => sum > MAX_SIDES_SUM_CM;
