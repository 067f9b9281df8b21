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
