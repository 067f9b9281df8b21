import { z } from 'zod';
import { MAX_SIDES_SUM_CM, parseDimension, sidesSum, WEIGHT_STEP_KG, weightIssue } from './shipment-limits.ts';

/*
 * The shipment fields of the order and price contracts, with their rules across fields. The
 * limits and rules themselves live in shipment-limits.ts (zod-free, for the web's first load);
 * they are re-exported here for the modules that import them from this path.
 */
export {
  DEFAULT_SHIPMENT_SIZE,
  type Dimensions,
  domesticModeOf,
  handoverRefusal,
  isSpecialCommodity,
  keepsSpecialCommodityRule,
  MAX_SIDES_SUM_CM,
  MIN_SIDE_CM,
  parseDimension,
  SHIPMENT_MODES,
  type ShipmentMode,
  SPECIAL_COMMODITY_CODES,
  SPECIAL_COMMODITY_SIZE,
  sidesSum,
  WEIGHT_LIMITS_KG,
  WEIGHT_STEP_KG,
  type WeightIssue,
  weightIssue,
} from './shipment-limits.ts';

export const shipmentFields = {
  senderAddressId: z.string({ error: 'validation_required' }).min(1, { error: 'validation_required' }),
  receiverAddressId: z.string({ error: 'validation_required' }).min(1, { error: 'validation_required' }),
  productId: z.number({ error: 'validation_required' }).int(),
  weight: z
    .number({ error: 'validation_required' })
    .positive({ error: 'validation_required' })
    .multipleOf(WEIGHT_STEP_KG, { error: 'validation_invalid' }),
  dimension: z
    .string({ error: 'validation_required' })
    .refine((v) => parseDimension(v) !== null, { error: 'validation_required' })
    .refine(
      (v) => {
        const d = parseDimension(v);
        return !d || sidesSum(d) <= MAX_SIDES_SUM_CM;
      },
      { error: 'validation_size_sum' },
    ),
  isInseparable: z.boolean().default(false),
  premium: z.boolean().default(false),
  super: z.boolean().default(false),
};

/**
 * The parcel limit by separability (spec 1 section 9), which the request alone can tell; the
 * document and Super limits need the product and are checked where it is known
 * (`weightIssue` with the shipment's mode).
 */
export function refineWeightLimit(input: { weight?: number; isInseparable: boolean }, context: z.RefinementCtx) {
  if (input.weight === undefined) return;
  const issue = weightIssue(input.isInseparable ? 'INSEPARABLE_PARCEL' : 'DOMESTIC_PARCEL', input.weight);
  if (issue) context.addIssue({ code: 'custom', path: ['weight'], message: issue.code, params: issue.params });
}

/** Rules across fields: the weight limit by separability, and two different addresses. */
export function refineShipment(
  input: { weight: number; isInseparable: boolean; senderAddressId: string; receiverAddressId: string },
  context: z.RefinementCtx,
) {
  refineWeightLimit(input, context);
  if (input.senderAddressId === input.receiverAddressId) {
    context.addIssue({ code: 'custom', path: ['receiverAddressId'], message: 'validation_select_address_same' });
  }
}

export const shipmentSchema = z.object(shipmentFields).superRefine(refineShipment);
export type ShipmentInput = z.output<typeof shipmentSchema>;
