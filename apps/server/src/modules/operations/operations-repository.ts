import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema/accounts.ts';
import { operationsAudit } from '../../db/schema/operations.ts';
import { orders } from '../../db/schema/orders.ts';
import type { Tx } from '../../db/transaction.ts';

export async function insertAudit(tx: Tx, row: typeof operationsAudit.$inferInsert): Promise<void> {
  await tx.insert(operationsAudit).values(row);
}

export type AuditWhere = {
  orderId?: string;
  staffId?: string;
  action?: string;
  from?: Date;
  to?: Date;
  /** Only rows older than this id (the page before's last). */
  before?: number;
};

/**
 * A page of the audit, newest first: read backwards along the index of the one filter given (order,
 * staff or action, each with the id) or the key, so nothing is sorted; joined in that order.
 */
export function findAuditPage(db: Database, where: AuditWhere & { limit: number }) {
  const conditions: (SQL | undefined)[] = [
    where.orderId ? eq(operationsAudit.orderId, where.orderId) : undefined,
    where.staffId ? eq(operationsAudit.staffId, where.staffId) : undefined,
    where.action ? eq(operationsAudit.action, where.action) : undefined,
    where.from ? gte(operationsAudit.createdAt, where.from) : undefined,
    where.to ? lt(operationsAudit.createdAt, where.to) : undefined,
    where.before ? lt(operationsAudit.id, where.before) : undefined,
  ];
  return db
    .select({
      id: operationsAudit.id,
      action: operationsAudit.action,
      request: operationsAudit.request,
      createdAt: operationsAudit.createdAt,
      staffId: operationsAudit.staffId,
      staffCode: users.customerCode,
      staffName: users.name,
      staffCompany: users.companyName,
      orderUuid: orders.id,
      orderCode: orders.code,
    })
    .from(operationsAudit)
    .innerJoin(users, eq(users.id, operationsAudit.staffId))
    .leftJoin(orders, eq(orders.id, operationsAudit.orderId))
    .where(and(...conditions))
    .orderBy(desc(operationsAudit.id))
    .limit(where.limit);
}
