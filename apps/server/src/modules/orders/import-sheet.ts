import type { Language } from '@skyparcel/domain/locale';
import { IMPORT_COLUMN_LABELS, ORDER_IMPORT_TEXTS } from '@skyparcel/domain/messages';
import {
  IMPORT_MAX_ROWS,
  IMPORT_REQUIRED_COLUMNS,
  type ImportCells,
  type ImportColumn,
  importColumnOfHeader,
} from '@skyparcel/domain/order-import';
import { parse } from 'csv-parse/sync';
import type { CellValue, Worksheet } from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import yauzl from 'yauzl';
import { AppError } from '../../http/app-error.ts';

/*
 * An uploaded sheet (issue 37) as rows of cells by column, or a refusal that says what to fix:
 * a file that is no spreadsheet, one that unpacks far beyond what 1,000 orders need (a zip bomb),
 * formulas, merged cells, too many rows, missing columns. Only what the cells hold is read here;
 * order-import.ts reads each row with the order rules.
 */

/** An .xlsx of 1,000 orders unpacks to a few MB; past this it is not an order sheet. */
const MAX_UNPACKED_MB = 40;
/** The template's sheets and parts are a dozen files; a workbook of hundreds hides something. */
const MAX_ZIP_ENTRIES = 200;

/** A row of the sheet with its number as the spreadsheet shows it (the header is row 1). */
export type SheetRow = { line: number; cells: ImportCells };

/** The sheet's rows; a refusal names missing columns in the reader's language. */
export async function readImportSheet(file: Buffer, language: Language): Promise<SheetRow[]> {
  // Text has no signature; a file with one is a workbook (a zip) or no sheet we read (an old .xls, a PDF, an image).
  const kind = await fileTypeFromBuffer(file);
  if (kind && kind.ext !== 'xlsx' && kind.ext !== 'zip') throw new AppError('IMPORT_FILE_UNREADABLE');
  const table = kind ? await xlsxTable(file) : csvTable(file);
  return rowsOf(table, language);
}

/** The first sheet's cells as text, after the checks that need the workbook itself. */
async function xlsxTable(file: Buffer): Promise<string[][]> {
  await refuseZipBomb(file);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new AppError('IMPORT_FILE_UNREADABLE');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('IMPORT_FILE_UNREADABLE');
  refuseMergedCells(sheet);
  refuseOverLongSheet(sheet.actualRowCount - 1);
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, line) => {
    const values: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      if (cell.formula || cell.type === ExcelJS.ValueType.Formula) {
        throw new AppError('IMPORT_FORMULA', { params: { cell: cell.address } });
      }
      values[column - 1] = textOf(cell.value);
    });
    table[line - 1] = Array.from(values, (value) => value ?? '');
  });
  return Array.from(table, (row) => row ?? []);
}

/** Reads the zip's directory, not its contents: the sizes it says its files unpack to. */
async function refuseZipBomb(file: Buffer): Promise<void> {
  const sizes = await new Promise<number[]>((resolve, reject) => {
    yauzl.fromBuffer(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(new AppError('IMPORT_FILE_UNREADABLE'));
      const found: number[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        found.push(entry.uncompressedSize);
        if (found.length > MAX_ZIP_ENTRIES) {
          zip.close();
          resolve(found);
        } else zip.readEntry();
      });
      zip.on('end', () => resolve(found));
      zip.on('error', () => reject(new AppError('IMPORT_FILE_UNREADABLE')));
      zip.readEntry();
    });
  });
  const unpacked = sizes.reduce((total, size) => total + size, 0);
  if (sizes.length > MAX_ZIP_ENTRIES || unpacked > MAX_UNPACKED_MB * 1024 * 1024) {
    throw new AppError('IMPORT_FILE_UNPACKS_TOO_LARGE', { params: { max: MAX_UNPACKED_MB, rows: IMPORT_MAX_ROWS } });
  }
}

/** Merged cells would give one value to several orders, or none to some: refused by their range. */
function refuseMergedCells(sheet: Worksheet) {
  const merges = (sheet.model as { merges?: string[] }).merges ?? [];
  if (merges.length > 0) throw new AppError('IMPORT_MERGED_CELLS', { params: { cells: merges[0] } });
}

function refuseOverLongSheet(rows: number) {
  if (rows > IMPORT_MAX_ROWS)
    throw new AppError('IMPORT_TOO_MANY_ROWS', { params: { max: IMPORT_MAX_ROWS, count: rows } });
}

/** A cell as the text a person sees in it: a number as written, rich text joined, a link's text. */
function textOf(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    // A hyperlink's text; an error cell (#N/A) or anything else holds no order's value.
    return 'text' in value ? String(value.text) : '';
  }
  return String(value);
}

/**
 * A CSV as a table: UTF-8 (with or without a BOM), or else Windows-1258, Vietnam's Windows code
 * page, which older Excel writes; commas, semicolons or tabs between cells.
 */
function csvTable(file: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    text = new TextDecoder('windows-1258').decode(file);
  }
  try {
    const rows: string[][] = parse(text.normalize('NFC'), {
      bom: true,
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      skip_empty_lines: true,
      to: IMPORT_MAX_ROWS + 2,
    });
    refuseOverLongSheet(countLines(text) - 1);
    return rows;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('IMPORT_FILE_UNREADABLE');
  }
}

/** Lines with something on them (an upper bound of a CSV's rows: a quoted cell may hold a line break). */
const countLines = (text: string) => text.split(/\r\n|\n|\r/).filter((line) => line.trim() !== '').length;

/** The table under its header row: each row's cells by column; blank rows are left out. */
function rowsOf(table: string[][], language: Language): SheetRow[] {
  const [headers = [], ...body] = table;
  const columns = headers.map((header) => importColumnOfHeader(header, IMPORT_COLUMN_LABELS));
  const missing = IMPORT_REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    const names = missing.map((column) => ORDER_IMPORT_TEXTS[language].columns[column].label);
    throw new AppError('IMPORT_COLUMNS_MISSING', { params: { columns: names.join(', ') } });
  }
  const rows = body
    .map((values, index) => ({ line: index + 2, cells: cellsOf(columns, values) }))
    .filter((row) => Object.values(row.cells).some((value) => value !== ''));
  if (rows.length === 0) throw new AppError('IMPORT_NO_ROWS');
  refuseOverLongSheet(rows.length);
  return rows;
}

function cellsOf(columns: (ImportColumn | undefined)[], values: string[]): ImportCells {
  const cells: ImportCells = {};
  columns.forEach((column, index) => {
    if (column) cells[column] = (values[index] ?? '').trim();
  });
  return cells;
}
