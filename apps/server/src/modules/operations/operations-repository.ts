import type { Database } from '../../db/client.ts';
import { operationsAudit } from '../../db/schema/operations.ts';

export async function insertAudit(tx: Database, row: typeof operationsAudit.$inferInsert): Promise<void> {
  await tx.insert(operationsAudit).values(row);
}
