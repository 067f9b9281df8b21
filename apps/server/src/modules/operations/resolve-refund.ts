import type { FailedRefundList, ResolveRefundRequest, StaffRefund } from '@skyparcel/domain/refund-contracts';
import { inTransaction } from '../../db/transaction.ts';
import type { CallContext } from '../../http/call-context.ts';
import { resolveFailedRefund, sendPendingRefunds, staffRefunds } from '../payments/refund-payment.ts';
import { auditOperation } from './operations-audit.ts';

/** `GET /ops/v1/refunds/failed` (staff): the gateway refunds given up on, oldest first. */
export async function listFailedRefunds(call: CallContext<unknown>): Promise<FailedRefundList> {
  return { refunds: await staffRefunds(call.db, { failed: true }) };
}

/**
 * `POST /ops/v1/refunds/{id}/resolve` (staff): a failed refund sent again at once (the answer says
 * whether the gateway took it this time), or recorded as paid back another way; audited.
 */
export async function resolveRefund(call: CallContext<ResolveRefundRequest & { id: string }>): Promise<StaffRefund> {
  const { db, input, userId, now } = call;
  const refund = await inTransaction(db, async (tx) => {
    const { refund, orderId } = await resolveFailedRefund(tx, { ...input, refundId: input.id, staffId: userId, now });
    await auditOperation(tx, {
      staffId: userId,
      action: input.action === 'RETRY' ? 'refund_retry' : 'refund_paid_outside',
      orderId,
      request: { refundId: refund.id, note: input.note },
      now,
    });
    return refund;
  });
  if (input.action === 'RETRY') await sendPendingRefunds(db, call.payments, now, refund.paymentId);
  const [view] = await staffRefunds(db, { id: refund.id });
  return view;
}
