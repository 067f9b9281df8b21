import { addDays, vietnamDay } from '@skyparcel/domain/time-zones';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, anAddress, type Customer, type Wire } from '../../test/builders.ts';
import { selectRows } from '../../test/payment-flows.ts';
import { testApp } from '../../test/test-app.ts';

/*
 * Cargo Direct through the API (issue 16): who may use it, the airports and what they accept,
 * the dimension summary and its limits, the flight search with its load levels, the capacity
 * check, the fee, and the order that books the flight's weight, raced.
 */

const t = testApp();
const today = vietnamDay(new Date());
const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(t, query);

/** A customer of the given kind: personal, business without a contract, or with one. */
async function aCargoCustomer(kind: 'contract' | 'business' | 'personal' = 'contract'): Promise<Customer> {
  const customer = await aCustomer(t);
  if (kind !== 'personal') {
    await t.db.execute(
      sql`update users set type = 'B', customer_code = ${`BT${customer.phone}`}, company_name = 'Công ty Thử',
        has_cargo_contract = ${kind === 'contract'} where id = ${customer.id}`,
    );
  }
  return customer;
}

const call = (customer: Customer, method: 'GET' | 'POST', url: string, payload?: Wire, lang = 'en') =>
  t.request({ method, url: `/api${url}`, token: customer.token, payload, lang });

const oneLine = (changes: Wire = {}) => ({ length: 100, width: 60, height: 50, quantity: 1, ...changes });

/** 150 kg of general goods in three pieces of 100 × 60 × 50 cm (exactly 150 kg by volume too). */
const SHIPMENT = { weight: 150, dimension: [oneLine({ quantity: 3 })] };

const search = (customer: Customer, body: Wire = {}, lang = 'en') =>
  call(
    customer,
    'POST',
    '/v2/cargo/available-flights',
    {
      departure_airport: 'SGN',
      arrival_airport: 'HAN',
      product_code: '0000',
      timezone: '+07',
      from_date: addDays(today, 1),
      to_date: addDays(today, 7),
      ...SHIPMENT,
      ...body,
    },
    lang,
  );

/** The first SGN→HAN flight of tomorrow with this flight number, as the search answers it. */
async function aFlight(customer: Customer, flightNumber = 'SP102') {
  const response = await search(customer);
  expect(response.statusCode, response.body).toBe(200);
  const flights = Object.values(response.json().data as Record<string, Wire[]>).flat();
  const flight = flights.find((candidate) => candidate.flight_number === flightNumber);
  if (!flight) throw new Error(`no ${flightNumber} in the search`);
  return flight as Wire & { flight_id: string; price: number };
}

const setRoom = (flightId: string, kg: number) =>
  t.db.execute(sql`update flights set remaining_g = ${Math.round(kg * 1000)} where id = ${flightId}`);

let contract: Customer;
let saigon: Wire & { id: string };
let hanoi: Wire & { id: string };

beforeAll(async () => {
  contract = await aCargoCustomer();
  saigon = await anAddress(t, contract.token, { province: '79', village: '26740', address: '12 Nguyễn Huệ' });
  hanoi = await anAddress(t, contract.token, { personName: 'Lê Văn Nhận' });
});

describe('who may use Cargo Direct', () => {
  const everyCall: [method: 'GET' | 'POST', url: string][] = [
    ['GET', '/v2/cargo/departure-available?province_code=79'],
    ['GET', '/v2/cargo/arrival-available?province_code=01&departure_airport=SGN'],
    ['GET', '/v2/cargo/airport-with-province?province_code=01'],
    ['POST', '/v1/orders/summary-dimension-weight'],
    ['POST', '/v2/cargo/available-flights'],
    ['POST', '/v2/cargo/book-flight'],
    ['POST', '/v2/cargo/recalculate-fee'],
    ['POST', '/v2/cargo/create-order'],
  ];

  it.each([
    ['a personal account', 'personal'],
    ['a business without a contract', 'business'],
  ] as const)('refuses %s on every cargo call with 403 and the contract text, in Vietnamese', async (_, kind) => {
    const customer = await aCargoCustomer(kind);
    for (const [method, url] of everyCall) {
      const response = await call(customer, method, url, method === 'POST' ? {} : undefined, 'vi');
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({
        status: false,
        code: 'CARGO_DIRECT_CONTRACT_REQUIRED',
        message: expect.stringContaining('đã ký hợp đồng'),
      });
    }
  });

  it('stops at once for an account whose contract ends, in every process (the cached answer is dropped)', async () => {
    const customer = await aCargoCustomer();
    const airports = () => call(customer, 'GET', '/v2/cargo/departure-available?province_code=79');
    expect((await airports()).statusCode).toBe(200);
    await t.db.execute(sql`update users set has_cargo_contract = false where id = ${customer.id}`);
    await expect.poll(async () => (await airports()).statusCode, { timeout: 5000 }).toBe(403);
  });

  it('needs a signed-in customer (401 before anything else)', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v2/cargo/departure-available?province_code=79' });
    expect(response.statusCode).toBe(401);
  });
});

