import { kilogramsOf } from '@skyparcel/domain/weights';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { findFlight, returnWeight, takeWeight } from './flight-repository.ts';

/**
 * Books weight on a flight, inside the caller's transaction (the order's), so the booking
 * and the order commit or roll back together. Spec 1 section 8: a missing flight is
 * 'Unable to find appropriate flight'; one without room is 'The plane is out of load'.
 */
export async function bookFlightWeight(tx: Tx, flightId: string, weightG: number): Promise<void> {
  if (!Number.isInteger(weightG) || weightG <= 0) throw new Error(`weight must be positive grams, got ${weightG}`);
  if (await takeWeight(tx, flightId, weightG)) return;
  const flight = await findFlight(tx, flightId);
  throw new AppError(flight ? 'PLANE_OUT_OF_LOAD' : 'FLIGHT_NOT_FOUND', {
    data: flight ? { remaining_kg: kilogramsOf(flight.remainingG) } : null,
  });
}

export function releaseFlightWeight(tx: Tx, flightId: string, weightG: number): Promise<void> {
  return returnWeight(tx, flightId, weightG);
}
