// `npm run bench [-- --quick] [--only=pglite|postgres] [--seconds=N]`: the server's throughput,
// latency, start-up time and memory on this machine, each against a limit measured in the same
// run (a bare Fastify server, pgbench) or a fixed target, printed as one table (bench/README.md).
// Figures are not asserted: the run exits 0 when it completes, 1 when something fails to start.

import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { buildIfChanged, SERVER_BUNDLE } from '../scripts/build-if-changed.mjs';
import { withCpuSplit } from './cpu.mjs';
import { cargoSession, demoSession, drive, IMPORT_ROWS, importSheet } from './load.mjs';
import { findPgbench, pgbenchInsertTps, startThrowawayCluster } from './postgres.mjs';
import { cleanUp, freePort, median, onCleanup, startServer } from './processes.mjs';
import { formats, number, Report } from './report.mjs';
import { benchWebhooks } from './webhooks.mjs';

/** Issue 35's targets, each against what the same run measures where the machine sets the limit. */
const TARGETS = {
  /** Price call at 10 connections, as a share of the bare route's req/s. */
  priceShareOfBare: { postgres: 0.1, pglite: 0.05 },
  /** Price call p99 at 100 connections (PostgreSQL; on PGlite it is shown against the same figure). */
  priceP99Ms: 60,
  /** Cargo Direct's flight search (5 days of a route, live load) p99 at 10 connections. */
  flightSearchP99Ms: 20,
  /** Order creation at 10 connections, as a share of the order floor (bare + one insert and a hot-row update). */
  orderShareOfFloor: 0.4,
  startExistingMs: 2000,
  startFreshMs: 4000,
  idleRssMiB: 300,
};

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    seconds: { type: 'string' },
  },
});
if (flags.only && !['pglite', 'postgres'].includes(flags.only)) {
  console.error('--only takes pglite or postgres');
  process.exit(2);
}
const seconds = Number(flags.seconds ?? (flags.quick ? 2 : 10));
if (!(seconds > 0)) {
  console.error('--seconds takes a positive number');
  process.exit(2);
}
/** Unmeasured load first, so the JIT and the database caches are warm when the clock starts. */
const warmUpSeconds = flags.quick ? 1 : Math.min(3, seconds);
/** Start-ups on an existing database and of the bare server are timed this many times (median). */
const startRepeats = flags.quick ? 1 : 3;

const report = new Report();
const runStartedAt = performance.now();

function progress(text) {
  console.log(`[${((performance.now() - runStartedAt) / 1000).toFixed(0).padStart(3)} s] ${text}`);
}

const describe = (result) =>
  `${formats.rps(result.rps)}, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.non2xx} non-2xx, ` +
  `${result.errors} errors (${result.timeouts} timeouts)`;

const refusalText = (refusals) =>
  Object.entries(refusals)
    .map(([what, count]) => `${count}× ${what}`)
    .join(', ');

/** Starts the same server `times` times (stopping all but the last): the median start-up and the last server. */
async function startRepeatedly(times, start) {
  const startups = [];
  let server;
  for (let index = 0; index < times; index++) {
    if (server) await server.stop();
    server = await start();
    startups.push(server.startupMs);
  }
  return { server, startupMs: median(startups), startups };
}

/** Resident memory once the process has settled after start-up. */
async function idleRss(server) {
  await sleep(1500);
  return server.rssMiB();
}

async function benchBare() {
  const port = await freePort();
  const start = () =>
    startServer({
      name: 'bare Fastify',
      args: [path.join('bench', 'bare-fastify.mjs'), String(port)],
      healthUrl: `http://127.0.0.1:${port}/`,
    });
  const { server, startupMs } = await startRepeatedly(startRepeats, start);
  const rss = await idleRss(server);
  const url = `http://127.0.0.1:${port}/`;
  await drive({ url, connections: 10, seconds: warmUpSeconds });
  const load = await drive({ url, connections: 10, seconds });
  const rssAfter = server.rssMiB();
  await server.stop();
  progress(`bare Fastify: ${describe(load)}; start ${formats.s(startupMs)}, RSS ${formats.mib(rss)}`);
  return { startupMs, rss, rssAfter, load };
}

