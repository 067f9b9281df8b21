import { randomUUID } from 'node:crypto';
import bwipjs from 'bwip-js/node';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, aPricedOrder, type Customer } from '../../test/builders.ts';
import { selectRows } from '../../test/payment-flows.ts';
import { testApp } from '../../test/test-app.ts';
import { diskReceiptStorage } from './receipt-storage.ts';
import { removeStaleReceipts } from './receipts.ts';

const t = testApp();
let png: Buffer;
beforeAll(async () => {
  png = await bwipjs.toBuffer({ bcid: 'qrcode', text: 'receipt', scale: 2 });
});

/** A JPEG's first bytes (SOI and a JFIF APP0 segment): what a JPEG is known by. */
const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64, 0x20),
  Buffer.from('ffd9', 'hex'),
]);

/** A multipart/form-data body with one file under the field `file`, as a browser sends it. */
function multipart(bytes: Buffer, filename: string, contentType: string) {
  const boundary = `----receipt${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (customer: Customer, bytes: Buffer, filename = 'receipt.png', type = 'image/png', lang = 'en') =>
  t.request({
    method: 'POST',
    url: '/api/v1/order/upload-goods-image',
    token: customer.token,
    lang,
    ...multipart(bytes, filename, type),
  });
const read = (url: string, token?: string) => t.request({ method: 'GET', url, token });
const receiptsOf = async (customer: Customer) =>
  Number(
    (await selectRows<{ count: string }>(t, sql`select count(*) from goods_receipts where user_id = ${customer.id}`))[0]
      .count,
  );

describe('receipt images (POST /v1/order/upload-goods-image, GET /v1/order/goods-image/{id})', () => {
  it('keeps a PNG for its uploader and staff, and no one else', async () => {
    const customer = await aCustomer(t);
    const response = await upload(customer, png);
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json().data.res_url as string;
    expect(url).toMatch(/^\/api\/v1\/order\/goods-image\/[0-9a-f-]{36}$/);

    const own = await read(url, customer.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(png)).toBe(true);
    expect((await read(url, await t.login('OPS0001'))).statusCode).toBe(200);
    const stranger = await aCustomer(t);
    expect((await read(url, stranger.token)).json().code).toBe('NOT_FOUND');
    expect((await read(url)).statusCode).toBe(401);
  });

  it('judges a file by its content: a JPEG named .png is a JPEG, a text named .png is refused, localised', async () => {
    const customer = await aCustomer(t);
    const jpeg = await upload(customer, JPEG, 'photo.png', 'application/octet-stream');
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    expect((await read(jpeg.json().data.res_url, customer.token)).headers['content-type']).toBe('image/jpeg');

    const text = await upload(
      customer,
      Buffer.from('not a picture at all, just words'),
      'receipt.png',
      'image/png',
      'vi',
    );
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      code: 'file_upload_is_not_support',
      message: 'Không hỗ trợ loại tệp này. Vui lòng tải lên ảnh PNG hoặc JPG.',
    });
    expect(await receiptsOf(customer)).toBe(1);
  });

  it('refuses 3,000,000 bytes or more, and a request without a file; nothing is kept', async () => {
    const customer = await aCustomer(t);
    const large = await upload(
      customer,
      Buffer.concat([png, Buffer.alloc(3_000_000 - png.length + 1)]),
      'big.png',
      'image/png',
      'ko',
    );
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({
      code: 'do_not_upload_file_more_than_3mb',
      message: '3MB보다 큰 파일은 올릴 수 없습니다.',
    });
    const none = await t.request({
      method: 'POST',
      url: '/api/v1/order/upload-goods-image',
      token: customer.token,
      payload: { file: 'nothing' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().data.fields).toEqual([expect.objectContaining({ field: 'file' })]);
    expect(await receiptsOf(customer)).toBe(0);
  });

  it('answers a form cut off in the middle of its file 400, and keeps nothing', async () => {
    const customer = await aCustomer(t);
    const whole = multipart(png, 'receipt.png', 'image/png');
    const cut = whole.payload.subarray(0, whole.payload.length - 40);
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/order/upload-goods-image',
      token: customer.token,
      lang: 'vi',
      headers: whole.headers,
      payload: cut,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, code: 'BAD_REQUEST', message: expect.any(String) });
    expect(await receiptsOf(customer)).toBe(0);
  });

  it('removes a day-old upload no order took, with its file; a fresh one and an attached one stay', async () => {
    const customer = await aCustomer(t);
    const [stale, fresh, attached] = await Promise.all([
      upload(customer, png),
      upload(customer, png),
      upload(customer, png),
    ]);
    const idOf = (response: typeof stale) => (response.json().data.res_url as string).split('/').pop() as string;
    const { order } = await aPricedOrder(t, customer.token);
    await t.db.execute(sql`update goods_receipts set created_at = now() - interval '25 hours'
      where id in (${idOf(stale)}, ${idOf(attached)})`);
    await t.db.execute(sql`update goods_receipts set order_id = ${order.uuid} where id = ${idOf(attached)}`);

    const uploadsDir = t.config.uploadsDir;
    const removed = await removeStaleReceipts({ db: t.db, storage: diskReceiptStorage(uploadsDir) }, new Date());
    expect(removed).toBeGreaterThanOrEqual(1);
    expect((await read(stale.json().data.res_url, customer.token)).statusCode).toBe(404);
    expect(await diskReceiptStorage(uploadsDir).get(idOf(stale))).toBeNull();
    expect((await read(fresh.json().data.res_url, customer.token)).statusCode).toBe(200);
    expect((await read(attached.json().data.res_url, customer.token)).statusCode).toBe(200);
  });
});
