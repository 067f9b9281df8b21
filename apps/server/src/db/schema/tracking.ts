import { CANCEL_REASONS, TRACKING_STEP_NAMES } from '@skyparcel/domain/tracking-rules';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/**
 * An order's journey, one row per step (tracking-rules.ts), appended under the order's row lock
 * in the transaction that moves orders.status along with it. Never updated: the timeline the
 * customer reads is this table in order.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    step: text('step', { enum: TRACKING_STEP_NAMES }).notNull(),
    /** Where it happened: the post office, hub or airport. */
    hubName: text('hub_name'),
    /** The flight number, for a step that puts the parcel on one. */
    flight: text('flight'),
    cancelReason: text('cancel_reason', { enum: CANCEL_REASONS }),
    /** The customer's own words with a cancel step (optional; at most CANCEL_REASON_MAX_LENGTH). */
    customerNote: text('customer_note'),
    /** Who recorded it: a staff member, or the customer who cancelled; null for what the system records itself. */
    recordedBy: uuid('recorded_by').references(() => users.id),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The timeline and the latest step of an order; the list reads the latest of 25 orders at once.
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);
