import type { TopupRequest, TopupStarted } from '@skyparcel/domain/wallet-contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /v1/topup`: a pending top-up and VNPay's page to pay it on. */
export async function startTopup(request: TopupRequest): Promise<TopupStarted> {
  return (await apiRequest<TopupStarted>('/v1/topup', { method: 'POST', body: request })).data;
}
