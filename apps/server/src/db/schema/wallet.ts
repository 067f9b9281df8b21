import { WALLET_MOVEMENT_TYPES } from '@skyparcel/domain/wallet-rules';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/**
 * The top-up wallet's ledger: every movement of `users.point_topup`, written in the same statement
 * as the balance (modules/wallet/wallet-ledger.ts), so the balance always equals the sum of the
 * ledger. Rows are never updated or deleted; a correction is a movement of its own.
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: WALLET_MOVEMENT_TYPES }).notNull(),
    /** Whole VND: positive for money in, negative for money out. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    amountBefore: bigint('amount_before', { mode: 'number' }).notNull(),
    amountAfter: bigint('amount_after', { mode: 'number' }).notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    orderNumber: text('order_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallet_ledger_moves', sql`${t.amount} <> 0`),
    check('wallet_ledger_adds_up', sql`${t.amountAfter} = ${t.amountBefore} + ${t.amount}`),
    check('wallet_ledger_never_negative', sql`${t.amountAfter} >= 0`),
    // The transaction list: a customer's movements in a period, newest first.
    index('wallet_ledger_user_newest_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // An order is paid from the wallet once, whatever retries or races send.
    uniqueIndex('wallet_ledger_order_payment_unique').on(t.orderId).where(sql`${t.type} = 'PAYMENT'`),
  ],
);
