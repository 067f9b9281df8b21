import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Vouchers (spec 1 section 3): percent or absolute discounts on the shipping fee, a validity
 * window and limits overall, per Vietnamese calendar day and per customer.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    kind: text('kind', { enum: ['Voucher', 'Refund'] })
      .notNull()
      .default('Voucher'),
    discountType: text('discount_type', { enum: ['percent', 'absolute'] }).notNull(),
    /** Percent (1-100) or VND. */
    discountAmount: integer('discount_amount').notNull(),
    /** Cap of a percent discount in VND; null means no cap. */
    maxDiscount: integer('max_discount'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    usageLimit: integer('usage_limit'),
    dailyLimit: integer('daily_limit'),
    perCustomerLimit: integer('per_customer_limit').notNull().default(1),
    /** Products it applies to; null means every product. */
    productIds: integer('product_ids').array(),
    /** An admin ended it before its end (issue 39): when and who; endsAt is then that moment. */
    endedEarlyAt: timestamp('ended_early_at', { withTimezone: true }),
    endedEarlyBy: uuid('ended_early_by').references(() => users.id),
    /** When it was made, and the admin who made it in the operations screens (null for the seeded ones). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id),
  },
  (t) => [
    check('vouchers_percent_range', sql`${t.discountType} <> 'percent' or ${t.discountAmount} between 1 and 100`),
    check('vouchers_window', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The Vietnamese calendar day (UTC+7) of the redemption, for the daily limit. */
    localDay: date('local_day', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('voucher_redemptions_customer_idx').on(t.voucherId, t.userId),
    index('voucher_redemptions_day_idx').on(t.voucherId, t.localDay),
  ],
);
