import { z } from 'zod';
import type { PackageType } from './catalog-contracts.ts';

/** Limits of spec 1 section 9. */
export const MAX_SIDES_SUM_CM = 200;
export const MAX_PARCEL_KG_DOMESTIC = 31.5;
export const MAX_PARCEL_KG_INSEPARABLE = 50;
/** Weight slider: max 40, step 0.1 (spec 1 section 5); the server keeps kg to one decimal. */
export const WEIGHT_STEP_KG = 0.1;

export type Dimensions = { length: number; width: number; height: number };

/** "30x20x10" (length × width × height, cm) as the spec sends the dimension. */
export function parseDimension(text: string): Dimensions | null {
  const parts = text
    .toLowerCase()
    .split('x')
    .map((part) => Number(part.trim()));
  if (parts.length !== 3 || parts.some((n) => !Number.isFinite(n) || n <= 0)) return null;
  const [length, width, height] = parts;
  return { length, width, height };
}

export const sidesSum = (d: Dimensions) => d.length + d.width + d.height;

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

/** The weight limit by separability (spec 1 section 9). */
export function refineWeightLimit(input: { weight?: number; isInseparable: boolean }, context: z.RefinementCtx) {
  const limit = input.isInseparable ? MAX_PARCEL_KG_INSEPARABLE : MAX_PARCEL_KG_DOMESTIC;
  if (input.weight !== undefined && input.weight > limit) {
    context.addIssue({ code: 'custom', path: ['weight'], message: 'validation_weight_limit' });
  }
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

/**
 * What a quote assumes when the visitor has not given weight or size yet (docs/decisions.md,
 * "Preorder"): a document is an A4 envelope, a parcel a small 1 kg box.
 */
export const DEFAULT_SHIPMENT_SIZE: Record<PackageType, { weight: number; dimension: string }> = {
  DOCUMENT: { weight: 0.5, dimension: '30x20x1' },
  PARCEL: { weight: 1, dimension: '10x10x10' },
};

/**
 * The special commodities (spec 1 section 4: 0000, 0001, 9999, 9940, 9950) travel post office
 * to post office only, with a set weight and size (the spec leaves the size open:
 * docs/decisions.md). The order screen sets them; the server refuses anything else.
 */
export const SPECIAL_COMMODITY_CODES: ReadonlySet<string> = new Set(['0000', '0001', '9999', '9940', '9950']);
export const SPECIAL_COMMODITY_SIZE = { weight: 1, length: 20, width: 20, height: 20 } as const;

export const isSpecialCommodity = (code: string | null | undefined) =>
  Boolean(code && SPECIAL_COMMODITY_CODES.has(code));

/** Whether a shipment of a special commodity keeps its rule: P2P with the set weight and size. */
export function keepsSpecialCommodityRule(shipment: {
  deliveryType: string;
  weight: number;
  dimension: string;
}): boolean {
  const size = parseDimension(shipment.dimension);
  const set = SPECIAL_COMMODITY_SIZE;
  return (
    shipment.deliveryType === 'P2P' &&
    shipment.weight === set.weight &&
    size !== null &&
    size.length === set.length &&
    size.width === set.width &&
    size.height === set.height
  );
}
