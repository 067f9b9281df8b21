import { randomUUID } from 'node:crypto';
import { camelizeKeys } from '@skyparcel/domain/case-keys';
import type { CardPaymentData } from '@skyparcel/domain/order-contracts';
import bwipjs from 'bwip-js/node';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, anAddress, type Customer, type Wire } from '../../test/builders.ts';
import { backOf, payInCardWindow, selectRows, windowParams } from '../../test/payment-flows.ts';
import { testApp } from '../../test/test-app.ts';
import { vbankDueOf } from '../payments/providers/portone-provider.ts';

/*
 * Orders between Vietnam and Korea (issue 15) through the API: routes, prices in dong and won,
 * declared goods and their receipts, the 150 USD rule, pccc, customs lines, payment in won.
 */

const t = testApp();
const CATEGORY = { clothes: 17, seafood: 6, cosmetics: 21 };
let products: Record<string, number>;
let png: Buffer;

beforeAll(async () => {
  png = await bwipjs.toBuffer({ bcid: 'qrcode', text: 'receipt', scale: 2 });
  const customer = await aCustomer(t);
  const groups = (
    await t.request({ method: 'GET', url: '/api/v1/producttypes/language/en', token: customer.token })
  ).json().data as { products: { code: string; id: number }[] }[];
  products = Object.fromEntries(groups.flatMap((group) => group.products.map((product) => [product.code, product.id])));
});

/** A customer with a Hồ Chí Minh City address, a Seoul one (with or without pccc) and a second Seoul one. */
async function aCrossBorderCustomer(korean: Wire = { pccc: 'P123456789012' }) {
  const customer = await aCustomer(t);
  const saigon = await anAddress(t, customer.token, { province: '79', village: '26740', address: '12 Nguyễn Huệ' });
  const seoul = await anAddress(t, customer.token, { country: '1', ...korean });
  const seoulToo = await anAddress(t, customer.token, {
    country: '1',
    address: '10 Sejong-daero',
    personName: 'Lee Min-ho',
  });
  return { customer, saigon, seoul, seoulToo };
}

const item = (changes: Wire = {}): Wire => ({
  categories: { id: CATEGORY.clothes },
  quantity: 1,
  product_name: 'Áo dài lụa',
  price: 40,
  material: 'Lụa',
  receipts: [],
  term: true,
  ...changes,
});

const price = (customer: Customer, body: Wire, lang = 'en') =>
  t.request({
    method: 'POST',
    url: '/api/v1/order/calculate-price',
    token: customer.token,
    lang,
    payload: { product_id: products.CLOTHES, weight: 1, dimension: '10x10x10', ...body },
  });

const placeOrder = (customer: Customer, body: Wire, lang = 'en') =>
  t.request({ method: 'POST', url: '/api/v1/order', token: customer.token, lang, payload: body });

/** The request for a door-to-door order at the server's price (the price call's D2D method). */
async function anOrder(customer: Customer, shipment: Wire, paymentMethod = 'cash') {
  const priced = await price(customer, shipment);
  expect(priced.statusCode, priced.body).toBe(200);
  const method = priced.json().data.methods.find((candidate: Wire) => candidate.delivery_type === 'D2D');
  const amount = method.price + method.duty_fee + method.clearance_fee + method.extra_clearance_fee;
  return {
    method,
    request: {
      product_id: products.CLOTHES,
      weight: 1,
      dimension: '10x10x10',
      ...shipment,
      delivery_type: 'D2D',
      amount,
      payment_method: paymentMethod,
      ben_agreed: true,
    },
  };
}

async function uploadReceipt(customer: Customer) {
  const boundary = `----receipt${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="receipt.png"\r\nContent-Type: image/png\r\n\r\n`;
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/order/upload-goods-image',
    token: customer.token,
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.res_url as string;
}

const ordersOf = (customer: Customer) =>
  selectRows<{ id: string }>(t, sql`select id from orders where user_id = ${customer.id}`);

async function setCrossBorderTariff(change: (crossBorder: Record<string, Wire>) => void) {
  const [row] = await selectRows<{ value: Record<string, Wire> }>(
    t,
    sql`select value from tariff_settings where key = 'crossBorder'`,
  );
  const before = structuredClone(row.value);
  change(row.value);
  await t.db.execute(
    sql`update tariff_settings set value = ${JSON.stringify(row.value)}::jsonb where key = 'crossBorder'`,
  );
  return () =>
    t.db.execute(sql`update tariff_settings set value = ${JSON.stringify(before)}::jsonb where key = 'crossBorder'`);
}

