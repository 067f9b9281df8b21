/*
 * Declaring the goods of a cross-border parcel (spec 1 section 5; issue 15): the receipt images a
 * customer attaches to each item.
 */

/** A receipt image is under this many bytes (`do_not_upload_file_more_than_3mb`). */
export const RECEIPT_MAX_BYTES = 3_000_000;
/** What a receipt may be, judged by the file's content, never its name (`file_upload_is_not_support`). */
export const RECEIPT_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
export type ReceiptContentType = (typeof RECEIPT_CONTENT_TYPES)[number];
/** Receipts per declared item. */
export const RECEIPTS_PER_ITEM = 3;
/** An upload not attached to an order within this long is removed. */
export const UNATTACHED_RECEIPT_HOURS = 24;
/** Goods sent to Korea may be declared at most this much in all, in US cents (spec 1 section 9). */
export const KOREA_DECLARED_VALUE_LIMIT_CENTS = 15_000;
/** A declared product's name (spec 1 section 3). */
export const PRODUCT_NAME_MAX_LENGTH = 200;
export const MATERIAL_MAX_LENGTH = 100;
export const GOODS_URL_MAX_LENGTH = 500;
/** Declared items per order: more than a family parcel or a shop's box would list. */
export const DECLARED_ITEMS_MAX = 20;

/** A price in US dollars as whole cents (prices are typed with at most two decimals). */
export const usdToCents = (usd: number): number => Math.round(usd * 100);

/** Whether a dollar price has at most two decimals (the form's step 0.01). */
export const isWholeCents = (usd: number): boolean => Math.abs(usd * 100 - Math.round(usd * 100)) < 1e-6;

/** One item's value: its quantity times its price, in cents. */
export const itemValueCents = (item: { quantity: number; price: number }): number =>
  item.quantity * usdToCents(item.price);

/** What all the items are declared at, in cents: the amount the 150 USD rule and the duty look at. */
export const declaredValueCents = (items: readonly { quantity: number; price: number }[]): number =>
  items.reduce((sum, item) => sum + itemValueCents(item), 0);

/**
 * What may still be declared before the Korean limit, in cents: negative when the items are over
 * it. The form's meter and the server's check read the same number.
 */
export const centsLeftBeforeKoreaLimit = (items: readonly { quantity: number; price: number }[]): number =>
  KOREA_DECLARED_VALUE_LIMIT_CENTS - declaredValueCents(items);
