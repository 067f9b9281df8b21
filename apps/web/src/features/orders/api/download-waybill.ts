import { apiDownloadFile } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/**
 * Downloads the order's waybill (`GET /v1/order/{id}/waybill`, an A6 PDF in the page's language)
 * and hands it to the browser as a file, which opens it to print. The call carries the session's
 * token, so a plain link could not fetch it.
 */
export async function downloadWaybill(order: { uuid: string; orderId: string }): Promise<void> {
  const { file, name } = await apiDownloadFile(
    `/v1/order/${encodeURIComponent(order.uuid)}/waybill`,
    `waybill-${order.orderId}.pdf`,
  );
  saveFile(file, name);
}
