import { AUDIT_ACTIONS } from '@skyparcel/domain/audit-contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/**
 * Every call of the operations API, who made it and when, written in the transaction of what it
 * changed (a refused call leaves no row, as it changed nothing). Append-only.
 */
export const operationsAudit = pgTable(
  'operations_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('operations_audit_order_idx').on(t.orderId, t.id),
    index('operations_audit_staff_idx').on(t.staffId, t.id),
    // The audit viewer's action filter, newest first (its other filters have the two above and the key).
    index('operations_audit_action_idx').on(t.action, t.id),
    check(
      'operations_audit_action_known',
      sql`${t.action} in (${sql.raw(AUDIT_ACTIONS.map((a) => `'${a}'`).join(', '))})`,
    ),
  ],
);
