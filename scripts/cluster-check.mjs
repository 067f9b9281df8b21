#!/usr/bin/env node
import { readdir } from 'node:fs/promises';
/*
 * The cluster of scripts/cluster.mjs (three server processes behind nginx, one PostgreSQL, receipts in
 * S3) under load from several customers at once, one process killed with SIGKILL midway, and then the
 * invariants asserted with SQL: every acknowledged order present and none twice, no flight's weight
 * lost or double-counted, vouchers within their limits, each wallet equal to its ledger, each payment
 * settled once and refunded at most what it took (the gateway's own book agreeing), each expired
 * payment expired once, live steps reaching streams on every process, receipts shared by all, a
 * shop's imported sheet placed once per row (cluster-import.mjs).
 *
 * Usage: node scripts/cluster-check.mjs DATABASE_URL
 * (a PostgreSQL server's URL; the check creates and drops its own database on that server).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import bwipjs from 'bwip-js';
import pg from 'pg';
import { cleanUp } from '../bench/processes.mjs';
import { startCluster } from './cluster.mjs';
import { checkImport, createAll, previewShopSheet } from './cluster-import.mjs';
import { addEndpoint, checkWebhooks, sendTestEvents, startWebhookReceiver } from './cluster-webhooks.mjs';

const PROCESSES = 3;
const CUSTOMERS = 6;
const LOAD_MS = 24_000;
const KILL_AFTER_MS = 8_000;
/** Answers cut off by the kill (502 from nginx) are allowed this long after it, never later. */
const KILL_GRACE_MS = 2_000;
const TOPUP = 3_000_000;
const VOUCHER = { code: 'CLUSTER4', limit: 4, discount: 10_000 };
const PARCEL = { weight: 1, dimension: '10x10x10' };
/** The offered flight keeps this much room, so it fills during the run and orders move on. */
const TIGHT_FLIGHT_G = 12_000;
const STEP_DEADLINE_MS = 10_000;

const startedAt = performance.now();
const elapsed = () => `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;
const say = (text) => console.log(`cluster-check [${elapsed()}]: ${text}`);
const failures = [];
function check(what, isTrue, detail = '') {
  console.log(`  ${isTrue ? '✓' : '✗'} ${what}${detail ? ` (${detail})` : ''}`);
  if (!isTrue) failures.push(what);
}

// HTTP through nginx ----------------------------------------------------------------------------

/** Every answer of the run, for what came after the kill. */
const answers = [];

async function call(base, method, path, { token, body, key, form } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (key) headers['idempotency-key'] = key;
  let payload;
  if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(form).toString();
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const sentAt = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // a page, not JSON
    }
    answers.push({ sentAt, at: performance.now(), status: response.status, path, code: json?.code });
    return { status: response.status, json, text, location: response.headers.get('location') };
  } catch (error) {
    answers.push({ sentAt, at: performance.now(), status: 0, path, code: String(error) });
    return { status: 0, json: null, text: String(error), location: null };
  }
}

const isCutOff = (answer) =>
  answer.status === 0 ||
  answer.status === 502 ||
  answer.status === 503 ||
  answer.status === 504 ||
  answer.json?.code === 'IDEMPOTENCY_KEY_IN_PROGRESS';

/** A call retried, with the same Idempotency-Key, while the answer was lost or the key is in flight. */
async function callUntilAnswered(base, method, path, options) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const answer = await call(base, method, path, options);
    if (!isCutOff(answer)) return { ...answer, retried: attempt > 0 };
    await sleep(150);
  }
  throw new Error(`${method} ${path} never answered`);
}

// The customers and their orders -------------------------------------------------------------------

const phoneBase = 600_000 + Math.floor(Math.random() * 300_000);
let keySequence = 0;
const runId = Date.now().toString(36);
const newKey = () => `cluster-${runId}-${keySequence++}`;

async function aCustomer(base, index) {
  const phone = `0977${String(phoneBase + index).padStart(6, '0')}`;
  const registered = await callUntilAnswered(base, 'POST', '/api/v1/auth/register', {
    body: { prefix_phone: '+84', phone, name: 'Khách Cụm Máy', password: 'Start1234' },
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${registered.text}`);
  const { access_token: token, user } = registered.json.data;
  const address = async (fields) => {
    const body = {
      person_name: 'Trần Văn Bình',
      prefix_phone: '+84',
      phone: '0912345678',
      country: '0',
      type: 'NORMAL',
    };
    const answer = await callUntilAnswered(base, 'POST', '/api/v1/address', { token, body: { ...body, ...fields } });
    if (answer.status !== 201) throw new Error(`address: ${answer.status} ${answer.text}`);
    return answer.json.data.id;
  };
  // The default sender: what an imported sheet's orders are sent from.
  const sender = await address({ province: '79', village: '26740', address: '12 Nguyễn Huệ', type: 'SENDER' });
  const receiver = await address({ province: '01', village: '00004', address: '25 Phan Đình Phùng' });
  return { token, id: user.id, sender, receiver };
}