/**
 * The floor of a call that reads the database twice: the bare server's `POST /floor` (two trivial
 * statements through the server's driver) at 10 and 100 connections, with the price call's body.
 */
async function benchFloor(label, env, body, answerText) {
  const port = await freePort();
  const server = await startServer({
    name: `bare Fastify + ${label}`,
    args: [path.join('bench', 'bare-fastify.mjs'), String(port)],
    env: { ...env, FLOOR_ANSWER_TEXT: answerText },
    healthUrl: `http://127.0.0.1:${port}/`,
  });
  const sized = { url: `http://127.0.0.1:${port}/sized`, connections: 10 };
  await drive({ ...sized, seconds: warmUpSeconds });
  const sized10 = await drive({ ...sized, seconds });
  const floor = { url: `http://127.0.0.1:${port}/floor`, method: 'POST', body };
  await drive({ ...floor, connections: 10, seconds: warmUpSeconds });
  const load10 = await drive({ ...floor, connections: 10, seconds });
  const load100 = await drive({ ...floor, connections: 100, seconds });
  const orders10 =
    env.FLOOR_DATABASE === 'postgres'
      ? await drive({ ...floor, url: `http://127.0.0.1:${port}/floor-order`, connections: 10, seconds })
      : null;
  await server.stop();
  progress(`${label} bare answering the price call's answer, 10 connections: ${describe(sized10)}`);
  progress(`${label} floor, 10 connections: ${describe(load10)}`);
  progress(`${label} floor, 100 connections: ${describe(load100)}`);
  if (orders10) progress(`${label} order floor, 10 connections: ${describe(orders10)}`);
  return { load10, load100, orders10, sized10, answerBytes: Buffer.byteLength(answerText) };
}

function realServer(port, env) {
  return startServer({
    name: 'SkyParcel server',
    args: [SERVER_BUNDLE],
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'true', ...env },
    healthUrl: `http://127.0.0.1:${port}/api/health`,
  });
}

/**
 * Waits until the server has worked off what the last phase left queued (autocannon stops
 * sending, not the server working): a health check answering within 50 ms, or 30 s at most.
 */
async function settle(base) {
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    const startedAt = performance.now();
    await fetch(`${base}/api/health`).then((response) => response.arrayBuffer());
    if (performance.now() - startedAt < 50) return;
    await sleep(100);
  }
}

/**
 * Price call at 10 and 100 connections, orders and the order list at 10, and the Cargo Direct flight
 * search, on a started server; the CPU of the server and of PostgreSQL during each 10-connection
 * phase of the price call, orders and the list (bench/cpu.mjs).
 */
