// Restarts PostgreSQL (`pg_ctl -m immediate restart`) while orders stream into the real server and
// checks that the server survives it: every answer is 201 or 503 in the error envelope with
// Retry-After (never 500, a reset connection or a dead process), /api/health says the database is
// down meanwhile, the server answers again on its own once PostgreSQL is back, and every order it
// acknowledged is in the database.
//
// Usage: node scripts/database-restart-check.mjs DATABASE_URL PGBIN PGDIR PGPORT
// (the cluster's data directory is PGDIR/data, its log PGDIR/server.log, its socket PGDIR, as
// .ci/run creates it; the database must be migrated and seeded: `npm run db:seed`).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { demoSession } from '../bench/load.mjs';
import { cleanUp, freePort, run, startServer } from '../bench/processes.mjs';
import { buildIfChanged, SERVER_BUNDLE } from './build-if-changed.mjs';

const [databaseUrl, pgBin, pgDir, pgPort] = process.argv.slice(2);
if (!databaseUrl || !pgBin || !pgDir || !pgPort) {
  console.error('usage: node scripts/database-restart-check.mjs DATABASE_URL PGBIN PGDIR PGPORT');
  process.exit(2);
}

const WORKERS = 4;
const LOAD_BEFORE_MS = 2000;
const LOAD_AFTER_MS = 2500;
const RECOVERY_DEADLINE_MS = 30_000;
const REQUEST_TIMEOUT_MS = 10_000;
/** A worker answered 503 pauses this long before its next order (Retry-After is longer than the whole check). */
const PAUSE_AFTER_REFUSAL_MS = 100;

const failures = [];
const fail = (text) => {
  if (failures.length < 20) console.error(`database-restart: ${text}`);
  failures.push(text);
};

/** pg_ctl refuses to run as root: CI runs it as the postgres user, as .ci/run does. */
function pgCtl(args) {
  const pgCtlPath = path.join(pgBin, 'pg_ctl');
  const asPostgres = process.getuid?.() === 0;
  return asPostgres ? run('runuser', ['-u', 'postgres', '--', pgCtlPath, ...args]) : run(pgCtlPath, args);
}

async function post(base, pathname, token, body, idempotencyKey) {
  const response = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': idempotencyKey,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const json = await response.json().catch(() => null);
  return { status: response.status, retryAfter: response.headers.get('retry-after'), json };
}

/** A 503 must be the JSON error envelope with Retry-After. */
function checkUnavailable(what, answer, extra = () => true) {
  const { json } = answer;
  const isEnvelope = json?.status === false && json.code === 'SERVICE_UNAVAILABLE' && typeof json.message === 'string';
  if (!isEnvelope || !answer.retryAfter || !extra(json)) {
    fail(`${what} answered 503 without the envelope or Retry-After: ${answer.retryAfter} ${JSON.stringify(json)}`);
  }
}

/** Order creations by `WORKERS` loops until `stop()`, each with an Idempotency-Key of its own. */
function streamOrders(base, session, runId) {
  const acknowledged = new Map(); // uuid -> code
  const counts = { created: 0, unavailable: 0, other: 0 };
  let isStopped = false;
  let sequence = 0;
  const worker = async () => {
    while (!isStopped) {
      const key = `restart-check-${runId}-${sequence++}`;
      let answer;
      try {
        answer = await post(base, '/api/v1/order', session.token, session.orderBody, key);
      } catch (error) {
        counts.other++;
        fail(`order ${key}: ${error.cause?.code ?? error.name} ${error.cause?.message ?? error.message}`);
        await sleep(PAUSE_AFTER_REFUSAL_MS);
        continue;
      }
      if (answer.status === 201) {
        counts.created++;
        acknowledged.set(answer.json.data.uuid, answer.json.data.order_id);
      } else if (answer.status === 503) {
        counts.unavailable++;
        checkUnavailable(`order ${key}`, answer);
        await sleep(PAUSE_AFTER_REFUSAL_MS);
      } else {
        counts.other++;
        fail(`order ${key} answered ${answer.status}: ${JSON.stringify(answer.json)?.slice(0, 300)}`);
      }
    }
  };
  const done = Promise.all(Array.from({ length: WORKERS }, worker));
  return {
    acknowledged,
    counts,
    stop: async () => {
      isStopped = true;
      await done;
    },
  };
}

