import { z } from 'zod';

/*
 * The calls of the catalogue (spec 1 section 3): goods categories, the products of each
 * package type and the extra services with their price for a shipping fee.
 */

export const PACKAGE_TYPES = ['PARCEL', 'DOCUMENT'] as const;
export const packageTypeSchema = z.enum(PACKAGE_TYPES);
export type PackageType = z.infer<typeof packageTypeSchema>;

/** The spec's catalogue paths name the language (`vi`, `en`, `ko`; `kr` reads as `ko`; others English). */
export const catalogLanguageParamsSchema = z.object({
  lang: z.string({ error: 'validation_required' }).max(10, { error: 'validation_invalid' }),
});
export type CatalogLanguageParams = z.infer<typeof catalogLanguageParamsSchema>;

/** Location ids of the route ends: the spec's client sends them; the lists do not depend on them yet. */
const routeEnds = {
  locationFrom: z.string().max(40, { error: 'validation_invalid' }).optional(),
  locationTo: z.string().max(40, { error: 'validation_invalid' }).optional(),
};

/** `GET /v1/categories/lang/{lang}`: a goods category with its commodity code. */
export const categorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** No pictures ship with the data: the web shows an icon per code. */
  image: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const productTypesQuerySchema = z.object({
  /** KR keeps the products allowed to or from Korea. */
  location: z.enum(['KR', 'VI'], { error: 'validation_invalid' }).optional(),
  ...routeEnds,
});
export type ProductTypesQuery = z.infer<typeof productTypesQuerySchema>;

/** A fixed line of a product's declaration (the document product's one "Documents" item). */
export const productItemSchema = z.object({ name: z.string(), price: z.number(), quantity: z.number().int() });
export type ProductItem = z.infer<typeof productItemSchema>;

export const PRODUCT_STATUSES = ['A', 'D'] as const;

export const productSchema = z.object({
  id: z.number().int(),
  product: z.string(),
  code: z.string(),
  categoryImgUrl: z.string().nullable(),
  categoryName: z.string(),
  description: z.string(),
  /** 'D' = disabled: shown, but choosing it only says so. */
  status: z.enum(PRODUCT_STATUSES),
  isPremium: z.boolean(),
  isWarning: z.boolean(),
  isKorean: z.boolean(),
  /** 'VUN' = valuable goods, which carry a surcharge. */
  type: z.string().nullable(),
  items: z.array(productItemSchema),
});
export type Product = z.infer<typeof productSchema>;

/** `GET /v1/producttypes/language/{lang}`: a list of groups, since package types are values, not keys. */
export const productGroupSchema = z.object({ packageType: packageTypeSchema, products: z.array(productSchema) });
export type ProductGroup = z.infer<typeof productGroupSchema>;

export const extraPricesQuerySchema = z.object({
  /** The fee the percent services are priced on, whole VND. */
  shippingFee: z.coerce.number({ error: 'validation_invalid' }).int().min(0).max(1_000_000_000).default(0),
  ...routeEnds,
});
export type ExtraPricesQuery = z.infer<typeof extraPricesQuerySchema>;

/** `GET /v1/order/extra_prices`: an extra service priced for the shipping fee. */
export const extraServiceSchema = z.object({
  code: z.string(),
  name: z.string(),
  price: z.number().int(),
  currency: z.string(),
  /** Ticked when the form opens (packaging and SMS, at no cost). */
  isDefault: z.boolean(),
});
export type ExtraService = z.infer<typeof extraServiceSchema>;
