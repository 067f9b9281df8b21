import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, aPricedOrder } from '../../test/builders.ts';
import { testApp } from '../../test/test-app.ts';
import { createOrderStream } from './order-stream.ts';

/*
 * The order's live stream over a real socket: the steps recorded meanwhile arrive as server-sent
 * events. On PostgreSQL the stream's LISTEN runs on its own connection, apart from the pool that
 * commits the step, as it would in another server process.
 */
const t = testApp();
let baseUrl: string;
let staffToken: string;
beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  staffToken = await t.login('OPS0001');
});

/** Reads a stream's events as they come, until `count` events named `step` have arrived. */
async function readSteps(response: Response, count: number): Promise<unknown[]> {
  const reader = (response.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
  const steps: unknown[] = [];
  let buffered = '';
  while (steps.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    const blocks = buffered.split('\n\n');
    buffered = blocks.pop() ?? '';
    for (const block of blocks) {
      const data = /^event: step\ndata: (.*)$/m.exec(block);
      if (data) steps.push(JSON.parse(data[1]));
    }
  }
  await reader.cancel();
  return steps;
}

const scan = (id: string, kind: string) =>
  t.request({ method: 'POST', url: `/api/ops/v1/orders/${id}/events`, token: staffToken, payload: { kind } });

describe('an order’s live stream (GET /v1/order/{id}/stream)', () => {
  let controller: AbortController;
  afterAll(() => controller?.abort());

  it('sends each step recorded while the customer watches', async () => {
    const customer = await aCustomer(t);
    const { order } = await aPricedOrder(t, customer.token);
    controller = new AbortController();
    const response = await fetch(`${baseUrl}/api/v1/order/${order.uuid}/stream`, {
      headers: { authorization: `Bearer ${customer.token}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // A hijacked answer still carries the headers every answer has.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const arriving = readSteps(response, 2);

    expect((await scan(order.uuid, 'RECEIVED')).statusCode).toBe(201);
    expect((await scan(order.uuid, 'RECEIVED_HUB')).statusCode).toBe(201);
    expect(await arriving).toEqual([
      { order_id: order.order_id, status: 'SENDING' },
      { order_id: order.order_id, status: 'SENDING' },
    ]);
  });

  it('is only for the order’s customer', async () => {
    const owner = await aCustomer(t);
    const { order } = await aPricedOrder(t, owner.token);
    const stranger = await aCustomer(t);
    const refused = await t.request({
      method: 'GET',
      url: `/api/v1/order/${order.uuid}/stream`,
      token: stranger.token,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('ORDER_NOT_FOUND');
    const anonymous = await t.request({ method: 'GET', url: `/api/v1/order/${order.uuid}/stream` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the order stream’s listener', () => {
  it('opens a stream only once LISTEN runs, so the first step after it is heard', async () => {
    const started: Array<{ onListening?: () => void; channels: Record<string, (id: string) => void> }> = [];
    const stream = createOrderStream((handlers) => {
      started.push(handlers);
      return { stop: async () => {} };
    });
    const heard: string[] = [];
    let isOpen = false;
    const opening = stream
      .subscribe('order-1', () => heard.push('order-1'))
      .then(() => {
        isOpen = true;
      });
    await new Promise((resolve) => setImmediate(resolve));
    expect(isOpen).toBe(false);

    started[0].onListening?.();
    await opening;
    expect(isOpen).toBe(true);
    for (const handle of Object.values(started[0].channels)) handle('order-1');
    expect(heard).toEqual(['order-1']);
    // A second stream shares the listener, which already hears.
    await stream.subscribe('order-2', () => {});
    expect(started).toHaveLength(1);
    await stream.stop();
  });
});