async function driveServer(label, base, serverPid) {
  const session = await demoSession(base);
  if (session.firstOrder) report.note(`${label}: ${session.firstOrder}`);
  const price = { url: `${base}/api/v1/order/calculate-price`, method: 'POST', token: session.token };
  await drive({ ...price, body: session.priceBody, connections: 10, seconds: warmUpSeconds });
  await settle(base);
  const { result: price10, cpu: priceCpu } = await withCpuSplit(serverPid, () =>
    drive({ ...price, body: session.priceBody, connections: 10, seconds }),
  );
  progress(`${label} price call, 10 connections: ${describe(price10)}`);
  await settle(base);
  const price100 = await drive({ ...price, body: session.priceBody, connections: 100, seconds });
  progress(`${label} price call, 100 connections: ${describe(price100)}`);
  await settle(base);
  const order = {
    url: `${base}/api/v1/order`,
    method: 'POST',
    token: session.token,
    body: session.orderBody,
    connections: 10,
    uniqueKeys: true,
  };
  await drive({ ...order, seconds: 1 });
  await settle(base);
  const { result: orders10, cpu: ordersCpu } = await withCpuSplit(serverPid, () => drive({ ...order, seconds }));
  progress(`${label} orders (flight ${session.flight}), 10 connections: ${describe(orders10)}`);
  if (orders10.non2xx) progress(`${label} orders refused: ${refusalText(orders10.refusals)}`);
  await settle(base);
  // The first page of the demo customer's order list, which the order phases above filled.
  const list = { url: `${base}/api/v1/orders?type=ALL&page=1`, token: session.token, connections: 10 };
  await drive({ ...list, seconds: warmUpSeconds });
  await settle(base);
  const { result: list10, cpu: listCpu } = await withCpuSplit(serverPid, () => drive({ ...list, seconds }));
  progress(`${label} order list, 10 connections: ${describe(list10)}`);
  await settle(base);
  const cargo = await cargoSession(base);
  const search = { url: `${base}/api/v2/cargo/available-flights`, method: 'POST', token: cargo.token };
  await drive({ ...search, body: cargo.searchBody, connections: 10, seconds: warmUpSeconds });
  await settle(base);
  const flightSearch10 = await drive({ ...search, body: cargo.searchBody, connections: 10, seconds });
  progress(`${label} Cargo Direct flight search, 10 connections: ${describe(flightSearch10)}`);
  await settle(base);
  const webhooks = await benchWebhooks(base, seconds);
  progress(
    `${label} webhooks: ${webhooks.delivered} test events delivered (${webhooks.written} answered 201), ` +
      `${formats.rps(webhooks.eventsPerSecond)}, lag p50 ${webhooks.lagP50} ms, p99 ${webhooks.lagP99} ms`,
  );
  await settle(base);
  // Last, so its 1,000 orders (a customer of its own, the same route) touch no phase above.
  const sheet = await importSheet(base);
  progress(
    `${label} import of ${number(sheet.rows)} rows (quoted on ${sheet.flights.join(', ')}): preview ${formats.s(sheet.previewMs)}, ` +
      `create all ${formats.s(sheet.placeMs)}`,
  );
  return {
    webhooks,
    sheet,
    price10,
    price100,
    orders10,
    list10,
    flightSearch10,
    cpu: { price: priceCpu, orders: ordersCpu, list: listCpu },
    priceBody: session.priceBody,
    priceAnswerText: session.priceAnswerText,
  };
}

/**
 * CPU per request of the server process and of PostgreSQL in the price, order and list phases: what
 * one process can serve (1 s of CPU over its share) and the database's share, for docs/capacity-plan.md.
 */
function reportCpuSplit({ cpu, price10, orders10, list10 }) {
  const phases = [
    ['price call', cpu.price, price10],
    ['order creation', cpu.orders, orders10],
    ['order list', cpu.list, list10],
  ];
  for (const [name, split, result] of phases) {
    if (!split || !result.requests) continue;
    const serverMs = (split.serverSeconds * 1000) / result.requests;
    const databaseMs = (split.databaseSeconds * 1000) / result.requests;
    const share = databaseMs / (serverMs + databaseMs);
    report.info(
      `${name}: CPU per request, server / PostgreSQL`,
      serverMs + databaseMs,
      (total) => `${number(serverMs, 2)} / ${number(databaseMs, 2)} ms (${number(total, 2)})`,
      `database ${percent(share)}; one process ≤ ${formats.rps(1000 / serverMs)}`,
    );
  }
}

/** The flight search's p99 against its target, and its throughput against the bare route's. */
/** Signed webhook deliveries to a local receiver, and the lag from each event's change to its arrival. */
function reportWebhooks({ webhooks }, bare) {
  report.info(
    'webhook events delivered, 10 conn writing',
    webhooks.eventsPerSecond,
    formats.rps,
    `${percent(webhooks.eventsPerSecond / bare.load.rps)} of bare; written at ${formats.rps(webhooks.writeRps)}`,
  );
  report.info(
    'webhook lag, change to arrival, p50 / p99',
    webhooks.lagP50,
    formats.ms,
    `p99 ${formats.ms(webhooks.lagP99)}, under that load`,
  );
  report.zero('webhook events answered 201 and not delivered', webhooks.undelivered);
}

