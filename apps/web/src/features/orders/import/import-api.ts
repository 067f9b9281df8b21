import {
  IMPORT_PLACE_BATCH,
  type ImportPlacedRow,
  type ImportPreview,
  type ImportSheetRow,
  type ImportTemplateFormat,
} from '@skyparcel/domain/order-import-contracts';
import { apiDownloadFile, apiRequest } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/*
 * The order import's calls (issue 37), as the import page makes them.
 */

/** Saves the template in the page's language, as the server names it. */
export async function downloadImportTemplate(format: ImportTemplateFormat): Promise<void> {
  const { file, name } = await apiDownloadFile(`/v1/orders/import/template?format=${format}`, `orders.${format}`);
  saveFile(file, name);
}

/** `POST /v1/orders/import/preview`: the uploaded sheet read, each row quoted or its problems named. */
export async function previewImport(file: File): Promise<ImportPreview> {
  const body = new FormData();
  body.append('file', file);
  return (await apiRequest<ImportPreview>('/v1/orders/import/preview', { method: 'POST', multipart: body })).data;
}

/** `POST /v1/orders/import/check`: the rows again, as fixed in the page. */
export async function checkImport(fileDigest: string, rows: ImportSheetRow[]): Promise<ImportPreview> {
  const body = { fileDigest, rows: rows.map(({ line, cells }) => ({ line, cells })) };
  return (await apiRequest<ImportPreview>('/v1/orders/import/check', { method: 'POST', body })).data;
}

export type ReadyRow = ImportSheetRow & { amount: number };

/**
 * "Create all": the rows in slices the server takes at once, one after another, with progress after
 * each. A slice sent again (a retry, a second click) places nothing twice: each row has its key.
 */
export async function placeImportRows(
  fileDigest: string,
  rows: ReadyRow[],
  onSlice: (placed: ImportPlacedRow[]) => void,
): Promise<void> {
  for (let start = 0; start < rows.length; start += IMPORT_PLACE_BATCH) {
    const slice = rows.slice(start, start + IMPORT_PLACE_BATCH);
    const { data } = await apiRequest<ImportPlacedRow[]>('/v1/orders/import/place', {
      method: 'POST',
      body: { fileDigest, rows: slice },
    });
    onSlice(data);
  }
}

/** Saves the result sheet: each row's order code or why it has none, read by the server from the orders. */
export async function downloadImportResult(fileDigest: string, rows: ImportSheetRow[]): Promise<void> {
  const body = { fileDigest, rows: rows.map(({ line, cells }) => ({ line, cells })) };
  const { file, name } = await apiDownloadFile('/v1/orders/import/result', 'order-import-result.xlsx', {
    method: 'POST',
    body,
  });
  saveFile(file, name);
}

/** Saves the placed orders' waybills as one PDF (A6 pages), which the browser opens to print. */
export async function downloadWaybills(orderIds: string[]): Promise<void> {
  const { file, name } = await apiDownloadFile('/v1/orders/waybills', 'waybills.pdf', {
    method: 'POST',
    body: { ids: orderIds },
  });
  saveFile(file, name);
}
