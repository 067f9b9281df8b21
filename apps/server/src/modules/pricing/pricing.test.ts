import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let token: string;
const ids: Record<string, string> = {};
const products: Record<string, number> = {};

const vnAddress = (personName: string, province: string, village: string, address: string) => ({
  person_name: personName,
  prefix_phone: '+84',
  phone: '0912345678',
  country: '0',
  province,
  village,
  address,
  type: 'NORMAL',
});

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('0901234567');
  const book = (await t.request({ method: 'POST', url: '/api/v2/address', token, payload: {} })).json().data;
  for (const address of book) ids[address.country === '1' ? 'korea' : address.province] = address.id;
  const create = async (key: string, form: Record<string, unknown>) => {
    ids[key] = (await t.request({ method: 'POST', url: '/api/v1/address', token, payload: form })).json().data.id;
  };
  await create('hcmcOther', vnAddress('Phạm Thị Lan', '79', '26743', '50 Lê Lợi'));
  await create('caoBang', vnAddress('Hoàng Văn Nam', '04', '01273', '1 Kim Đồng'));
  await create('vinh', vnAddress('Nguyễn Thị Hoa', '40', '16681', '2 Quang Trung'));
  const groups = (await t.request({ method: 'GET', url: '/api/v1/producttypes/language/en', token })).json().data;
  for (const group of groups) for (const product of group.products) products[product.code] = product.id;
});
afterAll(() => t.close());

const price = (body: Record<string, unknown>, lang = 'en') =>
  t.request({
    method: 'POST',
    url: '/api/v1/order/calculate-price',
    token,
    lang,
    payload: {
      sender_address_id: ids['79'],
      receiver_address_id: ids['01'],
      product_id: products.CLOTHES,
      weight: 1,
      dimension: '10x10x10',
      ...body,
    },
  });
const pricesByKind = (methods: { delivery_type: string; price: number }[]) =>
  Object.fromEntries(methods.map((method) => [method.delivery_type, method.price]));

describe('delivery methods between Hồ Chí Minh City and Hà Nội', () => {
  it('price each handover kind from the tariff and time it by the flight', async () => {
    const response = await price({});
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ tier: 'BASIC', route_class: 'INTER_CITY', transport_rule: 'Liên Thành Phố' });
    expect(pricesByKind(data.methods)).toEqual({ D2D: 80000, D2P: 60000, P2D: 65000, P2P: 45000 });
    const [method] = data.methods;
    expect(method).toMatchObject({
      currency: 'VND',
      discount: 0,
      chargeable_weight: 1,
      origin_dop: 0,
      destination_dop: 0,
    });
    expect(method.flight).toMatchObject({
      origin: 'SGN',
      destination: 'HAN',
      flight_number: expect.stringMatching(/^SP/),
    });
    expect(new Date(method.est_date_time).getTime()).toBeGreaterThan(new Date(method.flight.arrival_at).getTime());
  });

  it('charge the dimensional weight of a light, bulky box', async () => {
    const { data } = (await price({ weight: 2, dimension: '40x30x30' })).json();
    expect(data.methods[0].chargeable_weight).toBe(6);
    expect(pricesByKind(data.methods).P2P).toBe(150000);
  });

  it('price Premium for a premium product and Super for documents', async () => {
    const premium = (await price({ premium: true })).json().data;
    expect(pricesByKind(premium.methods).P2P).toBe(70000);
    const superDocuments = (
      await price({ super: true, product_id: products.DOCUMENTS, weight: 0.3, dimension: '30x20x1' })
    ).json().data;
    expect(superDocuments.tier).toBe('SUPER');
    expect(pricesByKind(superDocuments.methods).P2P).toBe(120000);
  });
});

describe('inner-city delivery', () => {
  it('uses the inner-city tariff and no flight', async () => {
    const { data } = (await price({ receiver_address_id: ids.hcmcOther })).json();
    expect(data).toMatchObject({ route_class: 'INNER_CITY', transport_rule: 'Nội Thành' });
    expect(pricesByKind(data.methods)).toEqual({ D2D: 42000, D2P: 32000, P2D: 32000, P2P: 22000 });
    expect(data.methods[0].flight).toBeNull();
  });
});

