/*
 * Amounts are whole units of their currency (dong, won: neither has a minor unit in use). A
 * percent of an amount and an amount in another currency are the only amounts worked out from
 * others, and both are rounded here, to the nearest whole unit with halves up (Math.round): one
 * rule for every fee line, discount, surcharge, duty and rate.
 */

/** `percent` % of an amount, in whole units. */
export function percentOf(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
}

/**
 * An amount in another currency, given both currencies' rates in dong per unit (dong's own is 1),
 * in whole units of the target.
 */
export function convert(amount: number, fromVndPerUnit: number, toVndPerUnit: number): number {
  return Math.round((amount * fromVndPerUnit) / toVndPerUnit);
}
