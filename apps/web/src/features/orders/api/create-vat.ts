import { apiRequest } from '../../../lib/api-client.ts';

/** The company an e-invoice is made out to (spec 1 section 7, POST /v1/order/create/vat). */
export type VatInvoice = { email: string; companyName: string; companyAddress: string; taxNumber: string };

/** Attaches the e-invoice details to a just-created order; only success matters to the caller. */
export async function createVatInvoice(orderId: string, details: VatInvoice, signal?: AbortSignal): Promise<void> {
  await apiRequest<null>('/v1/order/create/vat', { method: 'POST', body: { orderId, ...details }, signal });
}