async function productId(base, token) {
  const groups = (await callUntilAnswered(base, 'GET', '/api/v1/producttypes/language/en', { token })).json.data;
  return groups[0].products.find((product) => product.code === 'CLOTHES').id;
}

async function price(base, customer) {
  const body = {
    sender_address_id: customer.sender,
    receiver_address_id: customer.receiver,
    product_id: customer.productId,
    ...PARCEL,
  };
  const answer = await callUntilAnswered(base, 'POST', '/api/v1/order/calculate-price', {
    token: customer.token,
    body,
  });
  if (answer.status !== 200) throw new Error(`price: ${answer.status} ${answer.text}`);
  const method = answer.json.data.methods.find((candidate) => candidate.delivery_type === 'D2D');
  return { body, method };
}

/** Every order the cluster acknowledged (201): its key and uuid. */
const acknowledged = new Map();
const refusals = new Map();
let voucherAttempts = 0;

/** A door-to-door order of the quoted parcel at the quoted price, less the voucher's discount. */
function orderBody(quoted, method, paymentMethod, voucher) {
  const discount = voucher ? VOUCHER.discount : 0;
  return {
    ...quoted,
    delivery_type: 'D2D',
    amount: method.price + method.duty_fee - discount,
    payment_method: paymentMethod,
    note: 'cluster check',
    extra_prices: [],
    ben_agreed: true,
    ...(voucher ? { voucher } : {}),
  };
}

/** Places a door-to-door order at the quoted price; answers it (201) or null when refused. */
async function placeOrder(base, customer, paymentMethod, { voucher } = {}) {
  const { body, method } = await price(base, customer);
  if (!method || method.unavailable) return null;
  const order = orderBody(body, method, paymentMethod, voucher);
  const key = newKey();
  const answer = await callUntilAnswered(base, 'POST', '/api/v1/order', { token: customer.token, body: order, key });
  if (answer.status === 201) {
    acknowledged.set(key, answer.json.data.uuid);
    return { key, uuid: answer.json.data.uuid, paymentUrl: answer.json.meta?.custom?.payment_url };
  }
  const refusal = `${answer.status} ${answer.json?.code ?? answer.text.slice(0, 80)}`;
  refusals.set(refusal, (refusals.get(refusal) ?? 0) + 1);
  return null;
}

/**
 * The same order sent twice at once under one key: at most one order, and every 201 names it. A
 * refusal is not replayed (docs/decisions/embedded-database-memory.md, "Idempotency"): when the first
 * run is refused (a plane just filled), the waiting one runs the rules itself and may be placed.
 */
async function placeTwiceAtOnce(base, customer) {
  const { body, method } = await price(base, customer);
  if (!method || method.unavailable) return;
  const order = orderBody(body, method, 'cash');
  const key = newKey();
  const both = await Promise.all(
    [0, 1].map(() => callUntilAnswered(base, 'POST', '/api/v1/order', { token: customer.token, body: order, key })),
  );
  const uuids = new Set(both.filter((answer) => answer.status === 201).map((answer) => answer.json.data.uuid));
  if (uuids.size === 1) acknowledged.set(key, [...uuids][0]);
  const isRuleRefusal = (answer) =>
    answer.status >= 400 && answer.status < 500 && !/^IDEMPOTENCY/.test(answer.json?.code);
  if (uuids.size > 1 || both.some((answer) => answer.status !== 201 && !isRuleRefusal(answer))) {
    doubleKeyProblems.push(both.map((answer) => `${answer.status} ${answer.json?.code ?? ''}`).join(' / '));
  }
}
const doubleKeyProblems = [];

