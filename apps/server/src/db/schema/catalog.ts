import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

type Texts = Record<string, string>;

/** Goods categories with the commodity codes of spec 1 section 3; names per language. */
export const goodsCategories = pgTable('goods_categories', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<Texts>().notNull(),
});

/** Products offered per package type (PARCEL, DOCUMENT); status D = disabled, type VUN = valuable goods. */
export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  packageType: text('package_type', { enum: ['PARCEL', 'DOCUMENT'] }).notNull(),
  categoryCode: text('category_code').notNull(),
  name: jsonb('name').$type<Texts>().notNull(),
  description: jsonb('description').$type<Texts>().notNull(),
  status: text('status', { enum: ['A', 'D'] }).notNull(),
  isPremium: boolean('is_premium').notNull(),
  isWarning: boolean('is_warning').notNull(),
  isKorean: boolean('is_korean').notNull(),
  type: text('type'),
  /** The one fixed item of the document product (name, price 0, quantity 1). */
  fixedItem: jsonb('fixed_item').$type<{ name: string; price: number; quantity: number }>(),
  sortOrder: integer('sort_order').notNull(),
});

export type ExtraServicePricing =
  | { kind: 'fixed'; amount: number }
  | { kind: 'percentOfShippingFee'; percent: number; minimum: number };

/** Extra services (packaging, SMS, guarantee value...) with their price rule; amounts in VND. */
export const extraServices = pgTable('extra_services', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<Texts>().notNull(),
  pricing: jsonb('pricing').$type<ExtraServicePricing>().notNull(),
  isDefault: boolean('is_default').notNull(),
  sortOrder: integer('sort_order').notNull(),
});
