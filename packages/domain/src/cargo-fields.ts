import { z } from 'zod';
import { CARGO_LIMITS } from './cargo-rules.ts';

/*
 * The fields of Cargo Direct's calls that the order page also checks as the customer types, apart
 * from the calls' schemas (cargo-contracts.ts), which take the order's whole contract with them:
 * the page loads zod and these, not every schema of an order.
 */

const required = { error: 'validation_required' } as const;

/** A number outside its bounds is one custom issue with the bounds as params (the message names them). */
function refineBetween(min: number, max: number, codes: { below: string; above: string }) {
  return (value: number, context: z.RefinementCtx) => {
    if (value < min) context.addIssue({ code: 'custom', message: codes.below, params: { min, max } });
    else if (value > max) context.addIssue({ code: 'custom', message: codes.above, params: { min, max } });
  };
}

/** The weight the filter takes: 1 to 9999 kg in steps of 0.1. */
export const cargoWeightField = z
  .number(required)
  .multipleOf(CARGO_LIMITS.weight.step, { error: 'validation_invalid' })
  .superRefine(
    refineBetween(CARGO_LIMITS.weight.min, CARGO_LIMITS.weight.max, {
      below: 'validation_weight_min',
      above: 'validation_weight_limit',
    }),
  );
