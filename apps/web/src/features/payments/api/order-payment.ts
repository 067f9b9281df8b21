import type { OrderPayment } from '@skyparcel/domain/payment-contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { GatewayReturn } from '../gateway-return.ts';

/** Every payment query starts with this. */
export const PAYMENT_KEY = ['payment'] as const;

/** The order's payment as the server has it (`GET /v1/order/{id}/payment`). */
export async function getOrderPayment(orderId: string, signal?: AbortSignal): Promise<OrderPayment> {
  return (await apiRequest<OrderPayment>(`/v1/order/${encodeURIComponent(orderId)}/payment`, { signal })).data;
}

/** Passes VNPay's signed redirect query to the server, which records it and answers the payment. */
export async function recordVnpayReturn(query: string, signal?: AbortSignal): Promise<OrderPayment> {
  return (await apiRequest<OrderPayment>('/v1/payment/vnpay/return', { method: 'POST', body: { query }, signal })).data;
}

/** Passes PortOne's window result to the server, which re-reads the payment from PortOne and answers it. */
export async function recordPortoneReturn(
  result: { impUid: string; merchantUid: string },
  signal?: AbortSignal,
): Promise<OrderPayment> {
  return (await apiRequest<OrderPayment>('/v1/payment/portone/return', { method: 'POST', body: result, signal })).data;
}

/** Passes a gateway's return to the server, whichever gateway it came from. */
export function recordGatewayReturn(value: GatewayReturn, signal?: AbortSignal): Promise<OrderPayment> {
  return value.gateway === 'vnpay'
    ? recordVnpayReturn(value.query, signal)
    : recordPortoneReturn({ impUid: value.impUid, merchantUid: value.merchantUid }, signal);
}
