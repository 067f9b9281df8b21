import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let token: string;
const ids: Record<string, string> = {};
let clothes: number;
let points: { sender: string; receiver: string };

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('0901234567');
  const book = (await t.request({ method: 'POST', url: '/api/v2/address', token, payload: {} })).json().data;
  for (const address of book) ids[address.country === '1' ? 'korea' : address.province] = address.id;
  const groups = (await t.request({ method: 'GET', url: '/api/v1/producttypes/language/en', token })).json().data;
  clothes = groups[0].products.find((p: { code: string }) => p.code === 'CLOTHES').id;
  const nearest = async (lat: number, lng: number) =>
    (
      await t.request({
        method: 'GET',
        url: `/api/v1/post-offices/nearby?latitude=${lat}&longitude=${lng}&limit=1`,
        token,
      })
    ).json().data[0].id;
  points = { sender: await nearest(10.7739, 106.7036), receiver: await nearest(21.0405, 105.8412) };
});
afterAll(() => t.close());

const shipment = () => ({
  sender_address_id: ids['79'],
  receiver_address_id: ids['01'],
  product_id: clothes,
  weight: 1,
  dimension: '10x10x10',
});
const quoteP2P = async () => {
  const { data } = (
    await t.request({ method: 'POST', url: '/api/v1/order/calculate-price', token, payload: shipment() })
  ).json();
  return data.methods.find((m: { delivery_type: string }) => m.delivery_type === 'P2P');
};
const orderBody = (changes: Record<string, unknown> = {}) => ({
  ...shipment(),
  delivery_type: 'P2P',
  amount: 45000,
  payment_method: 'cash',
  note: 'Hàng dễ vỡ, xin nhẹ tay',
  extra_prices: [],
  sender_point_info: { id: points.sender },
  receiver_point_info: { id: points.receiver },
  ben_agreed: true,
  ...changes,
});
const order = (body: Record<string, unknown>, headers: Record<string, string> = {}, lang = 'en') =>
  t.request({ method: 'POST', url: '/api/v1/order', token, payload: body, headers, lang });
const countOrders = async () =>
  ((await t.db.execute(sql`select count(*)::int as n from orders`)) as unknown as { rows: { n: number }[] }).rows[0].n;
const remainingOn = async (flightId: string) =>
  (
    (await t.db.execute(sql`select remaining_g from flights where id = ${flightId}`)) as unknown as {
      rows: { remaining_g: number }[];
    }
  ).rows[0].remaining_g;

describe('placing a domestic order', () => {
  it('stores the server’s price, books the flight and answers the order code and uuid', async () => {
    const method = await quoteP2P();
    const before = await remainingOn(method.flight.flight_id);
    const response = await order(orderBody());
    expect(response.statusCode).toBe(201);
    const { data, meta } = response.json();
    expect(data).toMatchObject({
      order_id: expect.stringMatching(/^SP\d{12}$/),
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'IN_PROGRESS',
      payment_method: 'cash',
      delivery_type: 'P2P',
      transport_rules: ['Liên Thành Phố'],
      amount: 45000,
      currency: 'VND',
    });
    expect(meta).toEqual({ custom: { payment_url: null, payment_data: null } });
    expect(await remainingOn(method.flight.flight_id)).toBe(before - 1000);
  });

  it('applies a voucher and extra services priced by the server', async () => {
    const response = await order(
      orderBody({ voucher: 'giam20k', extra_prices: ['packaging', 'fragile'], amount: 45000 + 15000 - 20000 }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ amount: 40000, discount_amount: 20000, extras_total: 15000 });
  });

  it('prices a percent extra on the fee the customer pays: price minus discount', async () => {
    const heavy = { weight: 20, dimension: '50x40x40', voucher: 'GIAM20K' };
    const priced = (
      await t.request({
        method: 'POST',
        url: '/api/v1/order/calculate-price',
        token,
        payload: { ...shipment(), ...heavy },
      })
    )
      .json()
      .data.methods.find((m: { delivery_type: string }) => m.delivery_type === 'P2P');
    const guaranteeOn = async (fee: number) =>
      (await t.request({ method: 'GET', url: `/api/v1/order/extra_prices?shipping_fee=${fee}`, token }))
        .json()
        .data.find((extra: { code: string }) => extra.code === 'guarantee').price;
    const guarantee = await guaranteeOn(priced.price - priced.discount);
    expect(guarantee).not.toBe(await guaranteeOn(priced.price));
    const response = await order(
      orderBody({ ...heavy, extra_prices: ['guarantee'], amount: priced.price - priced.discount + guarantee }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ discount_amount: 20000, extras_total: guarantee });
  });

  it('refuses a client total that differs, keeping nothing', async () => {
    const before = await countOrders();
    const method = await quoteP2P();
    const remaining = await remainingOn(method.flight.flight_id);
    const response = await order(orderBody({ amount: 1000, voucher: 'WELCOME10' }), {}, 'vi');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'PRICE_CHANGED', data: { amount: 45000 - 4500 } });
    expect(response.json().message).toContain('40.500');
    expect(await countOrders()).toBe(before);
    expect(await remainingOn(method.flight.flight_id)).toBe(remaining);
    const check = await t.request({ method: 'GET', url: '/api/v1/voucher/check?code=WELCOME10', token });
    expect(check.json().data.res).toBe('VOUCHER_GOOD_GOOD');
  });
});