describe('routes between Vietnam and Korea', () => {
  it('prices Vietnam to Korea in dong, door on the Korean side, on a flight to Korea', async () => {
    const { customer, saigon, seoul } = await aCrossBorderCustomer();
    const response = await price(customer, {
      sender_address_id: saigon.id,
      receiver_address_id: seoul.id,
      goods_info: [item()],
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ direction: 'OUTBOUND', currency: 'VND', transport_rule: 'Việt Nam - Hàn Quốc' });
    // 1 kg: the 350,000 đ band, and 20,000 đ for the pickup at the sender's door.
    expect(data.methods.map((method: Wire) => [method.delivery_type, method.price])).toEqual([
      ['D2D', 370000],
      ['P2D', 350000],
    ]);
    expect(data.methods[0]).toMatchObject({
      currency: 'VND',
      clearance_fee: 100000,
      extra_clearance_fee: 0,
      duty_fee: 0,
      rate: null,
      to_currency: null,
    });
    expect(data.methods[0].flight.origin).toBe('SGN');
    expect(['ICN', 'PUS']).toContain(data.methods[0].flight.destination);
    expect(data.payment_config.methods.map((method: Wire) => method.code)).toContain('VNBANK');
    expect(data.payment_config.groups).toEqual([]);
  });

  it('flies a parcel picked up in Korea from the gateway nearest its province: Seoul from Incheon, Busan from Gimhae', async () => {
    const { customer, saigon, seoul } = await aCrossBorderCustomer();
    const busan = await anAddress(t, customer.token, {
      country: '1',
      province: '21',
      district: '21010',
      village: '2101060',
      postCode: '48900',
      address: '12 Jungang-daero',
      personName: 'Park Seo-yeon',
    });
    const from = async (sender: { id: string }) =>
      (await price(customer, { sender_address_id: sender.id, receiver_address_id: saigon.id })).json().data.methods[0]
        .flight.origin;
    expect(await from(seoul)).toBe('ICN');
    expect(await from(busan)).toBe('PUS');
  });

  it('prices Korea to Vietnam in won with its rate in dong, Standard only, paid with the Korean methods', async () => {
    const { customer, saigon, seoul } = await aCrossBorderCustomer();
    const response = await price(customer, { sender_address_id: seoul.id, receiver_address_id: saigon.id }, 'ko');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ direction: 'INBOUND', currency: 'KRW', transport_rule: 'Hàn Quốc - Việt Nam' });
    expect(data.methods.map((method: Wire) => [method.delivery_type, method.price])).toEqual([
      ['D2D', 21500],
      ['D2P', 20000],
    ]);
    expect(data.methods[0]).toMatchObject({ currency: 'KRW', clearance_fee: 6000, rate: 18.2, to_currency: 'VND' });
    expect(data.methods[0].flight.destination).toBe('SGN');
    const premium = data.tiers.find((tier: Wire) => tier.tier === 'PREMIUM');
    expect(premium.unavailable.code).toBe('KOREA_PICKUP_TIER_NOT_SUPPORTED');
    const codes = data.payment_config.methods.map((method: Wire) => method.code);
    expect(codes).toContain('KCP');
    expect(codes).not.toContain('cash');
    // Grouped by kind for the screen (spec 1 section 3, the Korea-inbound payment config).
    const groups = data.payment_config.groups.map((group: { code: string; methods: Wire[] }) => [
      group.code,
      group.methods.map((method) => method.code),
    ]);
    expect(groups).toEqual([
      ['koreanCard', ['KCP', 'card', 'samsung']],
      ['koreanEasyPay', ['payco', 'phone']],
      ['koreanTransfer', ['vbank']],
    ]);
  });

  it.each([
    ['Korea to Korea', 'NO_SHIPPING_INSIDE_KOREA', 'seoul', 'seoulToo', {}],
    ['Premium from Korea', 'KOREA_PICKUP_TIER_NOT_SUPPORTED', 'seoul', 'saigon', { premium: true }],
    ['Super to Korea', 'SUPER_ROUTE_NOT_SUPPORTED', 'saigon', 'seoul', { super: true, product_id: 191 }],
  ] as const)('refuses %s (%s) in the customer’s language', async (_, code, from, to, body) => {
    const addresses = await aCrossBorderCustomer();
    const response = await price(
      addresses.customer,
      { sender_address_id: addresses[from].id, receiver_address_id: addresses[to].id, ...body },
      'vi',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe(code);
    expect(response.json().message).not.toMatch(/^[A-Z_]+$/);
  });

  it('refuses a direction switched off in the tariff: Vietnam to Korea not yet, Korea to Vietnam not now', async () => {
    const { customer, saigon, seoul } = await aCrossBorderCustomer();
    const outbound = () => price(customer, { sender_address_id: saigon.id, receiver_address_id: seoul.id }, 'ko');
    const restore = await setCrossBorderTariff((crossBorder) => {
      crossBorder.OUTBOUND.open = false;
      crossBorder.INBOUND.open = false;
    });
    try {
      // The cached tariff is dropped when the database says it changed: on PostgreSQL a moment later.
      await expect.poll(async () => (await outbound()).json().code).toBe('VN_TO_KOREA_NOT_AVAILABLE');
      expect((await outbound()).json().message).toContain('베트남');
      const inbound = await price(customer, { sender_address_id: seoul.id, receiver_address_id: saigon.id }, 'ko');
      expect(inbound.json().code).toBe('ROUTE_NOT_OPERATING');
    } finally {
      await restore();
      // The tests after this one price with the tariff as it was.
      await expect.poll(async () => (await outbound()).statusCode).toBe(200);
    }
  });
});