/** A customer on the VNPay sandbox's page (served by the cluster too) pressing "pay". */
async function payOnSandbox(base, paymentUrl) {
  const url = new URL(paymentUrl);
  const page = await callUntilAnswered(base, 'GET', `${url.pathname}${url.search}`);
  const request = /name="request" value="([^"]+)"/.exec(page.text)?.[1].replaceAll('&amp;', '&');
  if (!request) throw new Error(`sandbox page: ${page.status}`);
  const paid = await callUntilAnswered(base, 'POST', url.pathname, { form: { request, outcome: 'pay' } });
  // A press whose answer the kill cut off may have paid: pressed again, the page says it is paid.
  const paidBefore = paid.retried && paid.status === 409;
  if (paid.status !== 303 && !paidBefore) throw new Error(`sandbox pay: ${paid.status} ${paid.text.slice(0, 200)}`);
}

const cancelled = new Set();
async function cancel(base, customer, uuid) {
  const answer = await callUntilAnswered(base, 'POST', `/api/v1/order/${uuid}/cancel`, {
    token: customer.token,
    body: { reason: 'cluster check' },
  });
  // A retry after a lost answer finds it cancelled already.
  if (answer.status === 200 || answer.json?.code === 'ORDER_NOT_CANCELLABLE') cancelled.add(uuid);
  else throw new Error(`cancel: ${answer.status} ${answer.text.slice(0, 200)}`);
}

// Live steps -------------------------------------------------------------------------------------

/** Opens the order's stream at `base` and resolves with the first step it sends (null: none in time). */
async function firstStep(base, token, uuid) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), STEP_DEADLINE_MS);
  try {
    const response = await fetch(`${base}/api/v1/order/${uuid}/stream`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    if (response.status !== 200) return { opened: false };
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const opened = { opened: true };
    const stepping = (async () => {
      let buffered = '';
      while (true) {
        const { value, done } = await reader.read();
        if (done) return null;
        buffered += value;
        const data = /event: step\ndata: (.*)\n/.exec(buffered);
        if (data) return JSON.parse(data[1]);
      }
    })();
    return { ...opened, step: stepping.catch(() => null).finally(() => clearTimeout(timer)) };
  } catch {
    clearTimeout(timer);
    return { opened: false };
  }
}

/** Streams on every live process and through nginx, then one scan through nginx: each must see it. */
async function checkLiveSteps(label, cluster, staffToken, customer) {
  const order = await placeOrder(cluster.url, customer, 'cash');
  const bases = [cluster.url, cluster.url, ...cluster.servers.filter((s) => s.isRunning()).map((s) => s.url)];
  const streams = await Promise.all(bases.map((base) => firstStep(base, customer.token, order.uuid)));
  await sleep(300); // each stream's LISTEN is in place
  const scan = await callUntilAnswered(cluster.url, 'POST', `/api/ops/v1/orders/${order.uuid}/events`, {
    token: staffToken,
    body: { kind: 'RECEIVED' },
  });
  const steps = await Promise.all(streams.map((stream) => (stream.opened ? stream.step : null)));
  const seen = steps.filter((step) => step?.status === 'SENDING').length;
  check(
    `${label}: a scan reaches every stream (nginx and each process)`,
    scan.status === 201 && seen === bases.length,
    `${seen} of ${bases.length}, scan ${scan.status}`,
  );
}

// The run ----------------------------------------------------------------------------------------

async function topUp(base, customer) {
  const started = await callUntilAnswered(base, 'POST', '/api/v1/topup', {
    token: customer.token,
    body: { amount: TOPUP, payment_method: 'VNPAY' },
  });
  if (started.status !== 201) throw new Error(`top-up: ${started.status} ${started.text}`);
  await payOnSandbox(base, started.json.data.payment_url);
}