describe('route errors (spec 1 section 8)', () => {
  it.each([
    ['Premium for a product without it', { premium: true, product_id: 'SEAFOOD' }, 'PREMIUM_PRODUCT_NOT_SUPPORTED'],
    ['Super for a parcel', { super: true }, 'SUPER_DOCUMENTS_ONLY'],
    [
      'a document heavier than its limit',
      { product_id: 'DOCUMENTS', weight: 0.5, dimension: '40x30x11' },
      'DIM_WEIGHT_OVER_LIMIT_DOCUMENT',
    ],
    [
      'a parcel whose dimensional weight is over the limit',
      { weight: 1, dimension: '66x66x66' },
      'DIM_WEIGHT_OVER_LIMIT_PARCEL',
    ],
    ['a sender outside the cities we pick up from', { sender_address_id: 'caoBang' }, 'ONLY_CERTAIN_CITIES'],
    ['a receiver province without an airport', { receiver_address_id: 'caoBang' }, 'NO_SUITABLE_ROUTE'],
    ['a route no flight serves', { sender_address_id: '01', receiver_address_id: 'vinh' }, 'FLIGHT_NOT_FOUND'],
    ['a receiver in Korea (cross-border comes later)', { receiver_address_id: 'korea' }, 'CROSS_BORDER_NOT_AVAILABLE'],
    ['a product not available now', { product_id: '6099' }, 'PRODUCT_NOT_AVAILABLE'],
  ])('%s answers %s', async (_, change, code) => {
    const resolved = Object.fromEntries(
      Object.entries(change).map(([key, value]) => {
        if (key === 'product_id' && typeof value === 'string')
          return [key, products[value === 'SEAFOOD' ? '0302' : value]];
        if (key.endsWith('address_id')) return [key, ids[value as string]];
        return [key, value];
      }),
    );
    const response = await price(resolved, 'vi');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: false, code, message: expect.any(String) });
    expect(response.json().message).not.toBe(code);
  });

  it('says the flight error in the customer’s language', async () => {
    const response = await price({ sender_address_id: ids['01'], receiver_address_id: ids.vinh }, 'vi');
    expect(response.json().message).toBe('Không tìm thấy chuyến bay phù hợp');
  });
});

describe('shipment limits (spec 1 section 9)', () => {
  it.each([
    ['dimension', { dimension: '100x60x41' }, 'validation_size_sum'],
    ['dimension', { dimension: '10x10' }, 'validation_required'],
    ['weight', { weight: 31.6 }, 'validation_weight_limit'],
    ['weight', { weight: 0 }, 'validation_required'],
    ['weight', { weight: 1.25 }, 'validation_invalid'],
    ['receiver_address_id', { receiver_address_id: 'SAME' }, 'validation_select_address_same'],
  ])('%s %o is refused with %s', async (field, change, code) => {
    const body = { ...change } as Record<string, unknown>;
    if (body.receiver_address_id === 'SAME') body.receiver_address_id = ids['79'];
    const response = await price(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toContainEqual(expect.objectContaining({ field, code }));
  });

  it('allows up to 50 kg for an inseparable parcel', async () => {
    expect((await price({ weight: 40, is_inseparable: true, dimension: '50x50x50' })).statusCode).toBe(200);
  });

  it('answers 404 for another customer’s address', async () => {
    const stranger = await t.login('B000002');
    const theirs = (await t.request({ method: 'POST', url: '/api/v2/address', token: stranger, payload: {} })).json()
      .data[0].id;
    expect((await price({ receiver_address_id: theirs })).statusCode).toBe(404);
  });
});

describe('voucher preview and payment config', () => {
  it('takes a valid voucher off each method without using it', async () => {
    const { data } = (await price({ voucher: 'GIAM20K' })).json();
    expect(data.voucher).toEqual({ code: 'GIAM20K', res: 'VOUCHER_GOOD_GOOD' });
    expect(data.methods.map((method: { discount: number }) => method.discount)).toEqual([20000, 20000, 20000, 20000]);
    const again = (await price({ voucher: 'GIAM20K' })).json().data;
    expect(again.methods[0].discount).toBe(20000);
  });

  it('caps a percent voucher at its maximum and never discounts more than the price', async () => {
    const { data } = (await price({ voucher: 'WELCOME10', weight: 20, dimension: '50x40x40' })).json();
    for (const method of data.methods) expect(method.discount).toBe(Math.min(30000, Math.round(method.price / 10)));
  });

  it('gives no discount for a voucher that cannot be used, and says why', async () => {
    const { data } = (await price({ voucher: 'SOLDOUT' })).json();
    expect(data.voucher).toEqual({ code: 'SOLDOUT', res: 'VOUCHER_REACH_LIMIT' });
    expect(data.methods.every((method: { discount: number }) => method.discount === 0)).toBe(true);
  });

  it('offers cash and top-up with the wallet balance', async () => {
    const { data } = (await price({})).json();
    expect(data.payment_config.point_topup).toBe(0);
    expect(data.payment_config.methods.map((method: { code: string }) => method.code)).toEqual(['cash', 'topup']);
  });
});
