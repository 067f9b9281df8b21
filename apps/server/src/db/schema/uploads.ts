import { RECEIPT_CONTENT_TYPES } from '@skyparcel/domain/goods-declaration-rules';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/**
 * Receipt images a customer uploads while declaring cross-border goods (issue 15): the file is in
 * the receipt storage under `storage_key`; the order it belongs to is set when the order is placed.
 * One never attached within a day is removed with its file by the cleanup job.
 */
export const goodsReceipts = pgTable(
  'goods_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id').references(() => orders.id),
    /** The declared item of the order it belongs to (order_goods_items.position); null until attached. */
    itemPosition: integer('item_position'),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type', { enum: RECEIPT_CONTENT_TYPES }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // The cleanup job's claim: uploads still unattached, oldest first.
  (t) => [
    index('goods_receipts_unattached_idx').on(t.createdAt).where(sql`${t.orderId} is null`),
    // An order's detail lists its receipts.
    index('goods_receipts_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);
