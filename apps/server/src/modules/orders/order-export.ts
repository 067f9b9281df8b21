import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { orderExportTexts } from '@skyparcel/domain/messages';
import type { OrderListItem, OrdersFilter } from '@skyparcel/domain/order-history-contracts';
import { paymentMethodTextKey } from '@skyparcel/domain/payment-rules';
import { VIETNAM_TIME_ZONE, vietnamDay, wallClockDate } from '@skyparcel/domain/time-zones';
import { listedStatus } from '@skyparcel/domain/tracking-rules';
import { kilogramsOf } from '@skyparcel/domain/weights';
import type { CallContext } from '../../http/call-context.ts';
import type { FileAnswer } from '../../http/file-answers.ts';
import { orderListWhere, toListItems } from './order-history.ts';
import { findOrdersAfter, type OrderListCursor, type OrderRow } from './order-repository.ts';

/*
 * `GET /v1/orders/export`: every order the list's filter finds, as one .xlsx sheet written while it
 * is read. Orders come in batches from the list's index (keyset, newest first), each batch goes out
 * before the next is read, and a slow reader holds the reading back, so 20,000 orders never sit in
 * memory at once.
 */

/** Orders read and written at a time. */
const BATCH_SIZE = 500;

type Texts = ReturnType<typeof orderExportTexts>;
type Column = keyof Texts['columns'];
type ExportRow = Record<Column, string | number | Date>;

const COLUMNS: { key: Column; width: number; numFmt?: string }[] = [
  { key: 'code', width: 16 },
  { key: 'placedAt', width: 20, numFmt: 'yyyy-mm-dd hh:mm' },
  { key: 'status', width: 16 },
  { key: 'latestStep', width: 28 },
  { key: 'product', width: 20 },
  { key: 'senderName', width: 22 },
  { key: 'receiverName', width: 22 },
  { key: 'receiverPhone', width: 18 },
  { key: 'receiverAddress', width: 48 },
  { key: 'weight', width: 12, numFmt: '0.0##' },
  // Both currencies we charge in (dong and won) have no minor unit.
  { key: 'total', width: 14, numFmt: '#,##0' },
  { key: 'currency', width: 10 },
  { key: 'paymentMethod', width: 22 },
];

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The spreadsheet as a stream, named by the list's name in the customer's language and the day it
 * was made (Vietnam's); a failure while reading ends the stream with the error.
 */
export async function orderExport(call: CallContext<OrdersFilter>): Promise<FileAnswer> {
  const output = new PassThrough();
  writeWorkbook(call, output).catch((error: unknown) => output.destroy(error as Error));
  const fileName = `${orderExportTexts(call.language).fileName}-${vietnamDay(call.now)}.xlsx`;
  return { body: output, contentType: XLSX_CONTENT_TYPE, fileName };
}

async function writeWorkbook(call: CallContext<OrdersFilter>, output: PassThrough): Promise<void> {
  // Loaded with the first export, not with every process's start.
  const { default: ExcelJS } = await import('exceljs');
  const texts = orderExportTexts(call.language);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(texts.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map(({ key, width, numFmt }) => ({
    key,
    width,
    header: texts.columns[key],
    style: numFmt ? { numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for await (const rows of orderBatches(call)) {
    const items = await toListItems(call, rows);
    rows.forEach((row, index) => {
      sheet.addRow(exportRow(row, items[index], texts)).commit();
    });
    // Wait for the reader before reading the next batch.
    if (output.writableNeedDrain) await once(output, 'drain');
  }
  sheet.commit();
  await workbook.commit();
}

async function* orderBatches(call: CallContext<OrdersFilter>): AsyncGenerator<OrderRow[]> {
  const where = orderListWhere(call.input);
  let after: OrderListCursor | undefined;
  for (;;) {
    const rows = await findOrdersAfter(call.db, call.userId, { ...where, limit: BATCH_SIZE, after });
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH_SIZE) return;
    const last = rows[rows.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
}

function paymentMethodNameIn(texts: Texts, item: OrderListItem): string {
  const names: Record<string, string> = texts.paymentMethods;
  return names[paymentMethodTextKey(item.paymentMethod, item.platform)] ?? item.paymentMethod;
}

function exportRow(row: OrderRow, item: OrderListItem, texts: Texts): ExportRow {
  return {
    code: item.orderId,
    placedAt: wallClockDate(row.createdAt, VIETNAM_TIME_ZONE),
    status: texts.statuses[listedStatus(item)],
    latestStep: item.trackingInfoVenus[0]?.title ?? '',
    product: item.orderDetails[0]?.productName ?? '',
    senderName: item.fromName,
    receiverName: item.toName,
    receiverPhone: item.toPhone,
    receiverAddress: item.receiverAddress,
    weight: kilogramsOf(row.weightG),
    total: item.amount,
    currency: item.currency,
    paymentMethod: paymentMethodNameIn(texts, item),
  };
}
