import { volumetricWeightG } from './pricing.ts';
import { addDays } from './time-zones.ts';
import { kilogramsOf } from './weights.ts';

/*
 * Cargo Direct's rules, zod-free (spec 2 sections 4, 5 and 9): the limits of the flight filter,
 * the dimension summary and the chargeable weight, the size of one piece, and the load level of a
 * flight. The order-bill page and the server import the same functions, so what the page shows
 * is what the server enforces.
 */

/** Spec 2 section 9: the filter's bounds and the service's limits. */
export const CARGO_LIMITS = {
  /** Cargo Direct carries 45 kg of chargeable weight or more. */
  minChargeableKg: 45,
  weight: { min: 1, max: 9999, step: 0.1 },
  quantity: { min: 1, max: 999 },
  maxDimensionLines: 10,
  /** A search looks at 5 days at most; a longer range is trimmed to its first 5. */
  searchWindowDays: 5,
  /** The date picker and the search reach today and the 30 days after it. */
  maxDaysAhead: 30,
  datePresets: [5, 7, 15, 30],
  /** The flight filter's time zone as the spec sends it. */
  timezone: '+07',
  /** A flight with more than this much room (kg) after the shipment has enough room. */
  loadThresholdKg: 100,
} as const;

/**
 * One piece's largest size (cm), 140 × 65 × 70 as the spec writes it. A piece may be turned, so
 * its sides are compared longest to longest (docs/decisions/cargo-direct.md, "Cargo Direct piece size").
 */
export const CARGO_MAX_PIECE_CM = { length: 140, width: 65, height: 70 } as const;

export type DimensionLine = { length: number; width: number; height: number; quantity: number };

/** Rounds a kilogram figure up to the filter's 0.1 kg, clear of floating-point dust. */
const upToTenth = (kg: number) => Math.ceil(Math.round(kg * 1e6) / 1e5) / 10;

/**
 * `POST /v1/orders/summary-dimension-weight`: the volumetric weight of all the pieces (the tariff's
 * divisor, cm³ a kilogram) and the weight charged, the larger of it and the declared weight, each
 * rounded up to 0.1 kg as the weight is entered.
 */
export function summarizeDimensions(lines: readonly DimensionLine[], weightKg: number, divisorCm3PerKg: number) {
  const volumeCm3 = lines.reduce((sum, line) => sum + line.length * line.width * line.height * line.quantity, 0);
  const summaryDimensionWeight = upToTenth(kilogramsOf(volumetricWeightG(volumeCm3, divisorCm3PerKg)));
  return { summaryDimensionWeight, chargeWeight: Math.max(upToTenth(weightKg), summaryDimensionWeight) };
}

/** The lines whose pieces are larger than Cargo Direct carries (indexes into the list). */
export function oversizedLines(lines: readonly DimensionLine[]): number[] {
  const limit = Object.values(CARGO_MAX_PIECE_CM).sort((a, b) => b - a);
  return lines.flatMap((line, index) => {
    const sides = [line.length, line.width, line.height].sort((a, b) => b - a);
    return sides.some((side, i) => side > limit[i]) ? [index] : [];
  });
}

/** The number of pieces the lines describe. */
export const piecesOf = (lines: readonly DimensionLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** A flight's load for a shipment (spec 2 section 4, "Flight load"). */
export type LoadLevel = 'enough' | 'low' | 'full' | 'exceeded';

/**
 * The load level from `remainwt`, the room (kg) a flight would have left after the shipment:
 * above the threshold enough; from 0 to below it low, or full when the flight's capacity is -1
 * (closed for booking); below 0 exceeded. Exactly the threshold counts as enough
 * (docs/decisions/cargo-direct.md, "Cargo Direct load levels").
 */
export function loadLevelOf(remainwt: number, capacity: number): LoadLevel {
  if (remainwt < 0) return 'exceeded';
  if (remainwt >= CARGO_LIMITS.loadThresholdKg) return 'enough';
  return capacity === -1 ? 'full' : 'low';
}

/** Only a flight with enough or low load can be chosen. */
export const isSelectableLoad = (level: LoadLevel) => level === 'enough' || level === 'low';

/** Calendar days from one YYYY-MM-DD to another (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The dates a search looks at: its range trimmed to the 5-day window (spec 2 section 5). Answers
 * null when the range ends before it starts, starts before today or reaches past the 30 days.
 */
export function searchWindow(range: { fromDate: string; toDate: string }, today: string) {
  const { fromDate, toDate } = range;
  if (daysBetween(fromDate, toDate) < 0) return { issue: 'range' as const };
  if (daysBetween(today, fromDate) < 0) return { issue: 'past' as const };
  if (daysBetween(today, toDate) > CARGO_LIMITS.maxDaysAhead) {
    // The part beyond the limit is refused, not quietly dropped: the picker never offers it.
    return { issue: 'too_far' as const };
  }
  const lastDay = Math.min(daysBetween(fromDate, toDate), CARGO_LIMITS.searchWindowDays - 1);
  return { issue: null, fromDate, toDate: addDays(fromDate, lastDay) };
}
