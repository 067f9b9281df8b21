// `npm run bench:orders [-- --orders=1000000] [--requests=300]`: the order list and detail with a
// million orders in PostgreSQL (issue 14: list p95 < 30 ms, detail p95 < 20 ms), each set beside
// a bare Fastify route's p95 measured in the same run, and the plan of every query they send.
// Seeds on DATABASE_URL when set, else on a throwaway cluster; figures are printed, not asserted.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfChanged, SERVER_BUNDLE } from '../scripts/build-if-changed.mjs';
import { demoSession } from './load.mjs';
import { startThrowawayCluster, withClient } from './postgres.mjs';
import { cleanUp, freePort, startServer } from './processes.mjs';
import { formats, Report } from './report.mjs';

const TARGETS = { listP95Ms: 30, detailP95Ms: 20 };
/** One order in this many is the demo customer's: 20,000 of a million, a heavy customer's history. */
const DEMO_SHARE = 50;
const OTHER_CUSTOMERS = 2000;
const BATCH = 100_000;
const DEMO = { username: '0901234567', password: 'Demo@12345' };

const { values: flags } = parseArgs({
  options: { orders: { type: 'string', default: '1000000' }, requests: { type: 'string', default: '300' } },
});
const orderCount = Number(flags.orders);
const requests = Number(flags.requests);
const startedAt = performance.now();
const progress = (text) =>
  console.log(`[${((performance.now() - startedAt) / 1000).toFixed(0).padStart(4)} s] ${text}`);

/**
 * Status by the order's number: a mix like a live courier's (a tenth cancelled, a third finished),
 * for the demo customer's orders (every 50th) as for everyone's.
 */
const STATUS_OF = `(array['IN_PROGRESS','IN_PROGRESS','SENDING','SENDING','SENDING','RECEIVING','FINISHED','FINISHED','DONE','CANCELLED'])[1 + (i + i / ${DEMO_SHARE}) % 10]`;
/** The latest step each status implies (tracking-rules.ts), after CREATED. */
const LATEST_STEP = `case o.status when 'SENDING' then 'RECEIVED' when 'RECEIVING' then 'STATIONED_IN'
  when 'FINISHED' then 'DELIVERED' when 'DONE' then 'COMPLETED' when 'CANCELLED' then 'CANCELLED' end`;

async function main() {
  let url = process.env.DATABASE_URL;
  if (!url) {
    progress('starting a throwaway PostgreSQL cluster');
    url = await startThrowawayCluster();
  }
  if (!url) {
    console.log('Skipped: DATABASE_URL is not set and no /usr/lib/postgresql/*/bin/initdb is installed.');
    return;
  }
  await buildIfChanged('server');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  await startServer({
    name: 'SkyParcel server',
    args: [SERVER_BUNDLE],
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'true', DATABASE_URL: url },
    healthUrl: `${base}/api/health`,
  });
  const token = await signIn(base);
  await placeTemplateOrder(base);
  await withClient(url, (client) => seed(client));

  const barePort = await freePort();
  const bare = await startServer({
    name: 'bare Fastify',
    args: [path.join('bench', 'bare-fastify.mjs'), String(barePort)],
    healthUrl: `http://127.0.0.1:${barePort}/`,
  });
  const ids = await withClient(url, async (client) => {
    const { rows } = await client.query(
      `select o.id from orders o join users u on u.id = o.user_id where u.phone = '901234567' order by random() limit 500`,
    );
    return rows.map((row) => row.id);
  });
  progress('measuring (sequential requests, after a warm-up of each)');
  const floor = await timeRequests(() => `http://127.0.0.1:${barePort}/`, {});
  const listUrls = listPages(base);
  const list = await timeRequests((n) => listUrls[n % listUrls.length], { token });
  const detail = await timeRequests((n) => `${base}/api/v1/order/detail/${ids[n % ids.length]}`, { token });
  await bare.stop();

  const report = new Report();
  report.info('orders in the table', await countOrders(url), (value) => value.toLocaleString('en'), '');
  report.info('bare Fastify GET / p95 (the floor)', floor.p95, formats.ms, `p50 ${formats.ms(floor.p50)}`);
  for (const [name, result, target] of [
    ['order list p95 (tabs, pages 1–50)', list, TARGETS.listP95Ms],
    ['order detail p95 (random orders)', detail, TARGETS.detailP95Ms],
  ]) {
    report.target(name, result.p95, formats.ms, {
      below: target,
      limitNote: `p50 ${formats.ms(result.p50)}; ${(result.p95 / floor.p95).toFixed(1)}× the floor's p95`,
    });
  }
  report.print();
  await withClient(url, (client) => explainQueries(client, ids[0]));
}