/** Polls /api/health until `stop()`: how often it said the database is down, and when it was last OK. */
function pollHealth(base) {
  const seen = { down: 0, up: 0, lastUpAt: 0 };
  let isStopped = false;
  const done = (async () => {
    while (!isStopped) {
      try {
        const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        const json = await response.json().catch(() => null);
        if (response.status === 200 && json?.data?.database === 'up') {
          seen.up++;
          seen.lastUpAt = performance.now();
        } else if (response.status === 503) {
          seen.down++;
          checkUnavailable(
            '/api/health',
            { status: 503, retryAfter: response.headers.get('retry-after'), json },
            (body) => Boolean(body.data?.database === 'down'),
          );
        } else {
          fail(`/api/health answered ${response.status}: ${JSON.stringify(json)?.slice(0, 300)}`);
        }
      } catch (error) {
        fail(`/api/health: ${error.cause?.code ?? error.name} ${error.cause?.message ?? error.message}`);
      }
      await sleep(25);
    }
  })();
  return {
    seen,
    stop: async () => {
      isStopped = true;
      await done;
    },
  };
}

/**
 * Every acknowledged order is stored, with the code it was acknowledged with. Answers how many of
 * the run's orders are stored without having been acknowledged (committed as the connection
 * dropped, answered 503): allowed, the customer sees them in their list.
 */
async function checkStored(acknowledged, runId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select id, code from orders where id = any($1::uuid[])', [
      [...acknowledged.keys()],
    ]);
    const stored = new Map(rows.map((row) => [row.id, row.code]));
    for (const [uuid, code] of acknowledged) {
      if (!stored.has(uuid)) fail(`acknowledged order ${code} (${uuid}) is not in the database`);
      else if (stored.get(uuid) !== code)
        fail(`order ${uuid} was acknowledged as ${code}, stored as ${stored.get(uuid)}`);
    }
    const all = await client.query('select count(*)::int as count from orders where idempotency_key like $1', [
      `restart-check-${runId}-%`,
    ]);
    return all.rows[0].count - rows.length;
  } finally {
    await client.end();
  }
}

let summary = 'did not run to the end';
let server;
let orders;
let health;
try {
  buildIfChanged('server');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = await startServer({
    name: 'server',
    args: [SERVER_BUNDLE],
    env: { DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    healthUrl: `${base}/api/health`,
    timeoutMs: 60_000,
  });
  const session = await demoSession(base);
  if (session.firstOrder) throw new Error(`${session.firstOrder} (is the database seeded? npm run db:seed)`);

  const runId = randomUUID().slice(0, 8);
  orders = streamOrders(base, session, runId);
  await sleep(LOAD_BEFORE_MS);
  const beforeRestart = orders.counts.created;
  if (beforeRestart === 0) fail('no order was created before the restart');

  health = pollHealth(base);
  const restartStartedAt = performance.now();
  await pgCtl([
    '-D',
    path.join(pgDir, 'data'),
    '-l',
    path.join(pgDir, 'server.log'),
    '-m',
    'immediate',
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${pgPort} -k ${pgDir} -c fsync=off`,
    'restart',
  ]);
  const backAt = performance.now();

  while (health.seen.lastUpAt < backAt && performance.now() - backAt < RECOVERY_DEADLINE_MS && server.isRunning()) {
    await sleep(25);
  }
  const recoveredAt = health.seen.lastUpAt >= backAt ? health.seen.lastUpAt : null;
  if (!recoveredAt) fail(`/api/health not OK within ${RECOVERY_DEADLINE_MS / 1000} s of PostgreSQL being back`);
  await sleep(LOAD_AFTER_MS);
  await Promise.all([orders.stop(), health.stop()]);
  if (health.seen.down === 0) fail('/api/health never said the database was down during the restart');

  const last = await post(base, '/api/v1/order', session.token, session.orderBody, `restart-check-${runId}-last`);
  if (last.status === 201) orders.acknowledged.set(last.json.data.uuid, last.json.data.order_id);
  else fail(`the order after the restart answered ${last.status}: ${JSON.stringify(last.json)?.slice(0, 300)}`);

  const unacknowledged = await checkStored(orders.acknowledged, runId);

  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  summary =
    `acknowledged ${orders.acknowledged.size} (${beforeRestart} before the restart), 503 ${orders.counts.unavailable}, ` +
    `stored unacknowledged ${unacknowledged}, ` +
    `health down ${health.seen.down}×, pg_ctl restart ${seconds(backAt - restartStartedAt)}, ` +
    `recovered in ${recoveredAt ? seconds(recoveredAt - restartStartedAt) : 'never'}`;
} catch (error) {
  fail(error.message);
} finally {
  // Stopped already unless something threw midway; the load must not outlive the check.
  await Promise.all([orders?.stop(), health?.stop()]);
  if (server && !server.isRunning()) fail('the server process exited');
  if (failures.length && server) console.error(`database-restart: the server's last output:\n${server.output()}`);
  await cleanUp();
}
console.log(`database-restart: ${summary}, failures ${failures.length}`);
if (failures.length) {
  console.error(`database-restart: FAILED (${failures.length} failures)`);
  process.exitCode = 1;
}
