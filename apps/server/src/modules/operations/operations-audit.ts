import type { AuditAction } from '@skyparcel/domain/audit-contracts';
import type { Tx } from '../../db/transaction.ts';
import { insertAudit } from './operations-repository.ts';

/** Who did what to which order and when, in the transaction of the change itself. */
export function auditOperation(
  tx: Tx,
  entry: { staffId: string; action: AuditAction; orderId: string | null; request: object; now: Date },
): Promise<void> {
  return insertAudit(tx, {
    staffId: entry.staffId,
    action: entry.action,
    orderId: entry.orderId,
    request: { ...entry.request },
    createdAt: entry.now,
  });
}
