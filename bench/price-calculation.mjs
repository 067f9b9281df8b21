// Load test of the price calculation call (POST /api/v1/order/calculate-price) on this machine.
// Starts the real server (embedded PGlite in memory, or PostgreSQL when DATABASE_URL is set),
// signs the demo personal account in, and drives the call with autocannon for a fixed time.
// Usage: node bench/price-calculation.mjs [seconds=10] [connections=10]
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 10);
const port = 8197;
const base = `http://127.0.0.1:${port}`;
const server = spawn('node', ['--import', 'tsx', 'apps/server/src/server.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    ...(process.env.DATABASE_URL ? {} : { DATA_DIR: 'memory' }),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForHealth() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('server did not start');
}

async function api(path, token, body) {
  const response = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()).data;
}

try {
  await waitForHealth();
  const { access_token: token } = await api('/api/v1/auth/login', null, {
    username: '0901234567',
    password: 'Demo@12345',
  });
  const book = await api('/api/v2/address', token, {});
  const sender = book.find((a) => a.province === '79');
  const receiver = book.find((a) => a.province === '01');
  const groups = await api('/api/v1/producttypes/language/en', token);
  const product = groups[0].products.find((p) => p.code === 'CLOTHES');
  const body = JSON.stringify({
    sender_address_id: sender.id,
    receiver_address_id: receiver.id,
    product_id: product.id,
    weight: 1.5,
    dimension: '30x20x10',
  });
  const result = await autocannon({
    url: `${base}/api/v1/order/calculate-price`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
    connections,
    duration: seconds,
  });
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
  console.log(
    `${database}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors ` +
      `(${connections} connections, ${seconds} s)`,
  );
} finally {
  server.kill('SIGTERM');
}
