// Proves the README's first command works on a machine that has only this repository: clones
// it into an empty temporary folder (with no sibling folders beside it), runs that command there on a free
// port, waits for /api/health, signs a demo account in, asks for a price, and stops it all. Its output
// must stay short (no build listing) and name the address to open, once.
// Usage: node scripts/fresh-clone-check.mjs   (from the repository root; exits non-zero on failure)
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const STARTUP_LIMIT_MS = 10 * 60_000;
/** What `npm install && npm start` may print on a fresh clone: npm's summary and a line per step, not a build's asset list. */
const OUTPUT_LINE_LIMIT = 60;
const root = process.cwd();
const workDir = mkdtempSync(path.join(tmpdir(), 'skyparcel-clone-'));
const clone = path.join(workDir, 'skyparcel');

/** The first command of the README's first code block, without its comment. */
function readmeStartCommand() {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const block = readme.match(/```bash\n([\s\S]*?)```/);
  const command = block?.[1]
    .split('\n')[0]
    .replace(/\s+#.*$/, '')
    .trim();
  if (!command) throw new Error('README.md has no start command in its first bash block');
  return command;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, portal) {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (portal.exitCode !== null) throw new Error(`the start command exited with code ${portal.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`no healthy server within ${STARTUP_LIMIT_MS / 60_000} minutes`);
}

async function api(base, route, { token, body } = {}) {
  const response = await fetch(`${base}/api${route}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const payload = await response.json();
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${JSON.stringify(payload)}`);
  return payload.data;
}

/** What a new customer does first: sign in with the demo account and price a parcel. */
async function priceAParcel(base) {
  const { access_token: token } = await api(base, '/v1/auth/login', {
    body: { username: '0901234567', password: 'Demo@12345' },
  });
  const book = await api(base, '/v2/address', { token, body: {} });
  const sender = book.find((address) => address.province === '79');
  const receiver = book.find((address) => address.province === '01');
  const [parcels] = await api(base, '/v1/producttypes/language/en', { token });
  const product = parcels.products.find((item) => item.code === 'CLOTHES');
  const { methods } = await api(base, '/v1/order/calculate-price', {
    token,
    body: {
      sender_address_id: sender.id,
      receiver_address_id: receiver.id,
      product_id: product.id,
      weight: 1.5,
      dimension: '30x20x10',
    },
  });
  if (!methods?.length || methods.some((method) => !(method.price > 0))) {
    throw new Error(`the price call answered no priced method: ${JSON.stringify(methods)}`);
  }
  return methods.map((method) => `${method.delivery_type} ${method.price} đ`);
}

let portal;
try {
  const command = readmeStartCommand();
  execFileSync('git', ['clone', '--quiet', root, clone], { stdio: 'inherit' });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  console.log(`clone check: "${command}" in ${clone} (nothing beside it), port ${port}`);
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  for (const name of ['REFERENCE_DATA_DIR', 'DATABASE_URL', 'DATA_DIR', 'WEB_DIST_DIR', 'SEED_DEMO', 'NODE_ENV']) {
    delete env[name];
  }
  // Its own process group, so stopping it stops npm and every child it started.
  portal = spawn('bash', ['-c', command], { cwd: clone, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const output = [];
  for (const stream of [portal.stdout, portal.stderr]) {
    stream.on('data', (chunk) => {
      process.stdout.write(chunk);
      output.push(chunk.toString());
    });
  }
  const started = Date.now();
  await waitForHealth(base, portal);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const printed = output
    .join('')
    .split('\n')
    .filter((line) => line.trim() !== '');
  const readyLines = printed.filter((line) => line.includes(`open ${base}`));
  if (readyLines.length !== 1)
    throw new Error(`the start printed the address to open ${readyLines.length} times, not once`);
  if (printed.length > OUTPUT_LINE_LIMIT) {
    throw new Error(`the start printed ${printed.length} lines (at most ${OUTPUT_LINE_LIMIT}): keep the build quiet`);
  }
  const prices = await priceAParcel(base);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`clone check: healthy after ${seconds} s, ${printed.length} lines printed, the address once;`);
  console.log(`clone check: demo sign-in and a price (${prices.join(', ')}) work`);
} catch (error) {
  console.error(`clone check: ${error.message}`);
  process.exitCode = 1;
} finally {
  if (portal?.exitCode === null) {
    process.kill(-portal.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    try {
      process.kill(-portal.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(workDir, { recursive: true, force: true });
}
