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
  // Phường Vũng Tàu: Hồ Chí Minh City since 2025, beyond the service radius of the city's offices.
  await create('vungTau', vnAddress('Trần Văn Biển', '79', '26506', '3 Thùy Vân'));
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

/** Cash, the wallet and VNPay's three (the tests' app runs the payment sandbox). */
const EVERY_PAYMENT_METHOD = ['cash', 'topup', 'VNBANK', 'INTCARD', 'VNPAY'];
const paymentCodes = (data: { payment_config: { methods: { code: string }[] } }) =>
  data.payment_config.methods.map((method) => method.code);

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

describe('what each tier buys (docs/decisions/order-screen-limits-and-errors.md, "Honest tiers")', () => {
  it('answers Standard and Premium side by side: Premium dearer and earlier', async () => {
    const { data } = (await price({})).json();
    const [standard, premium] = data.tiers;
    expect(standard).toMatchObject({ tier: 'BASIC', unavailable: null });
    expect(premium).toMatchObject({ tier: 'PREMIUM', unavailable: null });
    expect(premium.from_price).toBeGreaterThan(standard.from_price);
    expect(new Date(premium.est_date_time).getTime()).toBeLessThan(new Date(standard.est_date_time).getTime());
    expect(standard.est_date_time).toBe(data.methods[0].est_date_time);
    const premiumAnswer = (await price({ premium: true })).json().data;
    expect(premiumAnswer.methods[0].est_date_time).toBe(premium.est_date_time);
    expect(premiumAnswer.tiers).toEqual(data.tiers);
  });

  it('says why Premium cannot be had for a product that is not premium, as the Premium call refuses', async () => {
    const { data } = (await price({ product_id: products['0002'] }, 'vi')).json();
    const premium = data.tiers.find((offer: { tier: string }) => offer.tier === 'PREMIUM');
    const refused = (await price({ product_id: products['0002'], premium: true }, 'vi')).json();
    expect(refused.code).toBe('PREMIUM_PRODUCT_NOT_SUPPORTED');
    expect(premium).toEqual({
      tier: 'PREMIUM',
      from_price: null,
      est_date_time: null,
      unavailable: { code: 'PREMIUM_PRODUCT_NOT_SUPPORTED', message: refused.message },
    });
  });

  it('compares no tiers under Super (documents only)', async () => {
    const body = { super: true, product_id: products.DOCUMENTS, weight: 0.3, dimension: '30x20x1' };
    expect((await price(body)).json().data.tiers).toEqual([]);
  });
});

describe('a special commodity (General goods) goes post office to post office', () => {
  it('prices every handover but says why only P2P can be chosen', async () => {
    const { data } = (await price({ product_id: products['0000'], weight: 1, dimension: '20x20x20' }, 'vi')).json();
    const byKind = Object.fromEntries(data.methods.map((m: { delivery_type: string }) => [m.delivery_type, m]));
    expect(byKind.P2P.unavailable).toBeNull();
    for (const kind of ['D2D', 'D2P', 'P2D']) {
      expect(byKind[kind].unavailable).toEqual({
        code: 'SPECIAL_COMMODITY_POST_OFFICE_ONLY',
        message: expect.stringContaining('bưu cục'),
      });
    }
  });
});

describe('a post office handover where no office serves the address', () => {
  it('is priced but says why it cannot be chosen, side by side', async () => {
    const { data } = (await price({ sender_address_id: ids.vungTau }, 'vi')).json();
    const byKind = Object.fromEntries(data.methods.map((m: { delivery_type: string }) => [m.delivery_type, m]));
    expect(byKind.D2D.unavailable).toBeNull();
    expect(byKind.D2P.unavailable).toBeNull();
    for (const kind of ['P2D', 'P2P']) {
      expect(byKind[kind].unavailable).toEqual({
        code: 'NO_POST_OFFICE_FOR_SENDER',
        message: expect.stringContaining('50 km'),
      });
    }
  });
});

