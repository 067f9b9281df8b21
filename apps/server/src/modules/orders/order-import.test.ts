import { randomUUID } from 'node:crypto';
import { ORDER_IMPORT_TEXTS } from '@skyparcel/domain/messages';
import { IMPORT_COLUMNS, type ImportColumn } from '@skyparcel/domain/order-import';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, anAddress, type Customer, type Wire } from '../../test/builders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Many orders from one sheet (issue 37), through the API as the import page calls it: the upload's
 * preview with each row's price or its problems at their cells, fixing rows, placing them once
 * per row whatever is retried, and the result sheet.
 */

let t: TestApp;
let shop: Customer;
let officeCode: string;
/** An office in Hà Nội: it does not serve the Hồ Chí Minh sender. */
let farOfficeCode: string;

type Cells = Partial<Record<ImportColumn, string>>;
type PreviewRow = {
  line: number;
  cells: Record<string, string>;
  problems: { column: string | null; code: string; message: string }[];
  quote: { amount: number; currency: string; flight: { number: string } | null; arrival_at: string } | null;
  placed_order: { id: string; code: string } | null;
};
type Preview = { file_digest: string; rows: PreviewRow[]; totals: Record<string, number> };
type Placed = { line: number; order: { id: string; code: string } | null; placed_before: boolean; problems: Wire[] };

/** A Hà Nội receiver of clothes, door to door, cash: a row every rule accepts. */
const GOOD: Cells = {
  receiverName: 'Nguyễn Thị Đào',
  receiverPhone: '0912 345 678',
  receiverStreet: '25 Phan Đình Phùng',
  receiverWard: 'Phường Ba Đình',
  receiverProvince: 'Thành phố Hà Nội',
  product: 'CLOTHES',
  weight: '2,5',
  length: '30',
  width: '20',
  height: '10',
};

beforeAll(async () => {
  t = await createTestApp();
  shop = await withDefaultSender(await aCustomer(t));
  const sender = await anAddress(t, shop.token, { province: '79', village: '26740', address: '1 Lê Lợi' });
  const offices = await t.request({
    method: 'GET',
    url: `/api/v1/post-offices/nearby?latitude=${sender.lat}&longitude=${sender.long}&limit=1`,
    token: shop.token,
  });
  officeCode = offices.json().data[0].code;
  const farOffices = await t.request({
    method: 'GET',
    url: '/api/v1/post-offices/nearby?latitude=21.0405&longitude=105.8342&limit=1',
    token: shop.token,
  });
  farOfficeCode = farOffices.json().data[0].code;
});
afterAll(() => t.close());

/** The customer with a default sender in Hồ Chí Minh, whom every imported order is sent from. */
async function withDefaultSender(customer: Customer) {
  await anAddress(t, customer.token, { province: '79', village: '26740', address: '12 Nguyễn Huệ', type: 'SENDER' });
  return customer;
}

/** A CSV sheet in the language's headers, one line per row of cells. */
function csvOf(rows: Cells[], language: 'vi' | 'en' | 'ko' = 'vi'): Buffer {
  const headers = IMPORT_COLUMNS.map((column) => ORDER_IMPORT_TEXTS[language].columns[column].label);
  return Buffer.from(stringify([headers, ...rows.map((row) => IMPORT_COLUMNS.map((column) => row[column] ?? ''))]));
}

