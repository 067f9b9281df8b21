import type { OrderPayment } from '@skyparcel/domain/payment-contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { findOwnPayment, type PaymentKey } from './payment-repository.ts';

/**
 * The customer's payment as the server has it, found by its order (the confirmation page) or by
 * itself (a top-up); another customer's is NOT_FOUND.
 */
export async function getOwnPayment(db: Database, userId: string, by: PaymentKey): Promise<OrderPayment> {
  const found = await findOwnPayment(db, userId, by);
  if (!found) throw new AppError('NOT_FOUND');
  const { payment, orderCode } = found;
  return {
    purpose: payment.purpose,
    orderId: payment.orderId,
    orderCode,
    method: payment.method,
    status: payment.status,
    amount: payment.amount,
    refundedAmount: payment.refundedAmount,
    currency: payment.currency,
    expiresAt: payment.expiresAt?.toISOString() ?? null,
    paidAt: payment.paidAt?.toISOString() ?? null,
    responseCode: payment.responseCode,
  };
}