async function signIn(base) {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const token = (await response.json())?.data?.access_token;
  if (!token) throw new Error(`demo sign-in answered ${response.status}`);
  return token;
}

/** One real order through the API: the seeded ones copy its addresses, product and fees. */
async function placeTemplateOrder(base) {
  const session = await demoSession(base);
  if (session.firstOrder) throw new Error(`the template order was refused: ${session.firstOrder}`);
}

async function countOrders(url) {
  return withClient(url, async (client) => Number((await client.query('select count(*) from orders')).rows[0].count));
}

/**
 * A million orders (or --orders) copied from the template, spread over 2,000 customers and the
 * demo customer, newest first every 20 seconds back, each with its journey (CREATED and its latest
 * step) and its cash payment. In batches, so progress shows; a run on a database already seeded
 * adds only what is missing.
 */
async function seed(client) {
  await client.query(`insert into users (type, customer_code, password_hash, company_name)
    select 'B', 'BENCH' || lpad(i::text, 6, '0'), 'not-a-hash', 'Bench customer ' || i
    from generate_series(1, ${OTHER_CUSTOMERS}) i on conflict do nothing`);
  const seeded = Number((await client.query(`select count(*) from orders where code like 'BN%'`)).rows[0].count);
  for (let from = seeded + 1; from <= orderCount; from += BATCH) {
    const to = Math.min(orderCount, from + BATCH - 1);
    await client.query('begin');
    await client.query(`
      with template as (select * from orders where code not like 'BN%' order by created_at desc limit 1),
      customers as (select array_agg(id order by customer_code) as ids from users where customer_code like 'BENCH%'),
      demo as (select id from users where phone = '901234567')
      insert into orders (id, code, user_id, status, platform, package_type, tier, delivery_type, transport_rule,
        sender, receiver, sender_point, receiver_point, product, weight_g, dimension, chargeable_weight_g,
        shipping_fee, surcharge, duty_fee, extras, extras_total, super_fee, discount, total, currency,
        payment_method, note, est_date_time, created_at)
      select gen_random_uuid(), 'BN' || lpad(i::text, 9, '0'),
        case when i % ${DEMO_SHARE} = 0 then demo.id else customers.ids[1 + i % ${OTHER_CUSTOMERS}] end,
        ${STATUS_OF}, t.platform, t.package_type, t.tier, t.delivery_type, t.transport_rule, t.sender, t.receiver,
        t.sender_point, t.receiver_point, t.product, t.weight_g, t.dimension, t.chargeable_weight_g, t.shipping_fee,
        t.surcharge, t.duty_fee, t.extras, t.extras_total, t.super_fee, t.discount, t.total, t.currency,
        t.payment_method, t.note, now() - i * interval '20 seconds' + interval '2 days',
        now() - i * interval '20 seconds'
      from generate_series(${from}, ${to}) i, template t, customers, demo`);
    await client.query(`
      insert into order_events (order_id, step, cancel_reason, occurred_at)
      select o.id, s.step, case when s.step = 'CANCELLED' then 'CUSTOMER' end, o.created_at + s.after
      from orders o
      cross join lateral (values ('CREATED', interval '0'), (${LATEST_STEP}, interval '1 hour')) s(step, after)
      where o.code between 'BN' || lpad('${from}', 9, '0') and 'BN' || lpad('${to}', 9, '0') and s.step is not null`);
    await client.query(`
      insert into payments (order_id, purpose, user_id, method, provider, status, amount, currency, paid_at,
        created_at, updated_at)
      select o.id, 'ORDER', o.user_id, 'cash', 'cash',
        case o.status when 'IN_PROGRESS' then 'PENDING' when 'CANCELLED' then 'EXPIRED' else 'PAID' end,
        o.total, o.currency, case when o.status not in ('IN_PROGRESS', 'CANCELLED') then o.created_at end,
        o.created_at, o.created_at
      from orders o where o.code between 'BN' || lpad('${from}', 9, '0') and 'BN' || lpad('${to}', 9, '0')`);
    await client.query('commit');
    progress(`seeded orders ${from.toLocaleString('en')}–${to.toLocaleString('en')}`);
  }
  await client.query('vacuum analyze orders, order_events, payments, order_fee_adjustments');
  progress('seeded and analysed');
}

