// The calls under load: the demo customer's price call and order creation, driven by autocannon;
// and a sheet of 1,000 orders imported as the import page sends it (issue 37).

import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { goodSheetCsv } from '../scripts/import-sheet-rows.mjs';

const DEMO = { username: '0901234567', password: 'Demo@12345' };
/** Small and light: a 10-second run of orders on one route stays far from a flight's capacity. */
const PARCEL = { weight: 0.1, dimension: '10x10x5' };

export async function call(base, path, { token, body, headers } = {}) {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => null);
  return { status: response.status, json };
}

/**
 * Signs the demo personal account in and builds the two request bodies: the price call between
 * its Ho Chi Minh City sender and Hanoi receiver (an inter-city route served by a flight), and
 * a door-to-door cash order on the same route with the total the server prices it at.
 * `firstOrder` says why a first order was refused (a full flight, say), null when it was created.
 */
export async function demoSession(base) {
  const login = await call(base, '/api/v1/auth/login', { body: DEMO });
  const token = login.json?.data?.access_token;
  if (!token) throw new Error(`demo sign-in answered ${login.status}: ${JSON.stringify(login.json)}`);
  const book = (await call(base, '/api/v2/address', { token, body: {} })).json.data;
  const sender = book.find((address) => address.province === '79');
  const receiver = book.find((address) => address.province === '01');
  const groups = (await call(base, '/api/v1/producttypes/language/en', { token })).json.data;
  const product = groups[0].products.find((candidate) => candidate.code === 'CLOTHES');
  if (!sender || !receiver || !product) throw new Error('the demo address book or catalogue is not seeded');

  const priceBody = {
    sender_address_id: sender.id,
    receiver_address_id: receiver.id,
    product_id: product.id,
    ...PARCEL,
  };
  const priced = await call(base, '/api/v1/order/calculate-price', { token, body: priceBody });
  const method = priced.json?.data?.methods?.find((candidate) => candidate.delivery_type === 'D2D');
  if (!method || method.unavailable) {
    throw new Error(`the price call offers no door-to-door method: ${JSON.stringify(priced.json).slice(0, 400)}`);
  }
  // The order's total with no voucher, extras or Super slot (packages/domain order-fees).
  const orderBody = {
    ...priceBody,
    delivery_type: 'D2D',
    amount: method.price + method.duty_fee,
    payment_method: 'cash',
    note: 'bench',
    extra_prices: [],
    ben_agreed: true,
  };
  // One order first: it shows the body is accepted (and corrects the total if the rule moved).
  let probe = await call(base, '/api/v1/order', { token, body: orderBody, headers: idempotencyHeader() });
  if (probe.status === 409 && probe.json?.code === 'PRICE_CHANGED') {
    orderBody.amount = probe.json.data.amount;
    probe = await call(base, '/api/v1/order', { token, body: orderBody, headers: idempotencyHeader() });
  }
  const firstOrder =
    probe.status === 201 ? null : `the first order answered ${probe.status} ${probe.json?.code ?? ''}`.trim();
  // The price call's answer as the wire carries it (uncompressed, as the load asks for it).
  const priceAnswerText = JSON.stringify(priced.json);
  return { token, priceBody, orderBody, priceAnswerText, flight: method.flight?.flight_number ?? null, firstOrder };
}

const CARGO_CUSTOMER = { username: 'B000001', password: 'Demo@12345' };

/** YYYY-MM-DD in Vietnam, `days` from today. */
const vietnamDate = (days) => new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Signs the demo business account with a Cargo Direct contract in and builds a flight search:
 * 150 kg in three pieces from Sài Gòn to Hà Nội over the 5 days from tomorrow (the longest window
 * the search takes), on a schedule 31 days long. Answers the request and its first answer's status.
 */
export async function cargoSession(base) {
  const login = await call(base, '/api/v1/auth/login', { body: CARGO_CUSTOMER });
  const token = login.json?.data?.access_token;
  if (!token) throw new Error(`B000001 sign-in answered ${login.status}: ${JSON.stringify(login.json)}`);
  const searchBody = {
    departure_airport: 'SGN',
    arrival_airport: 'HAN',
    product_code: '0000',
    timezone: '+07',
    from_date: vietnamDate(1),
    to_date: vietnamDate(5),
    weight: 150,
    dimension: [{ length: 100, width: 60, height: 50, quantity: 3 }],
  };
  const probe = await call(base, '/api/v2/cargo/available-flights', { token, body: searchBody });
  if (probe.status !== 200)
    throw new Error(`the flight search answered ${probe.status}: ${JSON.stringify(probe.json)}`);
  return { token, searchBody };
}

const idempotencyHeader = () => ({ 'idempotency-key': `bench-${randomUUID()}` });

/**
 * autocannon for `seconds` at `connections`. With `uniqueKeys` every request carries its own
 * Idempotency-Key. Answers req/s, latencies, and what did not succeed (status and error code).
 */
