import { ORDER_IMPORT_TEXTS } from '@skyparcel/domain/messages';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, type ImportColumn } from '@skyparcel/domain/order-import';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { readImportSheet } from './import-sheet.ts';

/*
 * Reading an uploaded sheet (issue 37): the template's two formats, and every kind of bad file the
 * issue names, each refused with what to fix and nothing read.
 */

const labels = (language: 'vi' | 'en' | 'ko') =>
  IMPORT_COLUMNS.map((column) => ORDER_IMPORT_TEXTS[language].columns[column].label);

const ROW: Partial<Record<ImportColumn, string | number>> = {
  receiverName: 'Nguyễn Thị Đào',
  receiverPhone: '0912345678',
  receiverStreet: '25 Phan Đình Phùng',
  receiverWard: 'Phường Ba Đình',
  receiverProvince: 'Thành phố Hà Nội',
  product: 'CLOTHES',
  weight: 2.5,
  length: 30,
  width: 20,
  height: 10,
};
const rowValues = (row = ROW) => IMPORT_COLUMNS.map((column) => row[column] ?? null);

async function workbookOf(rows: unknown[][], change?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Đơn hàng');
  for (const row of rows) sheet.addRow(row);
  change?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function refusalOf(file: Buffer, language: 'vi' | 'en' | 'ko' = 'en') {
  const error = await readImportSheet(file, language).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  const { code, options } = error as AppError;
  return { code, params: options.params };
}

describe('reading an uploaded sheet', () => {
  it('reads an .xlsx with Vietnamese headers: each row by column, numbered as the sheet shows it', async () => {
    const file = await workbookOf([labels('vi'), rowValues(), [], rowValues({ ...ROW, receiverName: 'Lê Văn B' })]);
    const rows = await readImportSheet(file, 'vi');
    expect(rows.map((row) => row.line)).toEqual([2, 4]);
    expect(rows[0].cells).toMatchObject({ receiverName: 'Nguyễn Thị Đào', weight: '2.5', length: '30', note: '' });
    expect(rows[1].cells.receiverName).toBe('Lê Văn B');
  });

  it('reads a date cell as its day and rich text as its text', async () => {
    const file = await workbookOf([labels('en'), rowValues()], (sheet) => {
      sheet.getCell('R2').value = new Date(Date.UTC(2026, 10, 28));
      sheet.getCell('A2').value = { richText: [{ text: 'Nguyễn ' }, { font: { bold: true }, text: 'Đào' }] };
    });
    const [row] = await readImportSheet(file, 'en');
    expect(row.cells).toMatchObject({ receiverName: 'Nguyễn Đào', note: '2026-11-28' });
  });

  it('reads a CSV with a BOM, semicolons and Korean headers', async () => {
    const csv = `\uFEFF${labels('ko').join(';')}\r\n${rowValues()
      .map((value) => value ?? '')
      .join(';')}\r\n`;
    const [row] = await readImportSheet(Buffer.from(csv), 'ko');
    expect(row).toMatchObject({ line: 2, cells: { receiverName: 'Nguyễn Thị Đào', weight: '2.5' } });
  });

  it('reads a CSV that older Excel wrote in Windows-1258, Vietnam’s code page', async () => {
    const header = labels('en').join(',');
    // "Đào" in Windows-1258: Đ 0xD0, à 0xE0.
    const name = Buffer.from([0xd0, 0xe0, 0x6f]);
    const rest = rowValues()
      .slice(1)
      .map((value) => value ?? '')
      .join(',');
    const file = Buffer.concat([Buffer.from(`${header}\n`), name, Buffer.from(`,${rest}\n`)]);
    const [row] = await readImportSheet(file, 'en');
    expect(row.cells.receiverName).toBe('Đào');
  });

  it('refuses a file that is no sheet: an old .xls, a PDF, a zip of something else', async () => {
    const oldXls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(600).fill(0)]);
    expect((await refusalOf(oldXls)).code).toBe('IMPORT_FILE_UNREADABLE');
    expect((await refusalOf(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).code).toBe('IMPORT_FILE_UNREADABLE');
    const zip = new JSZip();
    zip.file('notes.txt', 'not a workbook');
    const notAWorkbook = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect((await refusalOf(notAWorkbook)).code).toBe('IMPORT_FILE_UNREADABLE');
  });

  it('refuses a zip bomb from its directory, without unpacking it', async () => {
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<Types/>');
    zip.file('xl/worksheets/sheet1.xml', Buffer.alloc(60 * 1024 * 1024));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await refusalOf(bomb)).toEqual({ code: 'IMPORT_FILE_UNPACKS_TOO_LARGE', params: { max: 40, rows: 1000 } });
  });

  it('refuses a formula at its cell, and merged cells by their range', async () => {
    const withFormula = await workbookOf([labels('en'), rowValues()], (sheet) => {
      sheet.getCell('H2').value = { formula: '1+1.5', result: 2.5 };
    });
    expect(await refusalOf(withFormula)).toEqual({ code: 'IMPORT_FORMULA', params: { cell: 'H2' } });
    const merged = await workbookOf([labels('en'), rowValues(), rowValues()], (sheet) => sheet.mergeCells('D2:D3'));
    expect(await refusalOf(merged)).toEqual({ code: 'IMPORT_MERGED_CELLS', params: { cells: 'D2:D3' } });
  });

  it('refuses more than 1,000 orders, in a workbook or a CSV of 100,000 lines', async () => {
    const many = await workbookOf([labels('en'), ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => rowValues())]);
    expect(await refusalOf(many)).toEqual({ code: 'IMPORT_TOO_MANY_ROWS', params: { max: 1000, count: 1001 } });
    const line = rowValues()
      .map((value) => value ?? '')
      .join(',');
    const huge = Buffer.from(`${labels('en').join(',')}\n${`${line}\n`.repeat(100_000)}`);
    expect(await refusalOf(huge)).toEqual({ code: 'IMPORT_TOO_MANY_ROWS', params: { max: 1000, count: 100_000 } });
  });

  it('names the missing columns in the reader’s language, and refuses a sheet with only its headers', async () => {
    const withoutPhone = await workbookOf([labels('en').filter((label) => label !== 'Receiver phone'), ['x']]);
    expect(await refusalOf(withoutPhone, 'vi')).toEqual({
      code: 'IMPORT_COLUMNS_MISSING',
      params: { columns: 'SĐT người nhận' },
    });
    expect((await refusalOf(await workbookOf([labels('en'), []]))).code).toBe('IMPORT_NO_ROWS');
  });
});
