import { operationsAudit } from '../../db/schema/operations.ts';
import type { Tx } from '../../db/transaction.ts';

export async function insertAudit(tx: Tx, row: typeof operationsAudit.$inferInsert): Promise<void> {
  await tx.insert(operationsAudit).values(row);
}
