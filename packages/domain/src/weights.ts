/*
 * The one conversion between the contract's kilograms and the grams every rule, row and booking
 * keeps. Kilograms are what people enter and read (0.1 kg steps; the wire's `weight`,
 * `chargeable_weight`, `remaining_kg`); grams are exact integers, so bookings add up and a weight
 * never drifts through floating point. Convert only where a value crosses the contract.
 */

const GRAMS_PER_KG = 1000;

/** A contract's kilograms as whole grams (0.1 kg steps are exact; anything finer is rounded to the gram). */
export const gramsOf = (kg: number): number => Math.round(kg * GRAMS_PER_KG);

/** Grams as the contract's kilograms. */
export const kilogramsOf = (grams: number): number => grams / GRAMS_PER_KG;
