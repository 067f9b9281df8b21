import type { OrderPayment } from '@skyparcel/domain/payment-contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { findOwnOrderPayment } from './payment-repository.ts';

/** The customer's order's payment as the server has it; another customer's order is NOT_FOUND. */
export async function getOwnOrderPayment(db: Database, userId: string, orderId: string): Promise<OrderPayment> {
  const found = await findOwnOrderPayment(db, userId, orderId);
  if (!found) throw new AppError('NOT_FOUND');
  const { payment, orderCode } = found;
  return {
    orderId: payment.orderId,
    orderCode,
    method: payment.method,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    expiresAt: payment.expiresAt?.toISOString() ?? null,
    paidAt: payment.paidAt?.toISOString() ?? null,
    responseCode: payment.responseCode,
  };
}