/** The list as a customer pages it: every tab's first page, and deep pages of ALL. */
function listPages(base) {
  const tabs = ['ALL', 'SENDING', 'RECEIVING', 'FINISHED&ver=FINISHED', 'CANCELLED'];
  const firstPages = tabs.map((tab) => `${base}/api/v1/orders?type=${tab}&page=1`);
  const deepPages = [2, 10, 50].map((page) => `${base}/api/v1/orders?type=ALL&page=${page}`);
  return [...firstPages, ...deepPages];
}

/** `requests` sequential GETs after 30 unmeasured ones: p50 and p95 in ms, failing on any non-2xx. */
async function timeRequests(urlOf, { token }) {
  const headers = token ? { authorization: `Bearer ${token}`, 'accept-language': 'vi' } : {};
  const send = async (n) => {
    const response = await fetch(urlOf(n), { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${urlOf(n)} answered ${response.status}`);
  };
  for (let n = 0; n < 30; n += 1) await send(n);
  const times = [];
  for (let n = 0; n < requests; n += 1) {
    const started = performance.now();
    await send(n);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))];
  return { p50: at(0.5), p95: at(0.95) };
}

/** The plan of each statement the list and the detail send, as the server sends them. */
async function explainQueries(client, orderId) {
  const { rows } = await client.query(`select user_id from orders where id = $1`, [orderId]);
  const userId = rows[0].user_id;
  const page = `select id from orders where user_id = '${userId}'`;
  const statements = {
    'list page (a tab)': `select o.* from (select id, created_at from orders where user_id = '${userId}'
      and status in ('IN_PROGRESS', 'SENDING') order by created_at desc, id desc limit 25 offset 0) k
      join orders o on o.id = k.id order by k.created_at desc, k.id desc`,
    'list page 50 (all)': `select o.* from (select id, created_at from orders where user_id = '${userId}'
      order by created_at desc, id desc limit 25 offset 1225) k
      join orders o on o.id = k.id order by k.created_at desc, k.id desc`,
    'list count (a tab)': `select count(*) from orders where user_id = '${userId}' and status in ('IN_PROGRESS', 'SENDING')`,
    'latest step of a page': `select distinct on (order_id) * from order_events
      where order_id in (${page} order by created_at desc limit 25) order by order_id, id desc`,
    'payments of a page': `select * from payments where order_id in (${page} order by created_at desc limit 25) and purpose = 'ORDER'`,
    'detail: the order': `select * from orders where user_id = '${userId}' and id = '${orderId}'`,
    'detail: its timeline': `select * from order_events where order_id = '${orderId}' order by id`,
    'detail: its adjustments': `select * from order_fee_adjustments a left join payment_refunds r on r.id = a.refund_id
      left join payments p on p.id = a.recharge_payment_id where a.order_id = '${orderId}' order by a.created_at, a.id`,
  };
  for (const [name, statement] of Object.entries(statements)) {
    const plan = await client.query(`explain (analyze, buffers, costs off) ${statement}`);
    console.log(`\n-- ${name}`);
    for (const line of plan.rows) console.log(`   ${line['QUERY PLAN']}`);
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