describe('Super orders with a receiving slot', () => {
  const DOCUMENTS = 191;
  const superShipment = () => ({
    ...shipment(),
    product_id: DOCUMENTS,
    weight: 0.3,
    dimension: '30x20x1',
    super: true,
  });
  type Slot = { start: string; end: string; super_fee: number };
  /** The Super P2P method and one of its offered slots with a fee (the evening ones cost extra). */
  const superOffer = async () => {
    const { data } = (
      await t.request({ method: 'POST', url: '/api/v1/order/calculate-price', token, payload: superShipment() })
    ).json();
    const method = data.methods.find((m: { delivery_type: string }) => m.delivery_type === 'P2P');
    const days: { date: string; slots: Slot[] }[] = method.items.received_time_slots;
    const day = days[days.length - 1];
    const slot = day.slots.find((candidate) => candidate.super_fee > 0) as Slot;
    return { method, date: day.date, slot };
  };
  const superOrder = (changes: Record<string, unknown>) => orderBody({ ...superShipment(), ...changes });

  it('stores the slot and its fee, the fee counted in the total', async () => {
    const { method, date, slot } = await superOffer();
    expect(slot.super_fee).toBeGreaterThan(0);
    const amount = method.price + slot.super_fee;
    const response = await order(
      superOrder({ date_time_slot: date, time_slot_from: slot.start, time_slot_to: slot.end, amount }),
    );
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      amount,
      shipping_fee: method.price,
      super_fee: slot.super_fee,
      time_slot: { date, from: slot.start, to: slot.end },
      booking_shipper_time: new Date(`${date}T${slot.end}:00+07:00`).toISOString(),
    });
    const stored = (
      (await t.db.execute(
        sql`select tier, super_fee, time_slot, total from orders where id = ${data.uuid}`,
      )) as unknown as { rows: Record<string, unknown>[] }
    ).rows[0];
    expect(stored).toEqual({
      tier: 'SUPER',
      super_fee: slot.super_fee,
      time_slot: { date, from: slot.start, to: slot.end },
      total: amount,
    });
  });

  it('takes the fee from its own list, whatever superswift_fee the client sends', async () => {
    const { method, date, slot } = await superOffer();
    const chosen = { date_time_slot: date, time_slot_from: slot.start, time_slot_to: slot.end };
    const serverTotal = method.price + slot.super_fee;
    const cheap = await order(superOrder({ ...chosen, superswift_fee: 0, amount: serverTotal }));
    expect(cheap.statusCode).toBe(201);
    expect(cheap.json().data).toMatchObject({ amount: serverTotal, super_fee: slot.super_fee });
    const believed = await order(superOrder({ ...chosen, superswift_fee: 0, amount: method.price }));
    expect(believed.statusCode).toBe(409);
    expect(believed.json()).toMatchObject({ code: 'PRICE_CHANGED', data: { amount: serverTotal } });
  });

  it('requires a slot for Super', async () => {
    const response = await order(superOrder({ amount: 120000 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.json().data.fields).toContainEqual(
      expect.objectContaining({
        field: 'date_time_slot',
        code: 'validation_required',
        message: 'Please enter delivery date',
      }),
    );
  });

  it.each([
    ['a day not offered', { date_time_slot: '2020-01-01' }, 'date_time_slot'],
    ['a slot that is not in the tariff', { time_slot_from: '09:00', time_slot_to: '11:00' }, 'date_time_slot'],
    ['a date in another format', { date_time_slot: '11/03/2026' }, 'date_time_slot'],
    ['a time that is not HH:mm', { time_slot_to: '9pm' }, 'time_slot_to'],
  ])('refuses %s', async (_, change, field) => {
    const { method, date, slot } = await superOffer();
    const response = await order(
      superOrder({
        date_time_slot: date,
        time_slot_from: slot.start,
        time_slot_to: slot.end,
        amount: method.price + slot.super_fee,
        ...change,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual([expect.objectContaining({ field, code: 'validation_invalid' })]);
  });

  it('ignores a slot sent with a Standard order', async () => {
    const response = await order(
      orderBody({
        date_time_slot: '01/01/2020',
        time_slot_from: '19:00',
        time_slot_to: '21:00',
        superswift_fee: 30000,
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ amount: 45000, super_fee: 0, time_slot: null });
  });
});

describe('idempotency', () => {
  it('answers a retried submit with the first order', async () => {
    const headers = { 'idempotency-key': 'retry-key-0001' };
    const first = (await order(orderBody(), headers)).json().data;
    const before = await countOrders();
    const second = await order(orderBody(), headers);
    expect(second.json().data.uuid).toBe(first.uuid);
    expect(await countOrders()).toBe(before);
  });

  it('creates one order for ten identical submits at once', async () => {
    const before = await countOrders();
    const headers = { 'idempotency-key': 'parallel-key-0001' };
    const responses = await Promise.all(Array.from({ length: 10 }, () => order(orderBody(), headers)));
    expect(new Set(responses.map((r) => r.json().data.uuid)).size).toBe(1);
    expect(await countOrders()).toBe(before + 1);
  });

  it('refuses a key reused after its 24 hours, in the customer’s language, and makes no order', async () => {
    const headers = { 'idempotency-key': 'old-key-0001' };
    const first = (await order(orderBody(), headers)).json().data;
    await t.db.execute(sql`update orders set created_at = now() - interval '25 hours' where id = ${first.uuid}`);
    const before = await countOrders();
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/order',
      token,
      payload: orderBody(),
      headers,
      lang: 'vi',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_EXPIRED',
      message: expect.stringContaining('24 giờ'),
    });
    expect(await countOrders()).toBe(before);
  });

  it('refuses the same key for a different order', async () => {
    await order(orderBody(), { 'idempotency-key': 'reused-key-0001' });
    const response = await order(orderBody({ note: 'khác' }), { 'idempotency-key': 'reused-key-0001' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('order rules (spec 1 section 5)', () => {
  it.each([
    ['ben_agreed', { ben_agreed: false }, 'TermAndConditionAgreedValid'],
    ['payment_method', { payment_method: undefined }, 'C2cNoChoosePaymentMethod'],
    ['weight', { weight: undefined }, 'validation_required'],
    ['dimension', { dimension: undefined }, 'validation_required'],
    ['note', { note: 'x'.repeat(201) }, 'validation_max_length'],
    ['sender_point_info', { sender_point_info: undefined }, 'validation_required'],
    [
      'receiver_point_info',
      { receiver_point_info: { id: '00000000-0000-0000-0000-000000000000' } },
      'validation_invalid',
    ],
  ])('%s (%o) is refused with %s', async (field, change, code) => {
    const response = await order(orderBody(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toContainEqual(expect.objectContaining({ field, code }));
  });

  it('keeps top-up disabled while the wallet is empty', async () => {
    const response = await order(orderBody({ payment_method: 'topup' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'global_not_enough_point',
      message: 'The amount in the topup wallet is not enough to pay the order!',
    });
  });

  it('refuses an extra service that is not offered', async () => {
    expect((await order(orderBody({ extra_prices: ['teleport'] }))).json().code).toBe('EXTRA_SERVICE_UNKNOWN');
  });
});

describe('special commodities (spec 1 section 4)', () => {
  // General goods (0000) travel post office to post office with the set 1 kg, 20 x 20 x 20 cm.
  const special = { product_id: 101, weight: 1, dimension: '20x20x20' };
  const p2pPrice = async (body: Record<string, unknown>) =>
    (await t.request({ method: 'POST', url: '/api/v1/order/calculate-price', token, payload: body }))
      .json()
      .data.methods.find((m: { delivery_type: string }) => m.delivery_type === 'P2P').price;

  it('takes a special commodity P2P at its set weight and size', async () => {
    const amount = await p2pPrice({ ...shipment(), ...special });
    const response = await order(orderBody({ ...special, amount }));
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each([
    ['door pickup', { delivery_type: 'D2P', sender_point_info: undefined }],
    ['another weight', { weight: 2 }],
    ['another size', { dimension: '30x20x10' }],
  ])('refuses a special commodity with %s, and keeps nothing', async (_case, change) => {
    const before = await countOrders();
    const response = await order(orderBody({ ...special, amount: 1, ...change }), {}, 'vi');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'SPECIAL_COMMODITY_POST_OFFICE_ONLY',
      message: expect.stringContaining('bưu cục đến bưu cục'),
    });
    expect(await countOrders()).toBe(before);
  });
});

describe('VAT e-invoice', () => {
  it('stores the invoice details of the customer’s own order', async () => {
    const created = (await order(orderBody())).json().data;
    const vat = {
      order_id: created.order_id,
      email: 'ketoan@saoviet.vn',
      company_name: 'Sao Việt',
      company_address: '45 Lê Lợi',
      tax_number: '0312345673',
    };
    const response = await t.request({ method: 'POST', url: '/api/v1/order/create/vat', token, payload: vat });
    expect(response.statusCode).toBe(200);
    const stranger = await t.login('B000002');
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/order/create/vat', token: stranger, payload: vat })).statusCode,
    ).toBe(404);
    const bad = await t.request({
      method: 'POST',
      url: '/api/v1/order/create/vat',
      token,
      payload: { ...vat, email: 'x@', tax_number: '' },
    });
    expect(bad.json().data.fields.map((f: { code: string }) => f.code)).toEqual([
      'validation_email',
      'validation_required',
    ]);
  });

  it('refuses a tax number whose check digit is wrong, at the field, in the customer’s language', async () => {
    const created = (await order(orderBody())).json().data;
    const vat = {
      order_id: created.order_id,
      email: 'ketoan@saoviet.vn',
      company_name: 'Sao Việt',
      company_address: '45 Lê Lợi',
      tax_number: '0100109107',
    };
    const post = (payload: object, lang: string) =>
      t.request({ method: 'POST', url: '/api/v1/order/create/vat', token, payload, lang });
    const wrong = await post(vat, 'ko');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.fields).toEqual([
      {
        field: 'tax_number',
        code: 'validation_tax_number_checksum',
        message: '존재하지 않는 사업자 번호입니다: 검증 숫자가 맞지 않습니다. 잘못 입력한 곳이 없는지 확인해 주세요.',
      },
    ]);
    expect((await post({ ...vat, tax_number: '0100109106-001' }, 'en')).statusCode).toBe(200);
  });
});

describe('what the confirmation shows (issue 10)', () => {
  const nearbyOffice = async (lat: number, lng: number) =>
    (
      await t.request({
        method: 'GET',
        url: `/api/v1/post-offices/nearby?latitude=${lat}&longitude=${lng}&limit=1`,
        token,
      })
    ).json().data[0];

  it('answers the route with its flight, the expected arrival and both offices from the server’s records', async () => {
    const method = await quoteP2P();
    const [senderOffice, receiverOffice] = [
      await nearbyOffice(10.7739, 106.7036),
      await nearbyOffice(21.0405, 105.8412),
    ];
    // What the browser says about an office is ignored: only its id is read.
    const body = orderBody({ receiver_point_info: { id: points.receiver, address: 'Somewhere else', phone: '0' } });
    const response = await order(body, {}, 'vi');
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data.route).toEqual({
      origin: { country: '0', province: '79', province_name: 'Hồ Chí Minh' },
      destination: { country: '0', province: '01', province_name: 'Hà Nội' },
      flight: {
        flight_number: method.flight.flight_number,
        origin: method.flight.origin,
        destination: method.flight.destination,
        departure_at: method.flight.departure_at,
        arrival_at: method.flight.arrival_at,
      },
    });
    expect(data.est_date_time).toBe(method.est_date_time);
    for (const [answered, office] of [
      [data.sender_office, senderOffice],
      [data.receiver_office, receiverOffice],
    ]) {
      expect(answered).toEqual({
        code: office.code,
        name: office.name,
        address: office.address,
        latitude: office.latitude,
        longitude: office.longitude,
        work_hour_start: office.work_hour_start,
        work_hour_end: office.work_hour_end,
        phone: office.phone,
      });
    }
  });

  it('names the provinces in the asked language and has no office for a door side', async () => {
    const quote = (
      await t.request({ method: 'POST', url: '/api/v1/order/calculate-price', token, payload: shipment() })
    ).json();
    const d2p = quote.data.methods.find((m: { delivery_type: string }) => m.delivery_type === 'D2P');
    const response = await order(
      orderBody({ delivery_type: 'D2P', sender_point_info: undefined, amount: d2p.price }),
      {},
      'en',
    );
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data.sender_office).toBeNull();
    expect(data.receiver_office).toMatchObject({ phone: expect.any(String), work_hour_start: expect.any(String) });
    // English reads Vietnamese places romanised (docs/decisions/places.md, "Division names by language").
    expect(data.route.origin.province_name).toMatch(/^Ho Chi Minh/);
  });
});
