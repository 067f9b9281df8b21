import { ORDER_IMPORT_TEXTS } from '@skyparcel/domain/messages';
import { IMPORT_COLUMNS } from '@skyparcel/domain/order-import';
import type { ImportPreviewRow, ImportSheetRow } from '@skyparcel/domain/order-import-contracts';
import type { CallerContext } from '../../http/call-context.ts';
import type { FileAnswer } from '../../http/file-answers.ts';
import { previewImport } from './import-rows.ts';
import { XLSX_CONTENT_TYPE } from './order-export.ts';

/**
 * The import's result (issue 37) as the shop keeps it: each row's cells, then the order it placed
 * or why it has none. Read afresh from the orders by the rows' keys, never from what the page
 * says happened, so a result downloaded after a retry or from another device is the same.
 */
export async function importResultSheet(
  context: CallerContext,
  fileDigest: string,
  rows: ImportSheetRow[],
): Promise<FileAnswer> {
  const texts = ORDER_IMPORT_TEXTS[context.language];
  const preview = await previewImport(context, fileDigest, rows);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(texts.resultSheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { key: 'line', header: texts.resultHeaders.line, width: 8 },
    { key: 'orderCode', header: texts.resultHeaders.orderCode, width: 18 },
    { key: 'outcome', header: texts.resultHeaders.outcome, width: 48 },
    ...IMPORT_COLUMNS.map((column) => ({ key: column, header: texts.columns[column].label, width: 20 })),
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of preview.rows) {
    sheet.addRow({ ...row.cells, line: row.line, orderCode: row.placedOrder?.code ?? null, outcome: outcomeOf(row) });
  }
  return {
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
    contentType: XLSX_CONTENT_TYPE,
    fileName: `${texts.resultFileName}.xlsx`,
  };

  function outcomeOf(row: ImportPreviewRow): string {
    if (row.placedOrder) return texts.outcomes.placed;
    if (row.problems.length === 0) return texts.outcomes.notPlaced;
    return row.problems
      .map((problem) =>
        problem.column ? `${texts.columns[problem.column].label}: ${problem.message}` : problem.message,
      )
      .join('; ');
  }
}