describe('declared goods to Korea: the 150 USD rule and the customs lines', () => {
  it.each([
    [[item({ price: 149.99 })], 200],
    [[item({ price: 150 })], 200],
    [[item({ price: 150.01 })], 422],
    [[item({ price: 50, quantity: 2 }), item({ price: 50.01 })], 422],
    [[item({ price: 50, quantity: 2 }), item({ price: 49.99 })], 200],
  ])('%j is %i', async (goods, status) => {
    const { customer, saigon, seoul } = await aCrossBorderCustomer();
    const response = await price(customer, {
      sender_address_id: saigon.id,
      receiver_address_id: seoul.id,
      goods_info: goods,
    });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 422) {
      expect(response.json().code).toBe('DECLARED_VALUE_OVER_KOREA_LIMIT');
      expect(response.json().message).toContain('150.01');
    }
  });

  it('adds extra clearance once for categories customs inspect, and duty from Korea above the duty-free value', async () => {
    const { customer, saigon, seoul } = await aCrossBorderCustomer();
    const outbound = await price(customer, {
      sender_address_id: saigon.id,
      receiver_address_id: seoul.id,
      goods_info: [item({ categories: { id: CATEGORY.seafood } }), item({ categories: { id: CATEGORY.cosmetics } })],
    });
    expect(outbound.json().data.methods[0]).toMatchObject({ extra_clearance_fee: 150000, duty_fee: 0 });

    const inbound = await price(customer, {
      sender_address_id: seoul.id,
      receiver_address_id: saigon.id,
      goods_info: [item({ price: 200 })],
    });
    // 200 USD at 26,300 đ is 5,260,000 đ, 289,011 ₩ at 18.2 đ; 10 % duty.
    expect(inbound.json().data.methods[0]).toMatchObject({ duty_fee: 28901, extra_clearance_fee: 0 });
    const dutyFree = await price(customer, {
      sender_address_id: seoul.id,
      receiver_address_id: saigon.id,
      goods_info: [item({ price: 40 })],
    });
    expect(dutyFree.json().data.methods[0].duty_fee).toBe(0);
  });

  it('names each broken declaration rule at its field, in Vietnamese', async () => {
    const { customer, saigon, seoul } = await aCrossBorderCustomer();
    const response = await price(
      customer,
      {
        sender_address_id: saigon.id,
        receiver_address_id: seoul.id,
        goods_info: [item({ quantity: 0, price: 0, term: false, categories: { id: 9999 } })],
      },
      'vi',
    );
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries(
      response.json().data.fields.map((error: { field: string; message: string }) => [error.field, error.message]),
    );
    expect(messages).toMatchObject({
      'goods_info.0.quantity': 'Vui lòng nhập số lượng > 0',
      'goods_info.0.price': 'Vui lòng nhập giá > 0',
      'goods_info.0.term': expect.stringContaining('Hàn Quốc'),
    });
    const unknownCategory = await price(customer, {
      sender_address_id: saigon.id,
      receiver_address_id: seoul.id,
      goods_info: [item({ categories: { id: 9999 } })],
    });
    expect(unknownCategory.json().data.fields[0].field).toBe('goods_info.0.categories');
  });
});