/**
 * The order import (issue 37) in rows per second, each beside single order creation at 10 connections
 * measured in the same run (the only order creation figure the bench has): preview and "create all".
 */
function reportImport({ sheet, orders10 }) {
  const rows = `${number(IMPORT_ROWS)} rows`;
  for (const [name, ms] of [
    [`import preview, ${rows}`, sheet.previewMs],
    [`import create all, ${rows}`, sheet.placeMs],
  ]) {
    const rowsPerSecond = (sheet.rows * 1000) / ms;
    report.info(
      name,
      rowsPerSecond,
      formats.rowsPerSecond,
      `${formats.s(ms)}; ${number(rowsPerSecond / orders10.rps, 2)}× order creation at 10 conn ` +
        `(${formats.rps(orders10.rps)})`,
    );
  }
}

function reportFlightSearch(results, bare) {
  const { flightSearch10 } = results;
  report.target('Cargo Direct flight search, 10 conn p99', flightSearch10.p99, formats.ms, {
    below: TARGETS.flightSearchP99Ms,
  });
  report.info(
    'Cargo Direct flight search, 10 conn',
    flightSearch10.rps,
    formats.rps,
    `${percent(flightSearch10.rps / bare.load.rps)} of bare`,
  );
  report.zero('flight search errors + non-2xx', flightSearch10.errors + flightSearch10.non2xx);
}

function reportPriceCalls(label, results, bare, share, floor) {
  const limit = bare.load.rps * share;
  report.target(`price call, 10 conn`, results.price10.rps, formats.rps, {
    atLeast: limit,
    limitNote: `${share * 100}% of bare`,
  });
  report.info('price call, 10 conn p99', results.price10.p99, formats.ms);
  report.target('price call, 100 conn p99', results.price100.p99, formats.ms, { below: TARGETS.priceP99Ms });
  report.info('price call, 100 conn', results.price100.rps, formats.rps);
  // autocannon counts timeouts among its errors.
  const { errors, timeouts, non2xx } = results.price100;
  report.zero('price call, 100 conn errors + non-2xx', errors + non2xx, `${timeouts} timeouts among the errors`);
  reportFloor(results, bare, share, floor);
  if (results.price10.non2xx || results.price10.errors) {
    report.note(
      `${label} price call at 10 connections: ${results.price10.non2xx} non-2xx, ${results.price10.errors} errors`,
    );
  }
}

/** Where the targets stand against the floor: what any call with two statements reaches here. */
function reportFloor(results, bare, share, floor) {
  const { load10, load100 } = floor;
  report.info(
    'floor (bare + 2 trivial statements), 10 conn',
    load10.rps,
    formats.rps,
    `${percent(load10.rps / bare.load.rps)} of bare, target ${percent(share)}`,
  );
  report.info(
    'floor, 100 conn p99',
    load100.p99,
    formats.ms,
    `${formats.rps(load100.rps)}, target p99 < ${TARGETS.priceP99Ms} ms`,
  );
  report.info('price call / floor, 10 conn', results.price10.rps / load10.rps, percent);
  // The price call's answer is some kilobytes and bare's a few bytes: this is the share of bare
  // that sending the price call's own answer text leaves, with no code of ours.
  report.info(
    `bare answering the price call's ${number(floor.answerBytes)} bytes, 10 conn`,
    floor.sized10.rps,
    formats.rps,
    `${percent(floor.sized10.rps / bare.load.rps)} of bare; the price call is ${percent(results.price10.rps / floor.sized10.rps)} of it`,
  );
}

const percent = (ratio) => `${(ratio * 100).toFixed(1)} %`;

