// The cluster check's webhooks (issue 36): a receiver in the check's process that answers slowly, so
// deliveries are in flight in every server process when one is killed; test events sent through nginx
// during the load; and afterwards, every acknowledged event delivered, none sent twice in one attempt.
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Long enough that every process has deliveries on the wire at any moment of the load (an event
 * every 100 ms, each process's turn waiting for its batch's answers), the killed one included.
 */
const ANSWER_AFTER_MS = 2_000;
const SEND_EVERY_MS = 100;

/** The receiver: how many times each `webhook-id` arrived. */
export async function startWebhookReceiver() {
  const arrivals = new Map();
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const id = String(request.headers['webhook-id']);
      arrivals.set(id, (arrivals.get(id) ?? 0) + 1);
      setTimeout(() => response.writeHead(204).end(), ANSWER_AFTER_MS);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    arrivals,
    url: `http://127.0.0.1:${server.address().port}/hooks`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** The demo business account's endpoint on the receiver; answers its id and the account's token. */
export async function addEndpoint(call, base, receiverUrl) {
  const login = await call(base, 'POST', '/api/v1/auth/login', {
    body: { username: 'B000002', password: 'Demo@12345' },
  });
  const token = login.json.data.access_token;
  const created = await call(base, 'POST', '/api/v1/webhooks/endpoints', {
    token,
    body: { url: receiverUrl, events: ['order.created'] },
  });
  if (created.status !== 201) throw new Error(`the endpoint answered ${created.status} ${created.text}`);
  return { token, endpointId: created.json.data.id };
}

/** "Send test event" every 100 ms until `until`: the event ids whose 201 came back (a cut-off call is not retried). */
export async function sendTestEvents(call, base, { token, endpointId }, until) {
  const acknowledged = [];
  while (performance.now() < until) {
    const answer = await call(base, 'POST', `/api/v1/webhooks/endpoints/${endpointId}/test`, { token });
    if (answer.status === 201) acknowledged.push(answer.json.data.event_id);
    await sleep(SEND_EVERY_MS);
  }
  return acknowledged;
}

/**
 * After the load: waits (past the 30 s lease of deliveries the killed process held) until every
 * delivery of the endpoint succeeded; then each acknowledged event arrived, and no event arrived
 * more often than it was attempted (each attempt went out from one process).
 */
export async function checkWebhooks({ db, check, waitFor, receiver, endpointId, acknowledged }) {
  const deliveries = await waitFor(
    'every webhook delivery succeeds',
    () =>
      db.query(
        `select e.id as event_id, d.status, d.attempts from webhook_deliveries d
           join webhook_events e on e.id = d.event_id where d.endpoint_id = $1`,
        [endpointId],
      ),
    (rows) => rows.length >= acknowledged.length && rows.every((row) => row.status === 'SUCCEEDED'),
    60_000,
  );
  const missing = acknowledged.filter((id) => !receiver.arrivals.has(id));
  // How many the kill caught on the wire varies from run to run (8 in one, 1 in another): it is told, not
  // required; that a claim whose process died is taken again is proven in webhooks.test.ts.
  const retried = deliveries.filter((row) => Number(row.attempts) > 1).length;
  check(
    'every acknowledged webhook event arrived, those a killed process held included',
    acknowledged.length > 50 && missing.length === 0,
    `${acknowledged.length} events, ${missing.length} missing, ${retried} taken again after their lease ended`,
  );
  const overSent = deliveries.filter((row) => (receiver.arrivals.get(row.event_id) ?? 0) > Number(row.attempts));
  check(
    'no webhook attempt went out twice (one process per claim)',
    overSent.length === 0,
    `${overSent.length} sent more often than attempted`,
  );
}
