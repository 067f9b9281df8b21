import type { CreatedOrder, CreateOrderRequest, PaymentHandOff } from '@skyparcel/domain/order-contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /v1/order; the Idempotency-Key makes a retried submit answer the first order. */
export async function createOrder(request: CreateOrderRequest, idempotencyKey: string) {
  const { data, meta } = await apiRequest<CreatedOrder>('/v1/order', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return { order: data, custom: (meta.custom ?? null) as PaymentHandOff | null };
}