describe('placing a cross-border order', () => {
  it('keeps two declared items with a receipt, and shows them with the customs lines on the detail', async () => {
    const { customer, saigon, seoul } = await aCrossBorderCustomer();
    const receipt = await uploadReceipt(customer);
    const goods = [
      item({ receipts: [receipt], goods_url: 'https://shop.example/ao-dai' }),
      item({ product_name: 'Nón lá', price: 12.5, quantity: 2, material: 'Lá cọ' }),
    ];
    const { request, method } = await anOrder(customer, {
      sender_address_id: saigon.id,
      receiver_address_id: seoul.id,
      goods_info: goods,
    });
    const placed = await placeOrder(customer, request);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data).toMatchObject({ currency: 'VND', direction: 'OUTBOUND', amount: method.price + 100000 });

    const detail = (
      await t.request({ method: 'GET', url: `/api/v1/order/detail/${placed.json().data.uuid}`, token: customer.token })
    ).json().data;
    expect(detail.fees).toMatchObject({ customs_clearance_fee: 100000, extra_clearance_fee: 0, currency: 'VND' });
    expect(detail.direction).toBe('OUTBOUND');
    expect(detail.goods_info).toEqual([
      expect.objectContaining({
        category: { id: CATEGORY.clothes, code: 'CLOTHES', name: 'Clothes' },
        product_name: 'Áo dài lụa',
        total_price: 40,
        receipts: [receipt],
        goods_url: 'https://shop.example/ao-dai',
      }),
      expect.objectContaining({ product_name: 'Nón lá', quantity: 2, price: 12.5, total_price: 25, receipts: [] }),
    ]);
    // The receipt is the order's now: another order cannot take it.
    const again = await anOrder(customer, {
      sender_address_id: saigon.id,
      receiver_address_id: seoul.id,
      goods_info: [item({ receipts: [receipt] })],
    });
    const refused = await placeOrder(customer, again.request);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields[0].field).toBe('goods_info.0.receipts');
  });

  it('gives a receipt to one of two orders sent at once, never both', async () => {
    const { customer, saigon, seoul } = await aCrossBorderCustomer();
    const receipt = await uploadReceipt(customer);
    const { request } = await anOrder(customer, {
      sender_address_id: saigon.id,
      receiver_address_id: seoul.id,
      goods_info: [item({ receipts: [receipt] })],
    });
    const answers = await Promise.all([placeOrder(customer, request), placeOrder(customer, request)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(await ordersOf(customer)).toHaveLength(1);
  });

  it('refuses another customer’s receipt and places nothing', async () => {
    const { customer, saigon, seoul } = await aCrossBorderCustomer();
    const stranger = await aCustomer(t);
    const theirs = await uploadReceipt(stranger);
    const { request } = await anOrder(customer, {
      sender_address_id: saigon.id,
      receiver_address_id: seoul.id,
      goods_info: [item({ receipts: [theirs] })],
    });
    const response = await placeOrder(customer, request);
    expect(response.statusCode).toBe(400);
    expect(await ordersOf(customer)).toEqual([]);
  });

  it('needs at least one declared item for a parcel, and carries the fixed Documents item for a document', async () => {
    const { customer, saigon, seoul } = await aCrossBorderCustomer();
    const { request } = await anOrder(customer, { sender_address_id: saigon.id, receiver_address_id: seoul.id });
    const empty = await placeOrder(customer, { ...request, goods_info: [] }, 'ko');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.fields[0]).toMatchObject({ field: 'goods_info', code: 'C2cAddProductInvalid' });

    const document = await anOrder(customer, {
      sender_address_id: saigon.id,
      receiver_address_id: seoul.id,
      product_id: products.DOCUMENTS,
      weight: 0.3,
      dimension: '30x20x1',
    });
    const placed = await placeOrder(customer, document.request);
    expect(placed.statusCode, placed.body).toBe(201);
    const detail = (
      await t.request({ method: 'GET', url: `/api/v1/order/detail/${placed.json().data.uuid}`, token: customer.token })
    ).json().data;
    expect(detail.goods_info).toEqual([
      expect.objectContaining({
        product_name: 'Documents',
        quantity: 1,
        price: 0,
        category: expect.objectContaining({ code: 'DOCUMENTS' }),
      }),
    ]);
  });

  it('refuses an order to Korea whose receiver has no pccc, or a malformed one, and places nothing', async () => {
    const { customer, saigon, seoul } = await aCrossBorderCustomer({ pccc: null });
    const { request } = await anOrder(customer, {
      sender_address_id: saigon.id,
      receiver_address_id: seoul.id,
      goods_info: [item()],
    });
    const missing = await placeOrder(customer, request, 'vi');
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'PCCC_REQUIRED', message: expect.stringContaining('PCCC') });

    // An address saved before the format was checked.
    await t.db.execute(sql`update addresses set pccc = 'P12345' where id = ${seoul.id}`);
    const malformed = await placeOrder(customer, request);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data.fields[0]).toMatchObject({
      field: 'receiver_address_id',
      code: 'validation_pccc_format',
    });
    expect(await ordersOf(customer)).toEqual([]);
  });

  it('refuses from Korea what is sold only at home: extra services, vouchers in dong, cash in dong', async () => {
    const { customer, saigon, seoul } = await aCrossBorderCustomer();
    const { request } = await anOrder(
      customer,
      { sender_address_id: seoul.id, receiver_address_id: saigon.id, goods_info: [item()] },
      'card',
    );
    const refusals = await Promise.all([
      placeOrder(customer, { ...request, extra_prices: ['sms'] }),
      placeOrder(customer, { ...request, voucher: 'WELCOME10' }),
      placeOrder(customer, { ...request, payment_method: 'cash' }),
    ]);
    expect(refusals.map((answer) => answer.json().code)).toEqual([
      'EXTRA_SERVICE_UNKNOWN',
      'VOUCHER_INCORRECT',
      'PAYMENT_METHOD_NOT_AVAILABLE',
    ]);
    expect(await ordersOf(customer)).toEqual([]);
  });

  it('is priced and paid in won through the card window, its total shown in dong beside it', async () => {
    const { customer, saigon, seoul } = await aCrossBorderCustomer();
    const { request, method } = await anOrder(
      customer,
      { sender_address_id: seoul.id, receiver_address_id: saigon.id, goods_info: [item()] },
      'card',
    );
    const placed = await placeOrder(customer, request, 'ko');
    expect(placed.statusCode, placed.body).toBe(201);
    const won = method.price + 6000;
    expect(placed.json().data).toMatchObject({
      currency: 'KRW',
      amount: won,
      to_price: Math.round(won * 18.2),
      to_currency: 'VND',
      direction: 'INBOUND',
    });
    const paymentData = camelizeKeys(placed.json().meta.custom.payment_data) as CardPaymentData;
    expect(paymentData).toMatchObject({ currency: 'KRW', amount: won, payMethod: 'card' });

    const { back } = await payInCardWindow(t, windowParams(paymentData), 'pay');
    expect(backOf(back).merchantUid).toBe(placed.json().data.order_id);
    const payment = await t.request({
      method: 'GET',
      url: `/api/v1/order/${placed.json().data.uuid}/payment`,
      token: customer.token,
    });
    expect(payment.json().data).toMatchObject({ status: 'PAID', amount: won, currency: 'KRW' });
  });

  it('holds an order paid by virtual account until its deposit deadline, a day on, told to PortOne as vbank_due', async () => {
    const { customer, saigon, seoul } = await aCrossBorderCustomer();
    const { request } = await anOrder(
      customer,
      { sender_address_id: seoul.id, receiver_address_id: saigon.id, goods_info: [item()] },
      'vbank',
    );
    const before = Date.now();
    const placed = await placeOrder(customer, request, 'ko');
    expect(placed.statusCode, placed.body).toBe(201);
    const paymentData = camelizeKeys(placed.json().meta.custom.payment_data) as CardPaymentData;
    const payment = await t.request({
      method: 'GET',
      url: `/api/v1/order/${placed.json().data.uuid}/payment`,
      token: customer.token,
    });
    const { status, expires_at: expiresAt } = payment.json().data as { status: string; expires_at: string };
    expect(status).toBe('PENDING');
    const heldMs = new Date(expiresAt).getTime() - before;
    expect(heldMs).toBeGreaterThan(23.9 * 3_600_000);
    expect(heldMs).toBeLessThanOrEqual(24 * 3_600_000 + 60_000);
    expect(paymentData).toMatchObject({ payMethod: 'vbank', vbankDue: vbankDueOf(new Date(expiresAt)) });
    expect(vbankDueOf(new Date('2026-11-26T15:30:00Z'))).toBe('202611270030');

    // PortOne issues the account in its window; the order waits, telling the customer where to transfer.
    const { back } = await payInCardWindow(t, windowParams(paymentData), 'pay');
    expect(back?.searchParams.get('imp_success')).toBe('true');
    const { impUid, merchantUid } = backOf(back);
    const returned = await t.request({
      method: 'POST',
      url: '/api/v1/payment/portone/return',
      token: customer.token,
      payload: { imp_uid: impUid, merchant_uid: merchantUid },
    });
    expect(returned.json().data).toMatchObject({
      status: 'PENDING',
      virtual_account: { bank: 'KB국민은행', holder: 'SkyParcel', number: expect.stringMatching(/^9\d{13}$/) },
    });
    expect(new Date(returned.json().data.virtual_account.due_at).getTime()).toBe(
      Math.floor(new Date(expiresAt).getTime() / 60_000) * 60_000,
    );

    // The customer transfers (the test bank's page): PortOne's webhook makes the order paid, once.
    const bankPage = await t.request({ method: 'GET', url: `/sandbox/portone/vbank/${impUid}`, lang: 'ko' });
    expect(bankPage.body).toContain('지금 입금하기');
    expect((await t.request({ method: 'POST', url: `/sandbox/portone/vbank/${impUid}` })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `/sandbox/portone/vbank/${impUid}` })).statusCode).toBe(409);
    const paid = await t.request({
      method: 'GET',
      url: `/api/v1/order/${placed.json().data.uuid}/payment`,
      token: customer.token,
    });
    expect(paid.json().data).toMatchObject({ status: 'PAID', currency: 'KRW' });
  });

  it('is refused when the client’s total is not the server’s, said in won', async () => {
    const { customer, saigon, seoul } = await aCrossBorderCustomer();
    const { request, method } = await anOrder(
      customer,
      { sender_address_id: seoul.id, receiver_address_id: saigon.id, goods_info: [item()] },
      'card',
    );
    const response = await placeOrder(customer, { ...request, amount: method.price });
    expect(response.json()).toMatchObject({ code: 'PRICE_CHANGED', message: expect.stringContaining('₩') });
  });
});

