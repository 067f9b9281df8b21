import type { VatRequest } from '@skyparcel/domain/order-contracts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { findOwnOrder, upsertVatInfo } from './order-repository.ts';

/** `POST /v1/order/create/vat`: the e-invoice details of the customer's own order. */
export async function createVatInfo({ db, userId, input }: CallContext<VatRequest>): Promise<void> {
  const { orderId, ...details } = input;
  const order = await findOwnOrder(db, userId, orderId);
  if (!order) throw new AppError('NOT_FOUND');
  await upsertVatInfo(db, { orderId: order.id, ...details });
}