export async function drive({ url, method = 'GET', token, body, connections, seconds, uniqueKeys = false }) {
  const refusals = new Map();
  const headers = {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  const request = {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    ...(uniqueKeys ? { setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...idempotencyHeader() } }) } : {}),
    onResponse: (status, responseBody) => {
      if (status < 300) return;
      let code = '';
      try {
        code = JSON.parse(responseBody).code ?? '';
      } catch {
        // not JSON
      }
      const key = `${status}${code ? ` ${code}` : ''}`;
      refusals.set(key, (refusals.get(key) ?? 0) + 1);
    },
  };
  const result = await autocannon({ url, connections, duration: seconds, requests: [request] });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    refusals: Object.fromEntries(refusals),
  };
}

/** Rows in the imported sheet, and rows per "create all" call (the import page's slice). */
export const IMPORT_ROWS = 1000;
const IMPORT_SLICE = 50;
/**
 * A customer of the run's own with a default sender in Hồ Chí Minh City (what an imported sheet's
 * orders are sent from), so the import leaves the demo customer's orders alone. Answers its token.
 */
async function importCustomer(base) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const phone = `0978${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
    const body = { prefix_phone: '+84', phone, name: 'Khách Nhập Đơn', password: 'Start1234' };
    const registered = await call(base, '/api/v1/auth/register', { body });
    if (registered.status === 409) continue; // a phone an earlier run on this database took
    const token = registered.json?.data?.access_token;
    if (!token)
      throw new Error(`import customer sign-up answered ${registered.status}: ${JSON.stringify(registered.json)}`);
    const sender = {
      person_name: 'Trần Văn Bình',
      prefix_phone: '+84',
      phone: '0912345678',
      country: '0',
      province: '79',
      village: '26740',
      address: '12 Nguyễn Huệ',
      type: 'SENDER',
    };
    const address = await call(base, '/api/v1/address', { token, body: sender });
    if (address.status !== 201)
      throw new Error(`import sender address answered ${address.status}: ${JSON.stringify(address.json)}`);
    return token;
  }
  throw new Error('import customer sign-up: every phone tried was taken');
}

/** Why rows have no order, in short: each problem (its column and code) with its count. */
const problemSummary = (rows) => {
  const counts = new Map();
  for (const row of rows) {
    const problems = row.placed_before ? [{ code: 'placed before' }] : row.problems;
    for (const problem of problems?.length ? problems : [{ code: 'no order' }]) {
      const key = `${problem.column ? `${problem.column} ` : ''}${problem.code}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts].map(([key, count]) => `${count}× ${key}`).join(', ');
};

/**
 * The order import as the import page drives it (issue 37), for a new customer: a .csv sheet of
 * 1,000 good rows uploaded and its preview answered (every row quoted), then "create all": the
 * ready rows at the amounts shown, in slices of 50 sent one after another. Throws unless every row
 * is quoted and every row placed anew. Answers the milliseconds of each, from sending to the answer.
 */
export async function importSheet(base) {
  const token = await importCustomer(base);
  const csv = goodSheetCsv(IMPORT_ROWS);
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'orders.csv');
  const authorization = `Bearer ${token}`;

  const previewStartedAt = performance.now();
  const response = await fetch(`${base}/api/v1/orders/import/preview`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  const preview = await response.json().catch(() => null);
  const previewMs = performance.now() - previewStartedAt;
  if (response.status !== 200) {
    throw new Error(`import preview answered ${response.status}: ${JSON.stringify(preview).slice(0, 400)}`);
  }
  const { file_digest: fileDigest, rows: previewed } = preview.data;
  const ready = previewed.filter((row) => row.quote);
  if (previewed.length !== IMPORT_ROWS || ready.length !== IMPORT_ROWS) {
    const unready = previewed.filter((row) => !row.quote);
    throw new Error(
      `import preview: ${ready.length} of ${IMPORT_ROWS} rows ready (${previewed.length} read); ` +
        `the others: ${problemSummary(unready)}`,
    );
  }
  const toPlace = ready.map((row) => ({ line: row.line, cells: row.cells, amount: row.quote.amount }));

  const placed = [];
  const placeStartedAt = performance.now();
  for (let start = 0; start < toPlace.length; start += IMPORT_SLICE) {
    const body = { file_digest: fileDigest, rows: toPlace.slice(start, start + IMPORT_SLICE) };
    const answer = await call(base, '/api/v1/orders/import/place', { token, body });
    if (answer.status !== 200) {
      throw new Error(
        `import create all, rows ${start + 1}–${start + body.rows.length}: ${answer.status} ${JSON.stringify(answer.json).slice(0, 400)}`,
      );
    }
    placed.push(...answer.json.data);
  }
  const placeMs = performance.now() - placeStartedAt;
  const notPlaced = placed.filter((row) => !row.order || row.placed_before);
  if (placed.length !== IMPORT_ROWS || notPlaced.length > 0) {
    throw new Error(
      `import create all: ${placed.length - notPlaced.length} of ${IMPORT_ROWS} rows placed ` +
        `(${placed.length} answered); the others: ${problemSummary(notPlaced)}`,
    );
  }
  const flights = new Set(ready.map((row) => row.quote.flight?.number ?? 'none'));
  return { rows: IMPORT_ROWS, previewMs, placeMs, flights: [...flights] };
}