describe('exchange rates (staff)', () => {
  it('lists and sets a day’s rate, which prices from that day on; customers may not', async () => {
    const staff = await t.login('OPS0001');
    const { customer, saigon, seoul } = await aCrossBorderCustomer();
    const list = await t.request({ method: 'GET', url: '/api/ops/v1/exchange-rates', token: staff });
    expect(list.json().data.rates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ currency: 'KRW', effective_on: '2026-11-01', vnd_per_unit: 18.2 }),
      ]),
    );
    const today = new Date().toISOString().slice(0, 10);
    const set = await t.request({
      method: 'PUT',
      url: '/api/ops/v1/exchange-rates',
      token: staff,
      payload: { currency: 'KRW', effective_on: today, vnd_per_unit: 19 },
    });
    expect(set.statusCode, set.body).toBe(200);
    // Prices read the day's rates from a cache each process drops when the database says they changed:
    // on PostgreSQL a moment after the write.
    const inboundRate = async () =>
      (await price(customer, { sender_address_id: seoul.id, receiver_address_id: saigon.id })).json().data?.methods[0]
        .rate;
    await expect.poll(inboundRate).toBe(19);
    await t.db.execute(sql`delete from exchange_rates where effective_on = ${today}`);
    // The tests after this one price at the seeded rate.
    await expect.poll(inboundRate).not.toBe(19);

    const asCustomer = await t.request({
      method: 'PUT',
      url: '/api/ops/v1/exchange-rates',
      token: customer.token,
      payload: { currency: 'KRW', effective_on: today, vnd_per_unit: 1 },
    });
    expect(asCustomer.json().code).toBe('STAFF_ONLY');
    const invalid = await t.request({
      method: 'PUT',
      url: '/api/ops/v1/exchange-rates',
      token: staff,
      payload: { currency: 'EUR', effective_on: 'tomorrow', vnd_per_unit: -1 },
    });
    expect(
      invalid
        .json()
        .data.fields.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['currency', 'effective_on', 'vnd_per_unit']);
  });
});
