import { apiRequest } from '../../../lib/api-client.ts';
import type { toOrderRequest } from '../order-rules.ts';

export type CreatedOrder = {
  orderId: string;
  uuid: string;
  status: string;
  platform: 'c2c' | 'cargo';
  paymentMethod: string;
  deliveryType: string;
  transportRules: string[];
  amount: number;
  currency: string;
  estDateTime: string;
  bookingShipperTime: string;
  createdAt: string;
};

export type PaymentHandOff = { paymentUrl: string | null; paymentData: unknown };

/** POST /v1/order; the Idempotency-Key makes a retried submit answer the first order. */
export async function createOrder(request: ReturnType<typeof toOrderRequest>, idempotencyKey: string) {
  const { data, meta } = await apiRequest<CreatedOrder>('/v1/order', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return { order: data, custom: (meta.custom ?? null) as PaymentHandOff | null };
}
