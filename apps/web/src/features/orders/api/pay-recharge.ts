import type { RechargeRequest, RechargeStarted } from '@skyparcel/domain/order-history-contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Pays a recharge of the order (`POST /v1/order/{id}/recharge`): the wallet pays at once; a VNPay
 * method answers the page to pay on, which returns to the order's detail.
 */
export async function payRecharge(orderId: string, request: RechargeRequest): Promise<RechargeStarted> {
  return (
    await apiRequest<RechargeStarted>(`/v1/order/${encodeURIComponent(orderId)}/recharge`, {
      method: 'POST',
      body: request,
    })
  ).data;
}
