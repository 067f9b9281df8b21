import { vatRequestSchema } from '@skyparcel/domain/order-contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { findOwnOrder, upsertVatInfo } from './order-repository.ts';

/** `POST /v1/order/create/vat`: the e-invoice details of the customer's own order. */
export async function createVatInfo(db: Database, userId: string, body: unknown): Promise<void> {
  const parsed = vatRequestSchema.safeParse(body);
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  const { orderId, ...details } = parsed.data;
  const order = await findOwnOrder(db, userId, orderId);
  if (!order) throw new AppError('NOT_FOUND');
  await upsertVatInfo(db, { orderId: order.id, ...details });
}