/** One customer's loop until `until`: a mix of price calls, orders, payments and cancellations. */
async function customerLoop(base, customer, until) {
  while (performance.now() < until) {
    const roll = Math.random();
    if (roll < 0.25) {
      await price(base, customer);
    } else if (roll < 0.45) {
      await placeOrder(base, customer, 'topup');
    } else if (roll < 0.55) {
      voucherAttempts += 1;
      await placeOrder(base, customer, 'cash', { voucher: VOUCHER.code });
    } else if (roll < 0.7) {
      const order = await placeOrder(base, customer, 'VNBANK');
      if (order) {
        await payOnSandbox(base, order.paymentUrl);
        if (Math.random() < 0.6) await cancel(base, customer, order.uuid);
      }
    } else if (roll < 0.85) {
      const order = await placeOrder(base, customer, 'topup');
      if (order) await cancel(base, customer, order.uuid);
    } else {
      await placeTwiceAtOnce(base, customer);
    }
  }
}

async function waitFor(what, query, isDone, timeoutMs = 30_000) {
  const deadline = performance.now() + timeoutMs;
  let rows;
  while (performance.now() < deadline) {
    rows = (await query()).rows;
    if (isDone(rows)) return rows;
    await sleep(250);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s: ${JSON.stringify(rows).slice(0, 300)}`);
}

async function checkReceipts(cluster, customer) {
  const png = await bwipjs.toBuffer({ bcid: 'qrcode', text: `cluster ${runId}`, scale: 2 });
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'receipt.png');
  const uploaded = await fetch(`${cluster.url}/api/v1/order/upload-goods-image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${customer.token}` },
    body: form,
  });
  const { data } = await uploaded.json();
  const reads = await Promise.all(
    cluster.servers
      .filter((server) => server.isRunning())
      .map(async (server) => {
        const { pathname } = new URL(data.res_url, server.url);
        const response = await fetch(`${server.url}${pathname}`, {
          headers: { authorization: `Bearer ${customer.token}` },
        });
        return Buffer.from(await response.arrayBuffer()).equals(png);
      }),
  );
  // s3rver keeps each object as a file beside its metadata.
  const files = await readdir(cluster.store.directory, { recursive: true });
  const objects = files.filter((file) => file.endsWith('._S3rver_object')).length;
  check(
    'a receipt uploaded through nginx is in the S3 store and every process reads it back',
    uploaded.status === 200 && reads.every(Boolean) && objects === 1,
    `upload ${uploaded.status}, ${reads.filter(Boolean).length} of ${reads.length} reads, ${objects} object(s) in the store`,
  );
}

async function main() {
  const serverUrl = process.argv[2];
  if (!serverUrl?.startsWith('postgres')) {
    console.error('usage: node scripts/cluster-check.mjs DATABASE_URL');
    process.exit(2);
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const database = `skyparcel_cluster_check_${process.pid}`;
  await admin.query(`create database ${database}`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).href;
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    await run(databaseUrl, db);
  } finally {
    await db.end();
    await cleanUp();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

async function run(databaseUrl, db) {
  const cluster = await startCluster({
    databaseUrl,
    processes: PROCESSES,
    // The payment job every second in each process, so expiries and refunds happen within the run.
    env: { PAYMENT_JOB_INTERVAL_SECONDS: '1' },
    log: say,
  });
  const base = cluster.url;
  say('customers sign up and top up their wallets on the sandbox page');
  const staff = await callUntilAnswered(base, 'POST', '/api/v1/auth/login', {
    body: { username: 'OPS0001', password: 'Demo@12345' },
  });
  const staffToken = staff.json.data.access_token;
  const customers = [];
  for (let index = 0; index < CUSTOMERS; index++) customers.push(await aCustomer(base, index));
  const shop = await aCustomer(base, CUSTOMERS);
  const product = await productId(base, customers[0].token);
  for (const customer of customers) customer.productId = product;
  await Promise.all(customers.map((customer) => topUp(base, customer)));
  const customerIds = customers.map((customer) => customer.id);
  await waitFor(
    'the top-ups are credited',
    () => db.query('select point_topup from users where id = any($1)', [customerIds]),
    (rows) => rows.length === CUSTOMERS && rows.every((row) => Number(row.point_topup) === TOPUP),
  );
  await db.query(
    `insert into vouchers (code, title, discount_type, discount_amount, starts_at, ends_at, usage_limit, per_customer_limit)
     values ($1, '{"vi":"Cụm máy","en":"Cluster","ko":"클러스터"}', 'absolute', $2, now() - interval '1 day',
             now() + interval '30 days', $3, 10)`,
    [VOUCHER.code, VOUCHER.discount, VOUCHER.limit],
  );
  const { method } = await price(base, customers[0]);
  await db.query('update flights set remaining_g = least(remaining_g, $2) where id = $1', [
    method.flight.flight_id,
    TIGHT_FLIGHT_G,
  ]);
  await sleep(300); // the flight's new room reaches every process's cache
  const flightsBefore = new Map(
    (await db.query('select id, remaining_g from flights')).rows.map((row) => [row.id, Number(row.remaining_g)]),
  );
  const loadStartedAt = new Date();
  // Unpaid gateway orders, for the expiry job to release once.
  const unpaid = [];
  for (const customer of customers) unpaid.push(await placeOrder(base, customer, 'VNBANK'));

  await checkLiveSteps('before the kill', cluster, staffToken, customers[0]);
  await checkReceipts(cluster, customers[0]);
  const receiver = await startWebhookReceiver();
  const webhook = await addEndpoint(call, base, receiver.url);

  say(`${CUSTOMERS} customers drive orders, payments and cancellations through nginx for ${LOAD_MS / 1000} s`);
  const loadStart = performance.now();
  const victim = cluster.servers[1];
  let killedAt = 0;
  const killing = sleep(KILL_AFTER_MS).then(() => {
    killedAt = performance.now();
    process.kill(victim.pid, 'SIGKILL');
    say(`${victim.name} (pid ${victim.pid}) killed with SIGKILL`);
  });
  const sheet = await previewShopSheet(base, shop.token);
  const [, webhookEvents, imported] = await Promise.all([
    killing,
    sendTestEvents(call, base, webhook, loadStart + LOAD_MS),
    // Begun halfway to the kill, so its slices are being placed when a process dies.
    sleep(KILL_AFTER_MS / 2).then(() => createAll(callUntilAnswered, base, shop.token, sheet)),
    ...customers.map((customer) => customerLoop(base, customer, loadStart + LOAD_MS)),
  ]);
  const importedAgain = await createAll(callUntilAnswered, base, shop.token, sheet);
  say(`load done: ${acknowledged.size} orders acknowledged, ${answers.length} answers`);
  const slowest = [...answers].sort((a, b) => b.at - b.sentAt - (a.at - a.sentAt)).slice(0, 3);
  for (const answer of slowest) {
    const took = Math.round(answer.at - answer.sentAt);
    const sent = Math.round(answer.sentAt - killedAt);
    say(`slowest: ${took} ms, ${answer.path} ${answer.status} ${answer.code ?? ''}, sent ${sent} ms after the kill`);
  }

  await checkLiveSteps('after the kill', cluster, staffToken, customers[1]);

  say('the unpaid payments fall due: the job on the live processes expires each once');
  const unpaidIds = unpaid.filter(Boolean).map((order) => order.uuid);
  await db.query(
    `update payments set expires_at = now() - interval '1 second' where order_id = any($1) and status = 'PENDING'`,
    [unpaidIds],
  );
  const expired = await waitFor(
    'the due payments expire',
    () =>
      db.query(
        `select p.status, o.status as order_status,
                (select count(*) from payment_events e where e.payment_id = p.id and e.kind = 'expired') as expiries
           from payments p join orders o on o.id = p.order_id where p.order_id = any($1)`,
        [unpaidIds],
      ),
    (rows) => rows.length === unpaidIds.length && rows.every((row) => row.status === 'EXPIRED'),
  );
  // A refund the killed process was sending waits its retry time (5 minutes after a first attempt) before a live
  // process sends it again: that time passes here, as the payments' expiry did above.
  await db.query(
    `update payment_refunds set attempt_at = attempt_at - interval '1 day'
      where status = 'PENDING' and attempt_at is not null`,
  );
  await waitFor(
    'the gateway refunds are sent',
    () =>
      db.query(
        `select r.status from payment_refunds r join payments p on p.id = r.payment_id
          where p.user_id = any($1) and r.status <> 'DONE'`,
        [customerIds],
      ),
    (rows) => rows.length === 0,
  );
  say('invariants');
  await checkWebhooks({ db, check, waitFor, receiver, endpointId: webhook.endpointId, acknowledged: webhookEvents });
  receiver.close();
  await checkImport(db, check, { shopId: shop.id, sheet, first: imported, again: importedAgain, answers, killedAt });
  await checkInvariants(db, cluster, {
    customerIds,
    shopId: shop.id,
    flightsBefore,
    loadStartedAt,
    expired,
    unpaidIds,
    killedAt,
    victim,
  });
}

async function checkInvariants(
  db,
  cluster,
  { customerIds, shopId, flightsBefore, loadStartedAt, expired, unpaidIds, killedAt, victim },
) {
  const one = async (query, values = []) => (await db.query(query, values)).rows;

  const cutOff = answers.filter((answer) => answer.at > killedAt && isServerFailure(answer)).length;
  check(
    'the killed process stayed dead and the others served on',
    !victim.isRunning() && killedAt > 0,
    `${cutOff} answers cut off by the kill, each call retried`,
  );
  const afterKill = answers.filter((answer) => answer.at > killedAt);
  const lateFailures = afterKill.filter((answer) => answer.at > killedAt + KILL_GRACE_MS && isServerFailure(answer));
  check(
    `no failed answer later than ${KILL_GRACE_MS / 1000} s after the kill`,
    afterKill.length > 100 && lateFailures.length === 0,
    `${afterKill.length} answers after it, ${lateFailures.length} failed late`,
  );
  check('no 500 anywhere', !answers.some((answer) => answer.status === 500));

  const keys = [...acknowledged.keys()];
  const stored = await one(
    `select idempotency_key as key, id from orders where user_id = any($1) and idempotency_key like 'cluster-%'`,
    [customerIds],
  );
  const storedByKey = new Map(stored.map((row) => [row.key, row.id]));
  check(
    'every acknowledged order is stored, under its key, and nothing else',
    keys.every((key) => storedByKey.get(key) === acknowledged.get(key)) && stored.length === keys.length,
    `${keys.length} acknowledged, ${stored.length} stored`,
  );
  check(
    'one key sent twice at once makes at most one order, which every 201 names',
    doubleKeyProblems.length === 0,
    doubleKeyProblems.slice(0, 3).join('; '),
  );

  const flights = await one(
    `select f.id, f.remaining_g, f.capacity_g,
            coalesce((select sum(o.chargeable_weight_g) from orders o
                       where o.flight_id = f.id and o.user_id = any($1) and o.created_at >= $2
                         and o.status <> 'CANCELLED'), 0) as booked
       from flights f`,
    [[...customerIds, shopId], loadStartedAt],
  );
  const wrong = flights.filter(
    (flight) =>
      flightsBefore.get(flight.id) - Number(flight.remaining_g) !== Number(flight.booked) ||
      Number(flight.remaining_g) < 0 ||
      Number(flight.remaining_g) > Number(flight.capacity_g),
  );
  const full = refusals.get('409 PLANE_OUT_OF_LOAD') ?? 0;
  check(
    "each flight's room fell by exactly the weight of the orders still on it",
    wrong.length === 0,
    `${flights.length} flights, ${wrong.length} wrong, ${full} orders refused a full plane${wrong.length ? ` ${JSON.stringify(wrong.slice(0, 2).map((f) => ({ ...f, before: flightsBefore.get(f.id) })))}` : ''}`,
  );

  const [voucher] = await one(
    `select v.usage_limit, (select count(*) from voucher_redemptions r where r.voucher_id = v.id) as used,
            (select count(*) from orders o where o.voucher_code = v.code) as orders
       from vouchers v where v.code = $1`,
    [VOUCHER.code],
  );
  const overLimit = await one(
    `select v.code from vouchers v where v.usage_limit is not null
       and (select count(*) from voucher_redemptions r where r.voucher_id = v.id) > v.usage_limit`,
  );
  check(
    `no voucher over its limit; ${VOUCHER.code} used exactly ${VOUCHER.limit} times`,
    overLimit.length === 0 &&
      Number(voucher.used) === Math.min(VOUCHER.limit, voucherAttempts) &&
      Number(voucher.orders) === Number(voucher.used),
    `${voucherAttempts} tries, ${voucher.used} uses, ${voucher.orders} orders`,
  );

  const wallets = await one(
    `select u.id, u.point_topup, (select coalesce(sum(amount), 0) from wallet_ledger l where l.user_id = u.id) as ledger
       from users u`,
  );
  const unequal = wallets.filter(
    (wallet) => Number(wallet.point_topup) !== Number(wallet.ledger) || Number(wallet.point_topup) < 0,
  );
  check('every wallet equals its ledger and is not negative', unequal.length === 0, `${wallets.length} wallets`);

  const paidTwice = await one(
    `select payment_id from payment_events where outcome = 'paid' group by payment_id having count(*) > 1`,
  );
  const settled = await one(`select count(*) as n from payments where user_id = any($1) and status = 'PAID'`, [
    customerIds,
  ]);
  check('each payment settled once', paidTwice.length === 0, `${settled[0].n} paid`);
  const refundBooks = await one(
    `select p.id, p.amount, p.refunded_amount,
            (select coalesce(sum(r.amount), 0) from payment_refunds r where r.payment_id = p.id and r.status = 'DONE') as done,
            (select coalesce(sum(r.amount), 0) from payment_refunds r
              where r.payment_id = p.id and r.status = 'DONE' and r.destination = 'gateway') as to_gateway,
            s.refunded_amount as gateway_refunded
       from payments p left join vnpay_sandbox_transactions s on s.txn_ref = p.txn_ref
      where p.user_id = any($1)`,
    [customerIds],
  );
  const refunded = refundBooks.filter((row) => Number(row.done) > 0);
  const badRefunds = refundBooks.filter(
    (row) =>
      Number(row.refunded_amount) !== Number(row.done) ||
      Number(row.done) > Number(row.amount) ||
      (row.gateway_refunded !== null && Number(row.gateway_refunded) !== Number(row.to_gateway)),
  );
  check(
    'each refund given once: payment, refunds and the gateway’s book agree',
    badRefunds.length === 0 && refunded.length > 0,
    `${refunded.length} payments refunded, ${badRefunds.length} disagree`,
  );
  check('cancellations were made', cancelled.size > 0, `${cancelled.size} cancelled`);

  check(
    'each due payment expired once, its order released',
    expired.length === unpaidIds.length &&
      expired.every((row) => Number(row.expiries) === 1 && row.order_status === 'CANCELLED'),
    `${expired.length} expired`,
  );
  await checkMetrics(cluster);
  if (refusals.size) say(`orders refused: ${[...refusals].map(([what, n]) => `${what} ×${n}`).join(', ')}`);
}

/** Each live process's /metrics (read from this machine, not through nginx): its job ran, its queues are empty. */
async function checkMetrics(cluster) {
  const texts = await Promise.all(
    cluster.servers
      .filter((server) => server.isRunning())
      .map(async (server) => (await fetch(`${server.url}/metrics`)).text()),
  );
  const jobRan = (text) => /skyparcel_job_runs_total\{job="payment expiry",outcome="ok"\} [1-9]/.test(text);
  const emptyQueues = (text) =>
    /skyparcel_queue_depth\{queue="gateway_refunds"\} 0/.test(text) &&
    /skyparcel_queue_depth\{queue="overdue_payments"\} 0/.test(text);
  check(
    "every live process's /metrics shows its payment job's turns and both queues empty",
    texts.length === PROCESSES - 1 && texts.every((text) => jobRan(text) && emptyQueues(text)),
  );
}

const isServerFailure = (answer) => answer.status === 0 || answer.status >= 500;

main()
  .then(() => {
    const took = elapsed();
    if (failures.length) {
      console.error(`cluster-check: ${failures.length} invariant(s) failed in ${took}`);
      process.exitCode = 1;
    } else {
      console.log(`cluster-check: every invariant held (${took})`);
    }
  })
  .catch(async (error) => {
    console.error(`cluster-check: ${error.stack ?? error.message}`);
    await cleanUp();
    process.exit(1);
  });
