import { z } from 'zod';
import { addDays, vietnamInstant } from './time-zones.ts';

/*
 * Periods of Vietnamese calendar days (YYYY-MM-DD, both days included) that lists are filtered by:
 * wallet movements (at most 90 days) and the order list (no limit).
 */

export type DayRange = { fromDate: string; toDate: string };

/** Why a period cannot be listed: the end before the start, or more days apart than the list allows. */
export type DayRangeProblem = 'validation_date_range_order' | 'validation_date_range_max';

/** A calendar day in a query (YYYY-MM-DD). */
export const calendarDayField = z.iso.date({ error: 'validation_invalid' });

export function dayRangeProblem({ fromDate, toDate }: DayRange, maxDays?: number): DayRangeProblem | null {
  if (toDate < fromDate) return 'validation_date_range_order';
  if (maxDays !== undefined && addDays(fromDate, maxDays) < toDate) return 'validation_date_range_max';
  return null;
}

/** The instants a period of Vietnamese days runs between: from its first midnight to the midnight after its last day. */
export function instantsOfDays(range: { fromDate: string; toDate: string }): { from: Date; to: Date };
export function instantsOfDays(range: Partial<DayRange>): { from?: Date; to?: Date };
export function instantsOfDays({ fromDate, toDate }: Partial<DayRange>): { from?: Date; to?: Date } {
  return {
    from: fromDate ? vietnamInstant(fromDate, '00:00') : undefined,
    to: toDate ? vietnamInstant(addDays(toDate, 1), '00:00') : undefined,
  };
}
