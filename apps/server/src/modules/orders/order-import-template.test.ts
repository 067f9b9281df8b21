import { IMPORT_COLUMN_LABELS } from '@skyparcel/domain/messages';
import {
  IMPORT_COLUMNS,
  type ImportCells,
  type ImportProduct,
  importColumnOfHeader,
  readImportRow,
} from '@skyparcel/domain/order-import';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, type Customer } from '../../test/builders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importableProducts } from './order-import-template.ts';

/*
 * The import template (issue 37): what a shop downloads to fill, in its language, with an example
 * row that the import's own rules read without a problem.
 */

let t: TestApp;
let shop: Customer;
let products: Map<string, ImportProduct>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await aCustomer(t);
  products = new Map((await importableProducts(t.db)).map((product) => [product.code, product]));
});
afterAll(() => t.close());

const template = (query: string, lang: string, signedIn = true) =>
  t.request({
    method: 'GET',
    url: `/api/v1/orders/import/template${query}`,
    token: signedIn ? shop.token : undefined,
    lang,
  });

/** A sheet's header row and one of its rows as the import reads them. */
function cellsOf(headers: unknown[], values: unknown[]): ImportCells {
  return Object.fromEntries(
    headers.map((header, index) => [
      importColumnOfHeader(String(header), IMPORT_COLUMN_LABELS),
      String(values[index] ?? ''),
    ]),
  );
}

describe('the import template (GET /v1/orders/import/template)', () => {
  it('is a workbook in Vietnamese: the order sheet, a column guide and the products, named by the server', async () => {
    const response = await template('', 'vi');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="mau-nhap-don-hang.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Đơn hàng', 'Hướng dẫn cột', 'Sản phẩm']);

    const [orders, guide, productSheet] = workbook.worksheets;
    const headers = (orders.getRow(1).values as unknown[]).slice(1);
    expect(headers.slice(0, 3)).toEqual(['Tên người nhận', 'SĐT người nhận', 'Địa chỉ']);
    expect(headers.map((header) => importColumnOfHeader(String(header), IMPORT_COLUMN_LABELS))).toEqual([
      ...IMPORT_COLUMNS,
    ]);
    // The example row reads without a problem, by the import's own rules.
    const example = cellsOf(headers, (orders.getRow(2).values as unknown[]).slice(1));
    expect(readImportRow(example, products).problems).toEqual([]);
    expect(example.receiverPhone).toBe('0912345678');

    // Drop-downs on every row a sheet may hold: the handover's four kinds, the products sheet's codes.
    const handover = orders.getColumn(IMPORT_COLUMNS.indexOf('handover') + 1).letter;
    expect(orders.getCell(`${handover}1001`).dataValidation).toMatchObject({
      type: 'list',
      formulae: ['"D2D,D2P,P2D,P2P"'],
    });
    expect(orders.getCell('G2').dataValidation.formulae?.[0]).toMatch(/^'Sản phẩm'!\$A\$2:\$A\$\d+$/);

    expect(guide.getRow(1).values).toEqual([undefined, 'Cột', 'Bắt buộc', 'Cách điền']);
    expect(guide.actualRowCount).toBe(IMPORT_COLUMNS.length + 1);
    expect(guide.getRow(3).values).toEqual([
      undefined,
      'SĐT người nhận',
      'Có',
      expect.stringContaining('0912 345 678'),
    ]);
    expect(productSheet.actualRowCount).toBe(products.size + 1);
  });

  it('is a CSV in Korean with a BOM, so Excel reads it as UTF-8: the headers and the example row', async () => {
    const response = await template('?format=csv', 'ko');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(response.rawPayload, { bom: true });
    expect(rows).toHaveLength(2);
    expect(rows[0][0]).toBe('받는 사람 이름');
    expect(readImportRow(cellsOf(rows[0], rows[1]), products).problems).toEqual([]);
  });

  it('refuses a format it does not make, and a visitor who is not signed in', async () => {
    const pdf = await template('?format=pdf', 'en');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().data.fields).toEqual([
      { field: 'format', code: 'validation_invalid', message: expect.any(String) },
    ]);
    expect((await template('', 'en', false)).statusCode).toBe(401);
  });
});