/** The sheet uploaded as a browser sends a file (multipart/form-data, field `file`). */
function upload(file: Buffer, options: { name?: string; lang?: string; token?: string } = {}) {
  const boundary = `----sheet${randomUUID()}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.name ?? 'orders.csv'}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  return t.request({
    method: 'POST',
    url: '/api/v1/orders/import/preview',
    token: options.token ?? shop.token,
    lang: options.lang ?? 'vi',
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

async function previewOf(file: Buffer, lang = 'vi'): Promise<Preview> {
  const response = await upload(file, { lang });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** The ready rows of a preview, as the page sends them to be placed: at the amount shown. */
const readyRows = (preview: Preview) =>
  preview.rows
    .filter((row) => row.quote)
    .map((row) => ({ line: row.line, cells: row.cells, amount: row.quote?.amount }));

function place(fileDigest: string, rows: Wire[], token = shop.token) {
  return t.request({
    method: 'POST',
    url: '/api/v1/orders/import/place',
    token,
    lang: 'vi',
    payload: { file_digest: fileDigest, rows },
  });
}

async function placeAll(preview: Preview, token = shop.token): Promise<Placed[]> {
  const rows = readyRows(preview);
  const placed: Placed[] = [];
  for (let start = 0; start < rows.length; start += 50) {
    const response = await place(preview.file_digest, rows.slice(start, start + 50), token);
    expect(response.statusCode, response.body).toBe(200);
    placed.push(...response.json().data);
  }
  return placed;
}

async function orderCount(token = shop.token): Promise<number> {
  const response = await t.request({ method: 'GET', url: '/api/v1/orders?type=ALL', token });
  return response.json().meta.pagination.total;
}

const problemsAt = (row: PreviewRow) => row.problems.map((problem) => [problem.column, problem.code]);

describe('the preview of an uploaded sheet (POST /v1/orders/import/preview)', () => {
  it('quotes each good row (price, flight, arrival) and names each bad one at its cells, in Vietnamese', async () => {
    const preview = await previewOf(
      csvOf([
        GOOD,
        { ...GOOD, receiverWard: 'Phường Không Có' },
        { ...GOOD, product: 'BANANAS', receiverPhone: '12345' },
        { ...GOOD, handover: 'P2D', senderPostOffice: 'NOPE' },
        { ...GOOD, handover: 'P2D', senderPostOffice: officeCode, tier: 'premium', paymentMethod: 'topup' },
        { ...GOOD, receiverProvince: 'Hà Nội', receiverDistrict: 'Quận Ba Đình', receiverWard: 'Phường Trúc Bạch' },
        { ...GOOD, receiverProvince: 'TP. Hồ Chí Minh', receiverDistrict: 'Quận 10', receiverWard: 'Phường 14' },
        { ...GOOD, tier: 'SUPER', weight: '2,55' },
        { ...GOOD, voucher: 'KHONGCO' },
        { ...GOOD, handover: 'P2D', senderPostOffice: farOfficeCode },
      ]),
    );
    const [good, unknownWard, badProduct, badOffice, premium, oldAddress, splitWard, superRow, badVoucher, farOffice] =
      preview.rows;
    expect(good.line).toBe(2);
    expect(good.problems).toEqual([]);
    expect(good.quote).toMatchObject({ currency: 'VND', flight: { number: expect.any(String) } });
    expect(good.quote?.amount).toBeGreaterThan(0);
    expect(Date.parse(good.quote?.arrival_at ?? '')).toBeGreaterThan(Date.now());

    expect(problemsAt(unknownWard)).toEqual([['receiverWard', 'validation_import_place_unknown']]);
    expect(unknownWard.problems[0].message).toBe('Không tìm thấy địa danh này: hãy kiểm tra chính tả');
    expect(problemsAt(badProduct)).toEqual([
      ['receiverPhone', 'validation_range_length_phone'],
      ['product', 'validation_import_product'],
    ]);
    expect(problemsAt(badOffice)).toEqual([['senderPostOffice', 'validation_import_post_office']]);
    expect(premium.problems).toEqual([]);
    expect(premium.quote?.amount).toBeGreaterThan(good.quote?.amount ?? 0);
    // An old three-level address goes through the official crosswalk to today's ward.
    expect(oldAddress.problems).toEqual([]);
    // An old ward split between two of today's: the sheet must say which.
    expect(problemsAt(splitWard)).toEqual([['receiverWard', 'validation_import_place_ambiguous']]);
    expect(problemsAt(superRow)).toEqual([
      ['weight', 'validation_number_format'],
      ['tier', 'validation_import_super'],
    ]);
    // A refusal of the order's own (the voucher's) is named at the cell it concerns.
    expect(problemsAt(badVoucher)).toEqual([['voucher', 'VOUCHER_INCORRECT']]);
    expect(problemsAt(farOffice)).toEqual([['senderPostOffice', 'SENDER_POST_OFFICE_NOT_SERVING']]);
    expect(preview.totals).toEqual({
      rows: 10,
      ready: 3,
      with_problems: 7,
      placed: 0,
      amount: (good.quote?.amount ?? 0) + (premium.quote?.amount ?? 0) + (oldAddress.quote?.amount ?? 0),
    });
    expect(preview.file_digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads the downloaded template as it is: its example row has no problem (Korean)', async () => {
    const template = await t.request({
      method: 'GET',
      url: '/api/v1/orders/import/template',
      token: shop.token,
      lang: 'ko',
    });
    const preview = await previewOf(template.rawPayload, 'ko');
    expect(preview.rows).toHaveLength(1);
    expect(preview.rows[0].problems).toEqual([]);
    expect(preview.rows[0].quote?.amount).toBeGreaterThan(0);
  });

  it('refuses an account without a default sender, and a file that is no sheet, keeping nothing', async () => {
    const other = await aCustomer(t);
    const noSender = await upload(csvOf([GOOD]), { token: other.token, lang: 'en' });
    expect(noSender.statusCode).toBe(422);
    expect(noSender.json()).toMatchObject({
      code: 'IMPORT_NO_DEFAULT_SENDER',
      message: 'Choose a default sender in your address book first: every order of a sheet is sent from it.',
    });
    const pdf = await upload(Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'), { name: 'orders.pdf' });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().code).toBe('IMPORT_FILE_UNREADABLE');
    const tooLarge = await upload(Buffer.alloc(6 * 1024 * 1024, 'a'), { lang: 'ko' });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'IMPORT_FILE_TOO_LARGE', message: expect.stringContaining('5MB') });
    expect(await orderCount(other.token)).toBe(0);
  });

  it('checks rows again as fixed in the page: the fixed cell reads, the others keep their problems', async () => {
    const preview = await previewOf(
      csvOf([
        { ...GOOD, receiverWard: 'Phường Không Có' },
        { ...GOOD, weight: 'x' },
      ]),
    );
    const fixed = preview.rows.map((row, index) =>
      index === 0 ? { line: row.line, cells: { ...row.cells, receiver_ward: 'Phường Hoàn Kiếm' } } : row,
    );
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/orders/import/check',
      token: shop.token,
      lang: 'en',
      payload: { file_digest: preview.file_digest, rows: fixed.map(({ line, cells }) => ({ line, cells })) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [first, second] = (response.json().data as Preview).rows;
    expect(first.problems).toEqual([]);
    expect(first.quote?.amount).toBeGreaterThan(0);
    expect(second.problems).toEqual([
      { column: 'weight', code: 'validation_number_format', message: 'Type a number, like 2.5' },
    ]);
  });
});

describe('placing the rows (POST /v1/orders/import/place)', () => {
  it('places each ready row once: a retry, a double click and the same file again place nothing more', async () => {
    const customer = await withDefaultSender(await aCustomer(t));
    const file = csvOf([GOOD, { ...GOOD, receiverName: 'Trần Văn Hai' }, { ...GOOD, weight: '' }]);
    const preview = await previewOf(file);
    const rows = readyRows(preview);
    // Two clicks at once: the same rows sent twice in parallel.
    const [first, second] = await Promise.all([
      place(preview.file_digest, rows, customer.token),
      place(preview.file_digest, rows, customer.token),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const codes = (first.json().data as Placed[]).map((row) => row.order?.code);
    expect((second.json().data as Placed[]).map((row) => row.order?.code)).toEqual(codes);
    expect(codes.every((code) => code?.startsWith('SP'))).toBe(true);
    expect(await orderCount(customer.token)).toBe(2);

    const again = await upload(file, { token: customer.token });
    const previewAgain: Preview = again.json().data;
    expect(previewAgain.rows.map((row) => row.placed_order?.code ?? null)).toEqual([...codes, null]);
    expect(previewAgain.totals).toMatchObject({ placed: 2, ready: 0, with_problems: 1 });
    const retried = await place(preview.file_digest, rows, customer.token);
    expect((retried.json().data as Placed[]).every((row) => row.placed_before)).toBe(true);
    expect(await orderCount(customer.token)).toBe(2);
  });

  it('reports a moved price at its row and places the others', async () => {
    const customer = await withDefaultSender(await aCustomer(t));
    const preview = await previewOf(csvOf([GOOD, { ...GOOD, receiverName: 'Lê Thị Ba' }]));
    const [moved, kept] = readyRows(preview);
    const response = await place(preview.file_digest, [{ ...moved, amount: 1 }, kept], customer.token);
    const [refused, placed] = response.json().data as Placed[];
    expect(refused).toMatchObject({ order: null, problems: [{ column: null, code: 'PRICE_CHANGED' }] });
    expect(refused.problems[0].message).toMatch(/^Giá đã thay đổi thành [\d.]+\sđ/);
    expect(placed.order?.code).toMatch(/^SP/);
    expect(await orderCount(customer.token)).toBe(1);
  });

  it('refuses rows of another file digest format and more than 50 at once, placing nothing', async () => {
    const rows = Array.from({ length: 51 }, (_, index) => ({ line: index + 2, cells: GOOD, amount: 1 }));
    const response = await place('not-a-digest', rows);
    expect(response.statusCode).toBe(400);
    const fields = response.json().data.fields.map((field: { field: string }) => field.field);
    expect(fields).toEqual(expect.arrayContaining(['file_digest', 'rows']));
  });
});

describe('a sheet of 1,000 orders', () => {
  /** Ten rows spoiled, each in one cell, at lines spread through the sheet. */
  const SPOILED: [number, ImportColumn, string, string][] = [
    [2, 'receiverPhone', '0912', 'validation_range_length_phone'],
    [101, 'product', 'NOPE', 'validation_import_product'],
    [202, 'weight', '0', 'validation_weight_min'],
    [303, 'receiverWard', 'Phường Không Có', 'validation_import_place_unknown'],
    [404, 'handover', 'D2X', 'validation_import_choice'],
    [505, 'length', '250', 'validation_size_sum'],
    [606, 'receiverName', '', 'validation_required'],
    [707, 'receiverProvince', 'Tỉnh Không Có', 'validation_import_place_unknown'],
    [808, 'paymentMethod', 'VNBANK', 'validation_import_choice'],
    [1001, 'tier', 'SUPER', 'validation_import_super'],
  ];

  /** A name's own letters for each row (a name takes no digits): A, B, … Z, BA, BB… */
  const lettersOf = (index: number): string =>
    (index >= 26 ? lettersOf(Math.floor(index / 26)) : '') + String.fromCharCode(65 + (index % 26));

  it('names the 10 bad rows at their cells and places the 990 others once, however often it is sent', async () => {
    const customer = await withDefaultSender(await aCustomer(t));
    const rows: Cells[] = Array.from({ length: 1000 }, (_, index) => ({
      ...GOOD,
      receiverName: `Khách Hàng ${lettersOf(index)}`,
      weight: '0,5',
    }));
    for (const [line, column, value] of SPOILED) rows[line - 2] = { ...rows[line - 2], [column]: value };
    const response = await upload(csvOf(rows), { token: customer.token });
    expect(response.statusCode, response.body).toBe(200);
    const preview: Preview = response.json().data;
    expect(preview.totals).toMatchObject({ rows: 1000, ready: 990, with_problems: 10, placed: 0 });
    const spoiled = preview.rows.filter((row) => row.problems.length > 0);
    expect(spoiled.map((row) => [row.line, ...problemsAt(row).flat()])).toEqual(
      SPOILED.map(([line, column, , code]) => [line, column === 'length' ? 'height' : column, code]),
    );

    const placed = await placeAll(preview, customer.token);
    expect(placed.filter((row) => row.order && !row.placed_before)).toHaveLength(990);
    expect(new Set(placed.map((row) => row.order?.code)).size).toBe(990);
    const again = await placeAll(preview, customer.token);
    expect(again.every((row) => row.placed_before)).toBe(true);
    expect(await orderCount(customer.token)).toBe(990);
  }, 300_000);
});

describe('the result sheet (POST /v1/orders/import/result)', () => {
  it('lists each row with its order code, or why it has none, in the reader’s language', async () => {
    const customer = await withDefaultSender(await aCustomer(t));
    const preview = await previewOf(csvOf([GOOD, { ...GOOD, product: 'BANANAS' }, { ...GOOD, receiverName: 'Ba' }]));
    const [placed] = (await place(preview.file_digest, readyRows(preview).slice(0, 1), customer.token)).json().data;
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/orders/import/result',
      token: customer.token,
      lang: 'vi',
      payload: { file_digest: preview.file_digest, rows: preview.rows.map(({ line, cells }) => ({ line, cells })) },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="ket-qua-nhap-don.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Kết quả');
    const rowOf = (line: number) => (sheet.getRow(line).values as unknown[]).slice(1, 4);
    expect(rowOf(1)).toEqual(['Dòng', 'Mã đơn hàng', 'Kết quả']);
    expect(rowOf(2)).toEqual([2, placed.order.code, 'Đã tạo đơn']);
    expect(rowOf(3)).toEqual([3, undefined, expect.stringContaining('Mã sản phẩm')]);
    expect(rowOf(4)).toEqual([4, undefined, 'Chưa tạo đơn: hãy tạo lại từ trang nhập đơn']);
  });
});

describe('the waybills of many orders (POST /v1/orders/waybills)', () => {
  it('prints the placed rows as one PDF, an A6 page each, and refuses another customer’s order', async () => {
    const customer = await withDefaultSender(await aCustomer(t));
    const preview = await previewOf(csvOf([GOOD, { ...GOOD, receiverName: 'Phạm Văn Tư' }]));
    const placed: Placed[] = (await place(preview.file_digest, readyRows(preview), customer.token)).json().data;
    const ids = placed.map((row) => row.order?.id);
    const waybills = (token: string) =>
      t.request({ method: 'POST', url: '/api/v1/orders/waybills', token, lang: 'ko', payload: { ids } });
    const response = await waybills(customer.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(2);
    // 100 x 150 mm in points.
    expect(pdf.match(/\/MediaBox \[0 0 283.464567 425.19685\]/g)).toHaveLength(2);

    const stranger = await aCustomer(t);
    const refused = await waybills(stranger.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: expect.any(String) });

    // One of them cancelled: the print is refused whole, not printed without it.
    const cancel = await t.request({
      method: 'POST',
      url: `/api/v1/order/${ids[1]}/cancel`,
      token: customer.token,
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const withCancelled = await waybills(customer.token);
    expect(withCancelled.statusCode).toBe(409);
    expect(withCancelled.json().code).toBe('WAYBILL_NOT_AVAILABLE');
  });
});
