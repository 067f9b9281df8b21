import { z } from 'zod';
import { hasInvisibleCharacters } from './account-rules.ts';
import {
  DECLARED_ITEMS_MAX,
  GOODS_URL_MAX_LENGTH,
  isWholeCents,
  MATERIAL_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  RECEIPTS_PER_ITEM,
} from './goods-declaration-rules.ts';

/*
 * The declared goods of a cross-border parcel (spec 1 sections 3 and 5, `goods_info` of the price
 * call and the order): the form validates with this schema and the server parses with it.
 */

/**
 * A declared item's text: required, bounded, and without control or format characters (a NUL
 * would fail the price call below the form, and neither prints on a customs declaration).
 */
const requiredText = (max: number) =>
  z
    .string({ error: 'validation_required' })
    .trim()
    .min(1, { error: 'validation_required' })
    .max(max, { error: 'validation_max_length' })
    .refine((text) => !hasInvisibleCharacters(text), { error: 'validation_control_characters' });

/** Where a receipt the customer uploaded is read (`res_url` of the upload call). */
export const RECEIPT_URL_PATTERN = /^\/api\/v1\/order\/goods-image\/([0-9a-f-]{36})$/;

/** The upload's id inside a receipt's address. */
export const receiptIdOf = (url: string): string | null => RECEIPT_URL_PATTERN.exec(url)?.[1] ?? null;

/**
 * One declared item. `totalPrice` is shown read-only and never read (quantity × price is
 * recomputed); the category is the reference list's, by id.
 */
export const declaredGoodsItemSchema = z.object({
  categories: z.object({ id: z.number({ error: 'validation_required' }).int() }, { error: 'validation_required' }),
  quantity: z
    .number({ error: 'validation_required' })
    .int({ error: 'please_enter_a_quantity_greater_than_0' })
    .positive({ error: 'please_enter_a_quantity_greater_than_0' })
    .max(9999, { error: 'validation_invalid' }),
  productName: requiredText(PRODUCT_NAME_MAX_LENGTH),
  price: z
    .number({ error: 'validation_required' })
    .positive({ error: 'please_enter_a_price_greater_than_0' })
    .max(100_000, { error: 'validation_invalid' })
    .refine(isWholeCents, { error: 'validation_price_step' }),
  material: requiredText(MATERIAL_MAX_LENGTH),
  receipts: z
    .array(z.string().regex(RECEIPT_URL_PATTERN, { error: 'validation_invalid' }))
    .max(RECEIPTS_PER_ITEM, { error: 'validation_receipts_max' })
    .default([]),
  goodsUrl: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'validation_invalid' }).max(GOODS_URL_MAX_LENGTH)])
    .optional(),
  term: z.literal(true, { error: 'validation_term_and_service_korea_product_declare' }),
});
export type DeclaredGoodsItem = z.output<typeof declaredGoodsItemSchema>;
export type DeclaredGoodsItemInput = z.input<typeof declaredGoodsItemSchema>;

export const goodsInfoSchema = z
  .array(declaredGoodsItemSchema)
  .max(DECLARED_ITEMS_MAX, { error: 'validation_invalid' });

/** A declared item as an order keeps and shows it, the category named in the reader's language. */
export const orderGoodsItemSchema = z.object({
  category: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  quantity: z.number().int(),
  productName: z.string(),
  /** US dollars. */
  price: z.number(),
  totalPrice: z.number(),
  material: z.string(),
  receipts: z.array(z.string()),
  goodsUrl: z.string().nullable(),
});
export type OrderGoodsItem = z.infer<typeof orderGoodsItemSchema>;
