import { vietnamDay } from '@skyparcel/domain/time-zones';
import { apiDownloadFile } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { type OrderListFilter, orderFilterQuery } from './list-orders.ts';

/** Saves every order the filter finds as the server's .xlsx sheet (`GET /v1/orders/export`), named by the server. */
export async function exportOrders(filter: OrderListFilter): Promise<void> {
  const { file, name } = await apiDownloadFile(
    `/v1/orders/export?${orderFilterQuery(filter)}`,
    `orders-${vietnamDay(new Date())}.xlsx`,
  );
  saveFile(file, name);
}