describe('airports', () => {
  it('answers the airports near the sender, nearest first, with what each accepts in the customer language', async () => {
    const response = await call(contract, 'GET', '/v2/cargo/departure-available?province_code=79', undefined, 'ko');
    expect(response.statusCode, response.body).toBe(200);
    const airports = response.json().data as Wire[];
    // The province in the reader's language beside the open data's English name (issue 34 item 18).
    expect(airports[0]).toMatchObject({ key: 'SGN', is_support: true, province: '79', place_name: '호찌민' });
    expect(airports[0].name).toMatch(/Tan Son Nhat/);
    expect(airports.map((airport) => airport.key)).not.toContain('HAN');
    expect(airports[0].commodity).toContainEqual({ code: '0001', name: '부패성 화물', short_name: '0001-PARCEL' });
  });

  it('says when no Cargo Direct airport is near the sender, also for an address in Korea', async () => {
    // Điện Biên (11) is some 300 km from Hà Nội and Vinh; Seoul (11 in Korea) has no Cargo Direct.
    for (const query of ['province_code=11', 'province_code=11&country=1']) {
      const response = await call(contract, 'GET', `/v2/cargo/departure-available?${query}`, undefined, 'vi');
      expect(response.statusCode, query).toBe(422);
      expect(response.json().code).toBe('validation_airport_not_available');
    }
  });

  it('answers the arrival airports the schedule flies to, with the commodities both ends accept', async () => {
    const response = await call(contract, 'GET', '/v2/cargo/arrival-available?province_code=01&departure_airport=PQC');
    expect(response.statusCode, response.body).toBe(200);
    const [hanoiAirport] = response.json().data as { key: string; commodity: { code: string }[] }[];
    expect(hanoiAirport.key).toBe('HAN');
    // Phú Quốc takes no perishables or vaccines, so a flight from it carries none to Hà Nội.
    expect(hanoiAirport.commodity.map((commodity) => commodity.code)).toEqual(['0000', '0002', '0005', '0302']);
  });

  it('refuses the departure airport as the arrival, a receiver in Korea, and a route nobody flies', async () => {
    const cases: [string, string][] = [
      ['province_code=01&departure_airport=HAN', 'validation_airport_same'],
      ['province_code=11&country=1&departure_airport=SGN', 'validation_airport_not_support'],
      ['province_code=56&departure_airport=PQC', 'validation_airport_not_support'],
    ];
    for (const [query, code] of cases) {
      const response = await call(contract, 'GET', `/v2/cargo/arrival-available?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().code, query).toBe(code);
    }
  });

  it('maps a province to its airports, telling which take Cargo Direct', async () => {
    const vietnam = await call(contract, 'GET', '/v2/cargo/airport-with-province?province_code=01');
    expect(vietnam.json().data[0]).toMatchObject({ key: 'HAN', is_support: true });
    const korea = await call(contract, 'GET', '/v2/cargo/airport-with-province?province_code=11&country=1');
    const keys = (korea.json().data as Wire[]).map((airport) => [airport.key, airport.is_support]);
    expect(keys).toContainEqual(['ICN', false]);
    expect(keys.every(([, isSupport]) => isSupport === false)).toBe(true);
  });
});

describe('the dimension summary', () => {
  const summary = (body: Wire, lang = 'en') =>
    call(contract, 'POST', '/v1/orders/summary-dimension-weight', body, lang);

  it('answers the volumetric and the chargeable weight of every line', async () => {
    const response = await summary({
      weight: 40,
      dimensions: [oneLine({ quantity: 2 }), { long: 50, width: 40, height: 30, quantity: 1 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    // 2 × 300,000 + 60,000 cm³ = 660,000 / 6000 = 110 kg.
    expect(response.json().data).toEqual({ summary_dimension_weight: 110, charge_weight: 110, pieces: 3 });
  });

  it('takes 45.0 kg chargeable and refuses 44.9, with the summary and the limit in Korean', async () => {
    const small = [oneLine({ length: 10, width: 10, height: 10 })];
    expect((await summary({ weight: 45, dimensions: small })).statusCode).toBe(200);
    const refused = await summary({ weight: 44.9, dimensions: small }, 'ko');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'CARGO_BELOW_MIN_CHARGEABLE_WEIGHT',
      message: expect.stringContaining('45kg'),
      data: { charge_weight: 44.9 },
    });
    // Light but bulky: 10 kg that fills 270,000 cm³ is charged 45 kg, and goes.
    expect((await summary({ weight: 10, dimensions: [oneLine({ length: 90 })] })).json().data.charge_weight).toBe(45);
  });

  it('refuses a piece over 140 × 65 × 70 cm, naming its line', async () => {
    const response = await summary({ weight: 100, dimensions: [oneLine(), oneLine({ length: 141 })] }, 'vi');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'CARGO_PIECE_TOO_LARGE',
      message: expect.stringContaining('dòng 2'),
    });
  });

  it('checks each field at its place: lines, quantity, weight and its step', async () => {
    const cases: [Wire, string, string][] = [
      [
        { weight: 100, dimensions: Array.from({ length: 11 }, () => oneLine()) },
        'dimensions',
        'validation_dimension_lines_max',
      ],
      [{ weight: 100, dimensions: [oneLine({ quantity: 0 })] }, 'dimensions.0.quantity', 'validation_quantity_range'],
      [
        { weight: 100, dimensions: [oneLine({ quantity: 1000 })] },
        'dimensions.0.quantity',
        'validation_quantity_range',
      ],
      [{ weight: 100, dimensions: [oneLine({ quantity: 1.5 })] }, 'dimensions.0.quantity', 'validation_quantity_range'],
      [{ weight: 100, dimensions: [oneLine({ width: 0 })] }, 'dimensions.0.width', 'validation_required'],
      [{ weight: 0.9, dimensions: [oneLine()] }, 'weight', 'validation_weight_min'],
      [{ weight: 10_000, dimensions: [oneLine()] }, 'weight', 'validation_weight_limit'],
      [{ weight: 45.05, dimensions: [oneLine()] }, 'weight', 'validation_invalid'],
    ];
    for (const [body, field, code] of cases) {
      const response = await summary(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const issues = response.json().data.fields as { field: string; code: string }[];
      expect(issues, JSON.stringify(body)).toContainEqual(expect.objectContaining({ field, code }));
    }
  });
});

describe('the flight search', () => {
  it('answers five days of flights by date, freighters too, each with its load, price and aircraft', async () => {
    const response = await search(contract);
    expect(response.statusCode, response.body).toBe(200);
    const { data, meta } = response.json();
    const dates = [1, 2, 3, 4, 5].map((days) => addDays(today, days));
    expect(Object.keys(data)).toEqual(dates);
    expect(meta).toEqual({ from_date: dates[0], to_date: dates[4], charge_weight: 150 });
    const tomorrow = data[dates[0]] as Wire[];
    expect(tomorrow.map((flight) => flight.flight_number)).toEqual(expect.arrayContaining(['SP102', 'SP104', 'SP106']));
    // 150 kg of general goods at 28,000 đ a kg (the 100 kg band).
    expect(tomorrow[0]).toMatchObject({ price: 4_200_000, currency: 'VND', load_level: 'enough' });
    const freighters = Object.values(data as Record<string, Wire[]>)
      .flat()
      .filter((flight) => flight.kind === 'FREIGHTER');
    expect(freighters[0]).toMatchObject({ flight_number: 'SP902', aircraft: 'A321P2F', capacity: 27_000 });
  });

  it('prices by the weight band and the commodity: 300 kg of seafood at 130 % of 25,000 đ', async () => {
    const response = await search(contract, { product_code: '0302', weight: 300 });
    const [first] = Object.values(response.json().data as Record<string, Wire[]>).flat();
    expect(first.price).toBe(9_750_000);
  });

  it.each([
    [100.0, 'enough'],
    [99.9, 'low'],
    [0, 'low'],
    [-0.1, 'exceeded'],
  ] as const)('shows a flight left with %s kg after the shipment as %s', async (remainwt, level) => {
    const flight = await aFlight(contract, 'SP104');
    await setRoom(flight.flight_id, 150 + remainwt);
    // The route's list is cached until the change notice arrives (milliseconds).
    await expect.poll(async () => (await aFlight(contract, 'SP104')).remainwt).toBe(remainwt);
    expect(await aFlight(contract, 'SP104')).toMatchObject({ remainwt, load_level: level });
  });

  it('refuses dates beyond 30 days ahead, in the past, or backwards, each at its field', async () => {
    const cases: [Wire, string, string][] = [
      [{ from_date: addDays(today, 30), to_date: addDays(today, 31) }, 'to_date', 'validation_date_too_far'],
      [{ from_date: addDays(today, -1), to_date: today }, 'from_date', 'validation_date_past'],
      [{ from_date: addDays(today, 3), to_date: addDays(today, 2) }, 'to_date', 'validation_date_range_order'],
    ];
    for (const [dates, field, code] of cases) {
      const response = await search(contract, dates);
      expect(response.statusCode, JSON.stringify(dates)).toBe(400);
      expect(response.json().data.fields).toContainEqual(expect.objectContaining({ field, code }));
    }
    expect((await search(contract, { from_date: addDays(today, 30), to_date: addDays(today, 30) })).statusCode).toBe(
      200,
    );
  });

  it('refuses the same airport twice, a route nobody flies, and a commodity an end does not take', async () => {
    const cases: [Wire, string][] = [
      [{ arrival_airport: 'SGN' }, 'validation_airport_same'],
      [{ departure_airport: 'PQC', arrival_airport: 'CXR' }, 'validation_airport_not_support'],
      [{ departure_airport: 'ICN' }, 'validation_airport_not_available'],
      [{ departure_airport: 'PQC', product_code: '6099' }, 'CARGO_COMMODITY_NOT_ACCEPTED'],
    ];
    for (const [body, code] of cases) {
      const response = await search(contract, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().code).toBe(code);
    }
  });

  it('refuses a shipment under 45 kg chargeable before searching', async () => {
    const response = await search(contract, { weight: 20, dimension: [oneLine({ length: 10 })] });
    expect(response.json().code).toBe('CARGO_BELOW_MIN_CHARGEABLE_WEIGHT');
  });
});

describe('the capacity check and the fee', () => {
  it('says yes while the flight has room, and no with the reason once it has not', async () => {
    const flight = await aFlight(contract, 'SP106');
    const check = (lang = 'en') =>
      call(contract, 'POST', '/v2/cargo/book-flight', { flight_id: flight.flight_id, ...SHIPMENT }, lang);
    expect((await check()).json().data).toMatchObject({ is_available: true, message: '', load_level: 'enough' });
    await setRoom(flight.flight_id, 149.9);
    expect((await check('vi')).json().data).toMatchObject({
      is_available: false,
      load_level: 'exceeded',
      message: expect.stringContaining('không còn đủ tải'),
    });
  });

  it('answers the fee the order will charge, and 422 for a flight that is not there', async () => {
    const flight = await aFlight(contract);
    const fee = await call(contract, 'POST', '/v2/cargo/recalculate-fee', {
      flight_id: flight.flight_id,
      product_code: '0000',
      ...SHIPMENT,
    });
    expect(fee.json().data).toMatchObject({
      price: 4_200_000,
      price_per_kg: 28_000,
      charge_weight: 150,
      currency: 'VND',
      payment_config: { point_topup: 0, groups: [] },
    });
    const methods = (fee.json().data.payment_config.methods as { code: string }[]).map((method) => method.code);
    expect(methods).toEqual(expect.arrayContaining(['cash', 'topup', 'VNBANK']));
    expect(methods).not.toContain('KCP');
    const missing = await call(contract, 'POST', '/v2/cargo/recalculate-fee', {
      flight_id: '00000000-0000-4000-8000-000000000000',
      product_code: '0000',
      ...SHIPMENT,
    });
    expect(missing.json().code).toBe('FLIGHT_NOT_FOUND');
  });
});

describe('a Cargo Direct order', () => {
  const orderBody = (flightId: string, changes: Wire = {}) => ({
    flight_id: flightId,
    sender_address_id: saigon.id,
    receiver_address_id: hanoi.id,
    order_details: [{ production_code: '0000', name: 'General goods' }],
    ...SHIPMENT,
    payment_method: 'cash',
    amount: 4_200_000,
    ben_agreed: true,
    // The rest of the spec's payload is accepted and ignored.
    ver: '1.3.6',
    device_token: 'cargo_direct',
    package_type: 'PARCEL',
    ...changes,
  });
  const order = (body: Wire, lang = 'en') => call(contract, 'POST', '/v2/cargo/create-order', body, lang);
  const roomOf = async (flightId: string) =>
    (await rows<{ remaining_g: number }>(sql`select remaining_g from flights where id = ${flightId}`))[0].remaining_g;

  it('is placed and takes its chargeable weight off the flight in the same transaction', async () => {
    const flight = await aFlight(contract);
    const before = await roomOf(flight.flight_id);
    const response = await order(orderBody(flight.flight_id));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ platform: 'cargo', amount: 4_200_000, currency: 'VND' });
    expect(await roomOf(flight.flight_id)).toBe(before - 150_000);
    const [stored] = await rows<Wire>(
      sql`select platform, chargeable_weight_g, dimension, flight_id from orders where id = ${response.json().data.uuid}`,
    );
    expect(stored).toEqual({
      platform: 'cargo',
      chargeable_weight_g: 150_000,
      dimension: '100x60x50x3',
      flight_id: flight.flight_id,
    });
  });

  it('gets an air waybill number, and its detail names the flight’s airports and the drop-off and cancel deadlines', async () => {
    const flight = await aFlight(contract);
    const [first, second] = [await order(orderBody(flight.flight_id)), await order(orderBody(flight.flight_id))];
    expect(first.statusCode, first.body).toBe(201);
    const detail = await call(contract, 'GET', `/v1/order/detail/${first.json().data.uuid}`, undefined, 'vi');
    const { cargo_booking: booking, route, cancellation, awb } = detail.json().data;
    // IATA's form: the carrier's prefix, a seven-digit serial and the serial mod 7.
    expect(booking.air_waybill_number).toMatch(/^000-\d{8}$/);
    const [, serial, check] = /^\d{3}-(\d{7})(\d)$/.exec(booking.air_waybill_number) ?? [];
    expect(Number(serial) % 7).toBe(Number(check));
    expect(awb).toEqual({ airway_bill_number: booking.air_waybill_number });
    // The creation answers it too, so the confirmation can show it.
    expect(first.json().data.air_waybill_number).toBe(booking.air_waybill_number);
    expect(booking.departure_airport).toEqual({
      code: route.flight.origin,
      name: expect.stringMatching(/Airport/),
      place_name: 'Hồ Chí Minh',
    });
    expect(booking.arrival_airport.code).toBe(route.flight.destination);
    // Goods at the airport 4 hours before departure; free cancellation until 8 hours before.
    const departure = Date.parse(route.flight.departure_at);
    expect(Date.parse(booking.drop_off_before)).toBe(departure - 4 * 3_600_000);
    expect(Date.parse(cancellation.cancel_before)).toBe(departure - 8 * 3_600_000);
    const other = await call(contract, 'GET', `/v1/order/detail/${second.json().data.uuid}`);
    expect(other.json().data.cargo_booking.air_waybill_number).not.toBe(booking.air_waybill_number);
  });

  it('hands a bank payment to VNPay', async () => {
    const flight = await aFlight(contract);
    const response = await order(orderBody(flight.flight_id, { payment_method: 'VNBANK', vnp_bank: 'VCB' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().meta.custom.payment_url).toContain('vnp_BankCode=VCB');
  });

  it('answers a retried submit with the first order, booking its weight once', async () => {
    const flight = await aFlight(contract);
    const before = await roomOf(flight.flight_id);
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const send = (body: Wire) =>
      t.request({ method: 'POST', url: '/api/v2/cargo/create-order', token: contract.token, payload: body, headers });
    const [first, second] = await Promise.all([send(orderBody(flight.flight_id)), send(orderBody(flight.flight_id))]);
    expect([first.statusCode, second.statusCode], second.body).toEqual([201, 201]);
    expect(second.json().data.uuid).toBe(first.json().data.uuid);
    expect(await roomOf(flight.flight_id)).toBe(before - 150_000);
    const reused = await send(orderBody(flight.flight_id, { note: 'another order' }));
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses what the server would not charge or cannot carry, and keeps nothing', async () => {
    const flight = await aFlight(contract);
    const otherSaigon = await anAddress(t, contract.token, { province: '79', village: '26740', address: '1 Lê Lợi' });
    const before = await roomOf(flight.flight_id);
    const cases: [Wire, number, string][] = [
      [{ amount: 4_000_000 }, 409, 'PRICE_CHANGED'],
      [{ receiver_address_id: otherSaigon.id }, 400, 'VALIDATION_ERROR'],
      [{ receiver_address_id: saigon.id }, 400, 'VALIDATION_ERROR'],
      [
        { order_details: [{ production_code: '6099' }], sender_address_id: hanoi.id, receiver_address_id: saigon.id },
        422,
        'validation_airport_not_available',
      ],
      [{ weight: 20, dimension: [oneLine({ length: 10 })] }, 422, 'CARGO_BELOW_MIN_CHARGEABLE_WEIGHT'],
      [{ ben_agreed: false }, 400, 'VALIDATION_ERROR'],
      [{ payment_method: 'topup' }, 422, 'global_not_enough_point'],
      [{ payment_method: 'KCP' }, 422, 'PAYMENT_METHOD_NOT_AVAILABLE'],
    ];
    for (const [changes, status, code] of cases) {
      const response = await order(orderBody(flight.flight_id, changes));
      expect(response.statusCode, JSON.stringify(changes)).toBe(status);
      expect(response.json().code, JSON.stringify(changes)).toBe(code);
    }
    const sameProvince = await order(orderBody(flight.flight_id, { receiver_address_id: otherSaigon.id }));
    expect(sameProvince.json().data.fields).toContainEqual(
      expect.objectContaining({ field: 'receiver_address_id', code: 'validation_select_address_same_province' }),
    );
    expect(await roomOf(flight.flight_id)).toBe(before);
  });

  it('is cancelled until 8 hours before its flight, giving the weight back; after that it says until when', async () => {
    const flight = await aFlight(contract);
    const before = await roomOf(flight.flight_id);
    const placed = (await order(orderBody(flight.flight_id))).json().data as { uuid: string };
    const [{ cancel_before: cancelBefore }] = await rows<{ cancel_before: Date }>(
      sql`select cancel_before from orders where id = ${placed.uuid}`,
    );
    expect(new Date(flight.start_time as string).getTime() - new Date(cancelBefore).getTime()).toBe(8 * 3_600_000);
    const detail = await call(contract, 'GET', `/v1/order/detail/${placed.uuid}`);
    expect(detail.json().data).toMatchObject({
      cargo_allow_cancel: true,
      allow_cancel: false,
      platform: 'cargo',
      // The policy as booked, which the cancel popup names: 8 hours before the flight.
      cancellation: { cancellable: true, refusal: null, hours_before_flight: 8 },
    });
    expect(new Date(detail.json().data.cancellation.cancel_before)).toEqual(new Date(cancelBefore));
    // The deadline the detail's cancel popup names.
    expect(new Date(detail.json().data.cargo_cancel_before)).toEqual(new Date(cancelBefore));
    expect(detail.json().data.properties.delivery_oms).toBe('cargo');
    const cancel = (uuid: string, lang = 'en') =>
      call(contract, 'POST', `/v1/order/${uuid}/cancel`, { reason: 'Customer cancelled' }, lang);
    expect((await cancel(placed.uuid)).statusCode).toBe(200);
    expect(await roomOf(flight.flight_id)).toBe(before);

    const late = (await order(orderBody(flight.flight_id))).json().data as { uuid: string };
    await t.db.execute(sql`update orders set cancel_before = now() - interval '1 minute' where id = ${late.uuid}`);
    expect((await call(contract, 'GET', `/v1/order/detail/${late.uuid}`)).json().data).toMatchObject({
      cargo_allow_cancel: false,
      cancellation: { cancellable: false, refusal: 'DEADLINE_PASSED' },
    });
    const refused = await cancel(late.uuid, 'vi');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CARGO_CANCEL_DEADLINE_PASSED',
      message: expect.stringContaining('chỉ huỷ được đến'),
    });
  });

  it('books 200 orders sent at once on a flight with room for 50: exactly 50, the rest load_not_available', async () => {
    const flight = await aFlight(contract, 'SP902');
    await setRoom(flight.flight_id, 50 * 150);
    const responses = await Promise.all(Array.from({ length: 200 }, () => order(orderBody(flight.flight_id), 'vi')));
    const placed = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(placed).toHaveLength(50);
    expect(new Set(refused.map((response) => response.json().code))).toEqual(new Set(['load_not_available']));
    expect(refused[0].json().message).toContain('không còn đủ tải');
    expect(await roomOf(flight.flight_id)).toBe(0);
    const [{ count }] = await rows<{ count: number }>(
      sql`select count(*)::int as count from orders where flight_id = ${flight.flight_id}`,
    );
    expect(count).toBe(50);
  }, 180_000);
});
