import { apiDownload } from '../../../lib/api-client.ts';

/**
 * Downloads the order's waybill (`GET /v1/order/{id}/waybill`, an A6 PDF in the page's language)
 * and hands it to the browser as a file, which opens it to print. The call carries the session's
 * token, so a plain link could not fetch it.
 */
export async function downloadWaybill(order: { uuid: string; orderId: string }): Promise<void> {
  const pdf = await apiDownload(`/v1/order/${encodeURIComponent(order.uuid)}/waybill`);
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = `waybill-${order.orderId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
