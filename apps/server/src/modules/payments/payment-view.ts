import type { OrderPayment } from '@skyparcel/domain/payment-contracts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { findOrdersPayments, findOwnPayment, type PaymentKey, type PaymentRow } from './payment-repository.ts';

/**
 * The customer's payment as the server has it, found by its order (the confirmation page) or by
 * itself (a top-up); another customer's is NOT_FOUND.
 */
export async function getOwnPayment(db: Database, userId: string, by: PaymentKey): Promise<OrderPayment> {
  const found = await findOwnPayment(db, userId, by);
  if (!found) throw new AppError('NOT_FOUND');
  return toPaymentView(found.payment, found.orderCode);
}

/** A payment as the order list and detail show it: the customer's view and the bank chosen. */
export type OrderPaymentView = OrderPayment & { bankCode: string | null };

/** The payments of these orders (a list page's, or one order's), by order. */
export async function getOrdersPayments(db: Database, orderIds: string[]): Promise<Map<string, OrderPaymentView>> {
  const rows = await findOrdersPayments(db, orderIds);
  return new Map(
    [...rows].map(([orderId, payment]) => [orderId, { ...toPaymentView(payment, null), bankCode: payment.bankCode }]),
  );
}

function toPaymentView(payment: PaymentRow, orderCode: string | null): OrderPayment {
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
    virtualAccount: payment.virtualAccount ?? null,
    responseCode: payment.responseCode,
  };
}
