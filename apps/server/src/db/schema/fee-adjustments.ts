import { ADJUSTMENT_DIRECTIONS, FEE_ADJUSTMENT_KINDS } from '@skyparcel/domain/fee-adjustment-rules';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';
import { paymentRefunds, payments } from './payments.ts';

/**
 * Each change of an order's total after it was placed (spec 2 section 4, "Fee adjustment"): the
 * hub's security check re-pricing it, or the no-show fee. The money moves in the same transaction
 * as the row: a refund decided (payment_refunds, key `adjust:<id>`), or a recharge the customer
 * then pays (a RECHARGE payment, linked here). One of each kind per order.
 */
export const orderFeeAdjustments = pgTable(
  'order_fee_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: FEE_ADJUSTMENT_KINDS }).notNull(),
    previousTotal: integer('previous_total').notNull(),
    newTotal: integer('new_total').notNull(),
    direction: text('direction', { enum: ADJUSTMENT_DIRECTIONS }).notNull(),
    /** The refund decided for a lower total; null otherwise, or when nothing had been paid yet. */
    refundId: uuid('refund_id').references(() => paymentRefunds.id),
    /** The customer's latest payment of a recharge (another try replaces a failed one). */
    rechargePaymentId: uuid('recharge_payment_id').references(() => payments.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_fee_adjustments_kind_unique').on(t.orderId, t.kind),
    // The hub's overview counts the recharges still owed among a few, not every adjustment.
    index('order_fee_adjustments_recharge_idx').on(t.rechargePaymentId).where(sql`${t.direction} = 'RECHARGE'`),
  ],
);