function reportOrders(label, orders) {
  if (orders.non2xx) {
    report.note(
      `${label} orders not created: ${orders.non2xx} of ${orders.requests} (${refusalText(orders.refusals)})`,
    );
  }
  report.info(
    'orders refused (non-2xx), 10 conn',
    orders.non2xx,
    formats.count,
    `of ${formats.count(orders.requests)}`,
  );
  if (orders.errors || orders.timeouts) {
    report.note(`${label} orders: ${orders.errors} errors (${orders.timeouts} of them timeouts)`);
  }
}

async function benchPglite(bare) {
  const dir = mkdtempSync(path.join(tmpdir(), 'skyparcel-bench-pglite-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  const port = await freePort();
  // A template folder of the run's own: the first new database builds it (as on a machine that
  // never started the server), the next new one is a copy of it (every new database after that).
  // DATABASE_URL, when set for the PostgreSQL part, must not reach these servers.
  const template = { EMBEDDED_TEMPLATE_DIR: path.join(dir, 'template'), DATABASE_URL: undefined };
  const env = { ...template, DATA_DIR: path.join(dir, 'data') };

  const first = await realServer(port, { ...template, DATA_DIR: path.join(dir, 'first') });
  await first.stop();
  progress(`PGlite: first new database healthy in ${formats.s(first.startupMs)}`);
  const fresh = await realServer(port, env);
  const freshRss = await idleRss(fresh);
  await fresh.stop();
  progress(`PGlite: new database healthy in ${formats.s(fresh.startupMs)} (RSS ${formats.mib(freshRss)})`);
  const { server, startupMs, startups } = await startRepeatedly(startRepeats, () => realServer(port, env));
  const rss = await idleRss(server);
  progress(
    `PGlite: existing database healthy in ${formats.s(startupMs)} ` +
      `(${startups.map((ms) => formats.s(ms)).join(', ')}), RSS ${formats.mib(rss)}`,
  );
  const results = await driveServer('PGlite', `http://127.0.0.1:${port}`, server.pid);
  const rssAfter = server.rssMiB();
  await server.stop();
  const floor = await benchFloor('PGlite', { FLOOR_DATABASE: 'pglite' }, results.priceBody, results.priceAnswerText);

  report.section('Embedded PGlite (DATA_DIR in a temp dir)');
  report.info('start-up, first new database', first.startupMs, formats.s, 'builds the template: once per release');
  report.target('start-up, new database', fresh.startupMs, formats.s, {
    below: TARGETS.startFreshMs,
    limitNote: 'template copied',
  });
  report.target('start-up, existing database', startupMs, formats.s, {
    below: TARGETS.startExistingMs,
    limitNote: startRepeats > 1 ? `median of ${startRepeats}` : '',
  });
  report.target('RSS idle after start', rss, formats.mib, {
    below: TARGETS.idleRssMiB,
    limitNote: `bare ${formats.mib(bare.rss)}`,
  });
  report.info('RSS idle after the new-database start', freshRss, formats.mib);
  reportPriceCalls('PGlite', results, bare, TARGETS.priceShareOfBare.pglite, floor);
  reportFlightSearch(results, bare);
  reportWebhooks(results, bare);
  report.info('order creation, 10 conn', results.orders10.rps, formats.rps, 'one route, one flight');
  reportOrders('PGlite', results.orders10);
  reportImport(results);
  report.info('RSS right after the load', rssAfter, formats.mib, `bare ${formats.mib(bare.rssAfter)}`);
}

async function benchPostgres(bare) {
  let url = process.env.DATABASE_URL;
  let where = 'DATABASE_URL';
  if (!url) {
    progress('PostgreSQL: starting a throwaway cluster');
    url = await startThrowawayCluster();
    where = 'a throwaway cluster';
  }
  if (!url) {
    report.note('PostgreSQL skipped: DATABASE_URL is not set and no /usr/lib/postgresql/*/bin/initdb is installed');
    return;
  }
  const pgbench = await findPgbench();
  let insertTps = null;
  if (pgbench) {
    insertTps = await pgbenchInsertTps(pgbench, url, seconds);
    progress(`PostgreSQL: pgbench single-row insert, 10 clients: ${formats.tps(insertTps)}`);
  } else {
    report.note('pgbench not found: order creation on PostgreSQL has no limit to compare with');
  }

  const port = await freePort();
  const server = await realServer(port, { DATABASE_URL: url });
  const rss = await idleRss(server);
  progress(`PostgreSQL: server healthy in ${formats.s(server.startupMs)}, RSS ${formats.mib(rss)}`);
  const results = await driveServer('PostgreSQL', `http://127.0.0.1:${port}`, server.pid);
  const rssAfter = server.rssMiB();
  await server.stop();
  const floor = await benchFloor(
    'PostgreSQL',
    { FLOOR_DATABASE: 'postgres', FLOOR_DATABASE_URL: url },
    results.priceBody,
    results.priceAnswerText,
  );

  report.section(`PostgreSQL (${where})`);
  report.info('start-up (migrate, seed when needed)', server.startupMs, formats.s);
  reportPriceCalls('PostgreSQL', results, bare, TARGETS.priceShareOfBare.postgres, floor);
  reportFlightSearch(results, bare);
  reportWebhooks(results, bare);
  if (insertTps !== null) report.info('pgbench single-row insert, 10 clients', insertTps, formats.tps);
  report.info(
    'order floor (bare + insert & hot-row update), 10 conn',
    floor.orders10.rps,
    formats.rps,
    insertTps === null ? '' : `${percent(floor.orders10.rps / insertTps)} of pgbench`,
  );
  report.target('order creation, 10 conn', results.orders10.rps, formats.rps, {
    atLeast: floor.orders10.rps * TARGETS.orderShareOfFloor,
    limitNote: `${TARGETS.orderShareOfFloor * 100}% of the order floor`,
  });
  reportOrders('PostgreSQL', results.orders10);
  reportImport(results);
  report.info(
    'order list (first page), 10 conn',
    results.list10.rps,
    formats.rps,
    `p99 ${formats.ms(results.list10.p99)}`,
  );
  reportCpuSplit(results);
  report.info('RSS idle after start', rss, formats.mib, `bare ${formats.mib(bare.rss)}`);
  report.info('RSS right after the load', rssAfter, formats.mib, `bare ${formats.mib(bare.rssAfter)}`);
}

let stopping = false;
async function stop(reason, code) {
  if (stopping) return;
  stopping = true;
  console.error(`\n${reason}: stopping the servers and removing temp data`);
  await cleanUp();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal, 130));
process.on('uncaughtException', (error) => stop(`bench failed: ${error.stack ?? error}`, 1));
process.on('unhandledRejection', (error) => stop(`bench failed: ${error?.stack ?? error}`, 1));

try {
  console.log(
    `SkyParcel benchmark: ${seconds} s per load phase${flags.quick ? ' (quick)' : ''}, ` +
      `${availableParallelism()} CPUs, node ${process.version}`,
  );
  buildIfChanged('server'); // the bundle npm start runs
  const bare = await benchBare();
  report.section('Bare Fastify (one GET route, no plugins)');
  report.info('GET /, 10 conn', bare.load.rps, formats.rps, 'the reference for the price call');
  report.info('GET /, 10 conn p99', bare.load.p99, formats.ms);
  report.info('start-up', bare.startupMs, formats.s);
  report.info('RSS idle / after the load', bare.rss, formats.mib, `after the load ${formats.mib(bare.rssAfter)}`);
  if (flags.only !== 'postgres') await benchPglite(bare);
  if (flags.only !== 'pglite') await benchPostgres(bare);
  await cleanUp();
  console.log();
  report.print();
  console.log(`run took ${((performance.now() - runStartedAt) / 1000).toFixed(0)} s`);
} catch (error) {
  console.error(`bench failed: ${error.stack ?? error.message}`);
  await cleanUp();
  process.exit(1);
}
