// Webhook delivery under load (issue 36): the demo business account's endpoint on a receiver in this
// process, and "Send test event" called at 10 connections. Each call writes an event and its
// delivery and NOTIFYs; the server's dispatcher claims, signs and POSTs it. Measured: events delivered
// per second from the first call to the last delivery, and the lag from each event's timestamp (its
// change) to its arrival.
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { call, drive } from './load.mjs';
import { median } from './processes.mjs';

const BUSINESS = { username: 'B000002', password: 'Demo@12345' };
/** How long the queue may take to drain after the load stops before the phase gives up waiting. */
const DRAIN_LIMIT_MS = 60_000;

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/** A receiver that answers 204 at once and keeps each arrival's lag behind the event's timestamp. */
async function startReceiver() {
  const lags = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const { timestamp } = JSON.parse(body);
      lags.push({ lagMs: Date.now() - Date.parse(timestamp), at: performance.now() });
      response.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { lags, url: `http://127.0.0.1:${server.address().port}/hooks`, close: () => server.close() };
}

/** Runs the phase on a started server (with its jobs on); answers rate, lag percentiles and counts. */
export async function benchWebhooks(base, seconds) {
  const receiver = await startReceiver();
  try {
    const login = await call(base, '/api/v1/auth/login', { body: BUSINESS });
    const token = login.json?.data?.access_token;
    if (!token) throw new Error(`business sign-in answered ${login.status}`);
    const created = await call(base, '/api/v1/webhooks/endpoints', {
      token,
      body: { url: receiver.url, events: ['order.created'] },
    });
    if (created.status !== 201) throw new Error(`the endpoint answered ${created.status} ${created.json?.code ?? ''}`);
    const testUrl = `${base}/api/v1/webhooks/endpoints/${created.json.data.id}/test`;
    const startedAt = performance.now();
    // A JSON content type with an empty body would be refused before the route: `{}` it is.
    const load = await drive({ url: testUrl, method: 'POST', token, body: {}, connections: 10, seconds });
    if (load.ok === 0) throw new Error(`no test event was accepted: ${JSON.stringify(load.refusals)}`);
    const deadline = performance.now() + DRAIN_LIMIT_MS;
    // Calls cut off when the load stopped may still have made events: wait for the ones answered,
    // then until nothing more arrives for half a second.
    while (receiver.lags.length < load.ok && performance.now() < deadline) await sleep(50);
    for (let seen = -1; seen !== receiver.lags.length && performance.now() < deadline; ) {
      seen = receiver.lags.length;
      await sleep(500);
    }
    const delivered = receiver.lags.length;
    const lastAt = receiver.lags.at(-1)?.at ?? performance.now();
    const sorted = receiver.lags.map((entry) => entry.lagMs).sort((a, b) => a - b);
    return {
      eventsPerSecond: delivered / ((lastAt - startedAt) / 1000),
      lagP50: median(sorted),
      lagP99: percentile(sorted, 0.99),
      written: load.ok,
      delivered,
      undelivered: Math.max(0, load.ok - delivered),
      writeRps: load.rps,
    };
  } finally {
    receiver.close();
  }
}
