import type { Language } from '@skyparcel/domain/locale';
import { HOME_COUNTRY } from '@skyparcel/domain/location-id';
import { ORDER_IMPORT_TEXTS } from '@skyparcel/domain/messages';
import {
  IMPORT_CHOICES,
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_REQUIRED_COLUMNS,
  type ImportColumn,
} from '@skyparcel/domain/order-import';
import type { ImportTemplateFormat } from '@skyparcel/domain/order-import-contracts';
import { phoneFieldValue } from '@skyparcel/domain/phone';
import { isSpecialCommodity } from '@skyparcel/domain/shipment-limits';
import { stringify } from 'csv-stringify/sync';
import type { DataValidation, Worksheet } from 'exceljs';
import type { Database } from '../../db/database.ts';
import { textIn } from '../catalog/catalog-texts.ts';
import { listActiveProducts } from '../catalog/find-product.ts';
import { exampleWard } from '../locations/find-places.ts';
import { XLSX_CONTENT_TYPE } from './order-export.ts';

/*
 * `GET /v1/orders/import/template` (issue 37): the sheet a shop fills to place many orders at once,
 * in the reader's language. As .xlsx: the order sheet with its headers, one example row and the
 * lists' drop-downs; a column guide; the products with their codes. As .csv: the headers and the
 * example row only (a CSV has no drop-downs or second sheet), with a BOM so Excel reads it as UTF-8.
 */

type Texts = (typeof ORDER_IMPORT_TEXTS)['en'];
type ProductRow = Awaited<ReturnType<typeof listActiveProducts>>[number];
export type ImportTemplate = { body: Buffer; contentType: string; fileName: string };

/**
 * Products a domestic sheet may name: every active one, as the order screen offers inside Vietnam
 * (isKorean marks those also cleared for Korea, not those kept from Vietnam).
 */
export function importableProducts(db: Database): Promise<ProductRow[]> {
  return listActiveProducts(db);
}

export async function importTemplate(
  db: Database,
  language: Language,
  format: ImportTemplateFormat,
): Promise<ImportTemplate> {
  const texts = ORDER_IMPORT_TEXTS[language];
  const [products, place] = await Promise.all([importableProducts(db), exampleWard(db, HOME_COUNTRY)]);
  const example = exampleRow(texts, products, place);
  const headers = IMPORT_COLUMNS.map((column) => texts.columns[column].label);
  if (format === 'csv') {
    const csv = stringify([headers, IMPORT_COLUMNS.map((column) => example[column] ?? '')], { bom: true });
    return { body: Buffer.from(csv), contentType: 'text/csv; charset=utf-8', fileName: `${texts.fileName}.csv` };
  }
  return {
    body: await templateWorkbook(texts, headers, example, products, language),
    contentType: XLSX_CONTENT_TYPE,
    fileName: `${texts.fileName}.xlsx`,
  };
}

/** A row that reads without a problem: a real ward and product, a parcel door to door paid in cash. */
function exampleRow(
  texts: Texts,
  products: ProductRow[],
  place: { ward: string; province: string } | undefined,
): Partial<Record<ImportColumn, string>> {
  // Not a special commodity: those travel post office to post office only, with a set size.
  const parcel =
    products.find((product) => product.packageType === 'PARCEL' && !isSpecialCommodity(product.code)) ?? products[0];
  return {
    receiverName: texts.exampleName,
    receiverPhone: phoneFieldValue('912345678'),
    receiverStreet: texts.exampleStreet,
    receiverWard: place?.ward ?? '',
    receiverProvince: place?.province ?? '',
    product: parcel?.code ?? '',
    weight: '1.5',
    length: '30',
    width: '20',
    height: '10',
    handover: 'D2D',
    tier: 'BASIC',
    paymentMethod: 'cash',
  };
}

async function templateWorkbook(
  texts: Texts,
  headers: string[],
  example: Partial<Record<ImportColumn, string>>,
  products: ProductRow[],
  language: Language,
): Promise<Buffer> {
  // Loaded with the first template or export, not with every process's start.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const orders = workbook.addWorksheet(texts.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  orders.columns = IMPORT_COLUMNS.map((column, index) => ({ key: column, header: headers[index], width: 20 }));
  orders.getRow(1).font = { bold: true };
  orders.addRow(example);
  // Codes and digits stay text: a phone keeps its 0, a code is not read as a number.
  for (const column of ['receiverPhone', 'product', 'senderPostOffice', 'receiverPostOffice'] as const) {
    orders.getColumn(column).numFmt = '@';
  }
  addGuide(workbook.addWorksheet(texts.guideSheet), texts);
  const productSheet = workbook.addWorksheet(texts.productsSheet);
  productSheet.columns = [
    { header: texts.productHeaders.code, key: 'code', width: 18 },
    { header: texts.productHeaders.name, key: 'name', width: 36 },
  ];
  productSheet.getRow(1).font = { bold: true };
  for (const product of products) productSheet.addRow({ code: product.code, name: textIn(product.name, language) });
  addDropDowns(orders, `'${texts.productsSheet}'!$A$2:$A$${products.length + 1}`);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function addGuide(guide: Worksheet, texts: Texts) {
  guide.columns = [
    { header: texts.guideHeaders.column, key: 'column', width: 26 },
    { header: texts.guideHeaders.required, key: 'required', width: 12 },
    { header: texts.guideHeaders.guide, key: 'guide', width: 90 },
  ];
  guide.getRow(1).font = { bold: true };
  for (const column of IMPORT_COLUMNS) {
    const isRequired = IMPORT_REQUIRED_COLUMNS.includes(column);
    guide.addRow({
      column: texts.columns[column].label,
      required: isRequired ? texts.yes : texts.no,
      guide: texts.columns[column].guide,
    });
  }
}

/** exceljs writes a range's validation (its runtime takes an A1:A9 address), which its types leave out. */
type WithRangeValidations = Worksheet & { dataValidations: { add(range: string, validation: DataValidation): void } };

/** Each list column offers its values, and the product column the products sheet's codes, on every row a sheet may hold. */
function addDropDowns(orders: Worksheet, productRange: string) {
  const lists: [ImportColumn, string][] = [
    ['product', productRange],
    ...Object.entries(IMPORT_CHOICES).map(([column, values]): [ImportColumn, string] => [
      column as ImportColumn,
      `"${(values ?? []).join(',')}"`,
    ]),
  ];
  for (const [column, formula] of lists) {
    const letter = orders.getColumn(column).letter;
    (orders as WithRangeValidations).dataValidations.add(`${letter}2:${letter}${IMPORT_MAX_ROWS + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [formula],
    });
  }
}
