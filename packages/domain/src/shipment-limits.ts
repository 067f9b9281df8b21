/*
 * What a shipment may be, zod-free: its modes and weight limits, its size, and the special
 * commodities' set weight and size. The screens import these without the contract schemas
 * (shipment-rules.ts), so a page that only checks a weight does not download zod.
 */
import type { PackageType } from './catalog-contracts.ts';

/** Limits of spec 1 section 9: the three sides of a package together. */
export const MAX_SIDES_SUM_CM = 200;
/** The weight is kept to one decimal (spec 1 section 5: slider step 0.1). */
export const WEIGHT_STEP_KG = 0.1;
/** Each side is at least 1 cm; the sum rule above is the real bound. */
export const MIN_SIDE_CM = 1;

/**
 * What a shipment is, as far as its weight limit goes. Spec 1 section 9 gives the parcel
 * limits (31.5 kg, 50 kg if inseparable) and Cargo Direct's 45 kg floor; the others are
 * decisions (docs/decisions/order-screen-limits-and-errors.md, "Weight limits per mode").
 */
export const SHIPMENT_MODES = [
  'DOMESTIC_PARCEL',
  'INSEPARABLE_PARCEL',
  'DOCUMENT',
  'SUPER',
  'CROSS_BORDER',
  'CARGO_DIRECT',
] as const;
export type ShipmentMode = (typeof SHIPMENT_MODES)[number];

/** The one home of every weight bound the screens show and the server enforces (kg, inclusive). */
export const WEIGHT_LIMITS_KG: Record<ShipmentMode, { min: number; max: number }> = {
  DOMESTIC_PARCEL: { min: 0.1, max: 31.5 },
  INSEPARABLE_PARCEL: { min: 0.1, max: 50 },
  DOCUMENT: { min: 0.1, max: 2 },
  SUPER: { min: 0.1, max: 2 },
  CROSS_BORDER: { min: 0.1, max: 30 },
  CARGO_DIRECT: { min: 45, max: 3000 },
};

/** The mode of a domestic C2C shipment: Super first, then documents, then parcels by separability. */
export function domesticModeOf(shipment: {
  tier?: string;
  packageType: 'PARCEL' | 'DOCUMENT';
  isInseparable?: boolean;
}): ShipmentMode {
  if (shipment.tier === 'SUPER') return 'SUPER';
  if (shipment.packageType === 'DOCUMENT') return 'DOCUMENT';
  return shipment.isInseparable ? 'INSEPARABLE_PARCEL' : 'DOMESTIC_PARCEL';
}

/** Why a weight is refused for a mode, or null when it is within its bounds. */
export function weightIssue(mode: ShipmentMode, weight: number): WeightIssue | null {
  const { min, max } = WEIGHT_LIMITS_KG[mode];
  if (weight < min) return { code: 'validation_weight_min', params: { min } };
  if (weight > max) return { code: 'validation_weight_limit', params: { max } };
  return null;
}
export type WeightIssue = { code: 'validation_weight_min' | 'validation_weight_limit'; params: Record<string, number> };

export type Dimensions = { length: number; width: number; height: number };

/** "30x20x10" (length × width × height, cm) as the spec sends the dimension. */
export function parseDimension(text: string): Dimensions | null {
  // Read on every quote and every check of the field: no arrays made. Number() trims each part itself.
  const lower = text.toLowerCase();
  const first = lower.indexOf('x');
  const second = first === -1 ? -1 : lower.indexOf('x', first + 1);
  if (second === -1 || lower.indexOf('x', second + 1) !== -1) return null;
  const length = Number(lower.slice(0, first));
  const width = Number(lower.slice(first + 1, second));
  const height = Number(lower.slice(second + 1));
  return isSize(length) && isSize(width) && isSize(height) ? { length, width, height } : null;
}

const isSize = (cm: number) => Number.isFinite(cm) && cm > 0;

export const sidesSum = (d: Dimensions) => d.length + d.width + d.height;

/**
 * What a quote assumes when the visitor has not given weight or size yet (docs/decisions/super-slots-preorder-and-drop-points.md,
 * "Preorder"): a document is an A4 envelope, a parcel a small 1 kg box.
 */
export const DEFAULT_SHIPMENT_SIZE: Record<PackageType, { weight: number; dimension: string }> = {
  DOCUMENT: { weight: 0.5, dimension: '30x20x1' },
  PARCEL: { weight: 1, dimension: '10x10x10' },
};

/**
 * The special commodities (spec 1 section 4: 0000, 0001, 9999, 9940, 9950) travel post office
 * to post office only, with a set weight and size (the spec leaves the size open:
 * docs/decisions/the-c2c-order-screen.md). The order screen sets them; the server refuses anything else.
 */
export const SPECIAL_COMMODITY_CODES: ReadonlySet<string> = new Set(['0000', '0001', '9999', '9940', '9950']);
export const SPECIAL_COMMODITY_SIZE = { weight: 1, length: 20, width: 20, height: 20 } as const;

export const isSpecialCommodity = (code: string | null | undefined) =>
  Boolean(code && SPECIAL_COMMODITY_CODES.has(code));

/** Why a handover kind cannot be chosen for a product, or null when it can (one rule for screen and server). */
export function handoverRefusal(productCode: string | null | undefined, handover: string) {
  return isSpecialCommodity(productCode) && handover !== 'P2P' ? ('SPECIAL_COMMODITY_POST_OFFICE_ONLY' as const) : null;
}

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