type SlotDay = { date: string; slots: { start: string; end: string; super_fee: number }[] };
const vietnamInstant = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`).getTime();

describe('Super receiving time slots', () => {
  const superDocuments = () => ({ super: true, product_id: products.DOCUMENTS, weight: 0.3, dimension: '30x20x1' });

  it('lists the slots from the earliest arrival on, with their fees, spanned by min_end_time and before', async () => {
    const { data } = (await price(superDocuments())).json();
    expect(data.tier).toBe('SUPER');
    for (const method of data.methods) {
      const days: SlotDay[] = method.items.received_time_slots;
      expect(days.length).toBeGreaterThanOrEqual(1);
      expect(days.length).toBeLessThanOrEqual(2);
      const arrival = new Date(method.est_date_time).getTime();
      // One arrival time: the summary's is the first slot offered.
      expect(arrival).toBe(vietnamInstant(days[0].date, days[0].slots[0].start));
      for (const day of days) {
        expect(day.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(day.slots.length).toBeGreaterThan(0);
        for (const slot of day.slots) {
          expect(slot).toEqual({
            start: expect.stringMatching(/^\d{2}:\d{2}$/),
            end: expect.stringMatching(/^\d{2}:\d{2}$/),
            super_fee: expect.any(Number),
          });
          expect(vietnamInstant(day.date, slot.start)).toBeGreaterThanOrEqual(arrival);
        }
      }
      // The last day offered is a whole day: every slot of the tariff, evening ones dearer.
      const lastDay = days[days.length - 1];
      expect(lastDay.slots.map((slot) => `${slot.start}-${slot.end}`)).toEqual([
        '08:00-10:00',
        '10:00-12:00',
        '13:00-15:00',
        '15:00-17:00',
        '17:00-19:00',
        '19:00-21:00',
      ]);
      expect(lastDay.slots.map((slot) => slot.super_fee)).toEqual([0, 0, 0, 0, 15000, 30000]);
      const first = days[0];
      expect(new Date(method.items.min_end_time).getTime()).toBe(vietnamInstant(first.date, first.slots[0].start));
      expect(new Date(method.items.before).getTime()).toBe(vietnamInstant(lastDay.date, '21:00'));
    }
  });

  it('offers no slots for Standard and Premium', async () => {
    for (const body of [{}, { premium: true }]) {
      const { data } = (await price(body)).json();
      for (const method of data.methods) {
        expect(method.items).toEqual({
          min_end_time: method.est_date_time,
          before: method.est_date_time,
          received_time_slots: [],
        });
      }
    }
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
    [
      'a product not cleared for Korea sent there',
      { receiver_address_id: 'korea', product_id: '0302' },
      'PRODUCT_NOT_AVAILABLE',
    ],
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

  it('says the limit of the mode at the weight field, in the customer’s language', async () => {
    const parcel = (await price({ weight: 35 }, 'vi')).json().data.fields;
    expect(parcel).toContainEqual({
      field: 'weight',
      code: 'validation_weight_limit',
      message: 'Tối đa 31,5 kg cho loại hàng này',
    });
    const documents = { product_id: products.DOCUMENTS, dimension: '30x20x1' };
    const document = await price({ ...documents, weight: 2.5 });
    expect(document.statusCode).toBe(400);
    expect(document.json().data.fields).toContainEqual({
      field: 'weight',
      code: 'validation_weight_limit',
      message: 'At most 2 kg for this shipment',
    });
    expect((await price({ ...documents, weight: 2 })).statusCode).toBe(200);
    const superDocument = await price({ ...documents, super: true, weight: 2.1 });
    expect(superDocument.json().data.fields).toContainEqual(expect.objectContaining({ field: 'weight' }));
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

  it("offers cash, top-up and VNPay's methods with the wallet balance", async () => {
    const { data } = (await price({})).json();
    expect(data.payment_config.point_topup).toBe(0);
    expect(paymentCodes(data)).toEqual(EVERY_PAYMENT_METHOD);
  });
});

describe('preorder quote between two locations (POST /v1/preorder_nationwide)', () => {
  const hcmc = ['0', '79', '0', '26743'];
  const hanoi = ['0', '01', '0', '00082'];
  const preorder = (body: Record<string, unknown>, options: { lang?: string; token?: string | null } = {}) =>
    t.request({
      method: 'POST',
      url: '/api/v1/preorder_nationwide',
      token: options.token === null ? undefined : (options.token ?? token),
      lang: options.lang ?? 'en',
      payload: { origin_id: hcmc, destination_id: hanoi, product_id: products.CLOTHES, ...body },
    });

  it('prices the route like the price call, the requested kind first, with the payment config', async () => {
    const response = await preorder({ service_type: 'P2P', weight: 1, dimension: '10x10x10' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      tier: 'BASIC',
      route_class: 'INTER_CITY',
      transport_rule: 'Liên Thành Phố',
      service_type: 'P2P',
      voucher: null,
    });
    expect(data.methods.map((method: { delivery_type: string }) => method.delivery_type)).toEqual([
      'P2P',
      'D2D',
      'D2P',
      'P2D',
    ]);
    expect(pricesByKind(data.methods)).toEqual({ D2D: 80000, D2P: 60000, P2D: 65000, P2P: 45000 });
    expect(data.methods[0]).toMatchObject({ currency: 'VND', discount: 0, origin_dop: 1, destination_dop: 1 });
    expect(data.methods[0].flight).toMatchObject({ origin: 'SGN', destination: 'HAN' });
    expect(paymentCodes(data)).toEqual(EVERY_PAYMENT_METHOD);
    const byAddresses = (await price({})).json().data;
    expect(pricesByKind(byAddresses.methods)).toEqual(pricesByKind(data.methods));
  });

  it('answers door to door first by default, and takes location ids joined by "-"', async () => {
    const { data } = (await preorder({ origin_id: hcmc.join('-'), destination_id: hanoi.join('-') })).json();
    expect(data.service_type).toBe('D2D');
    expect(data.methods[0].delivery_type).toBe('D2D');
  });

  it('quotes a parcel of 1 kg 10x10x10 and a document of 0.5 kg 30x20x1 when no size is given', async () => {
    const parcel = (await preorder({})).json().data;
    expect(parcel.methods[0].chargeable_weight).toBe(1);
    expect(pricesByKind(parcel.methods).D2D).toBe(80000);
    const document = (await preorder({ product_id: products.DOCUMENTS, super: true, goods_info: [] })).json().data;
    expect(document.tier).toBe('SUPER');
    expect(document.methods[0].chargeable_weight).toBe(0.5);
    expect(pricesByKind(document.methods).P2P).toBe(120000);
    expect(document.methods[0].items.received_time_slots.length).toBeGreaterThan(0);
  });

  it('answers the route errors of the price call', async () => {
    const fromCaoBang = await preorder({ origin_id: ['0', '04', '0', '01273'] }, { lang: 'vi' });
    expect(fromCaoBang.statusCode).toBe(422);
    expect(fromCaoBang.json()).toMatchObject({
      code: 'ONLY_CERTAIN_CITIES',
      message: 'Hiện chỉ hỗ trợ gửi hàng từ một số thành phố',
    });
    expect((await preorder({ super: true })).json().code).toBe('SUPER_DOCUMENTS_ONLY');
    expect((await preorder({ destination_id: ['0', '04', '0', '01273'] })).json().code).toBe('NO_SUITABLE_ROUTE');
  });

  it.each([
    ['origin_id', { origin_id: undefined }, 'validation_required'],
    ['origin_id', { origin_id: ['0', '79'] }, 'validation_invalid'],
    ['destination_id', { destination_id: ['0', '01', '0', '26743'] }, 'validation_invalid'],
    ['service_type', { service_type: 'D2X' }, 'validation_invalid'],
    ['product_id', { product_id: undefined }, 'validation_required'],
    ['weight', { weight: 31.6 }, 'validation_weight_limit'],
    ['dimension', { dimension: '100x60x41' }, 'validation_size_sum'],
  ])('%s %o is refused with %s', async (field, change, code) => {
    const response = await preorder(change);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(response.json().data.fields).toContainEqual(expect.objectContaining({ field, code }));
  });

  it('needs a signed-in customer', async () => {
    expect((await preorder({}, { token: null })).statusCode).toBe(401);
  });
});
