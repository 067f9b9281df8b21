import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { orderDetailParamsSchema } from '@skyparcel/domain/order-history-contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { parsedParams } from '../../http/route-params.ts';
import { signedInOrApiKey } from '../../http/route-schemas.ts';
import { findOrderByIdOrCode, findOwnOrder } from './order-repository.ts';
import { createOrderStream } from './order-stream.ts';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

/**
 * `GET /v1/order/{id}/stream`: server-sent events for the order's detail page. Each committed step
 * sends `event: step` with the order's code and status; the page then reads the detail again. Only
 * the order's customer may open it (another's is 404, like the detail). Open streams end when the
 * server closes, so a restart never waits on them.
 */
export async function orderStreamRoute(app: FastifyInstance, options: { listen: DatabaseHandle['listen'] }) {
  const stream = createOrderStream(options.listen);
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
    await stream.stop();
  });

  app.get(
    '/v1/order/:id/stream',
    {
      onRequest: app.requireUser,
      config: { apiKeyScope: 'orders:read' },
      schema: {
        tags: ['orders'],
        security: signedInOrApiKey('orders:read'),
        description:
          "Server-sent events (text/event-stream) for one of the customer's orders: `event: step` with " +
          '{ order_id, status } each time a step of its journey is recorded, by any server process.',
      },
    },
    async (request, reply) => {
      const { id } = parsedParams(orderDetailParamsSchema, request);
      const order = await findOwnOrder(app.db, request.user.id, id);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      const response = reply.raw;
      const sendStep = async () => {
        const current = await findOrderByIdOrCode(app.db, order.id).catch(() => undefined);
        if (!current || !response.headersSent || response.writableEnded) return;
        response.write(`event: step\ndata: ${JSON.stringify({ order_id: current.code, status: current.status })}\n\n`);
      };
      // Listening before the answer starts: a step the customer causes once the stream is open is heard.
      const unsubscribe = await stream.subscribe(order.id, () => void sendStep());
      reply.hijack();
      // The customer left while the listener started: nothing to answer.
      if (request.raw.destroyed) return unsubscribe();
      response.writeHead(200, {
        // The security headers set for every answer (a hijacked reply sends only what it writes).
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise hold the events back in their buffer.
        'x-accel-buffering': 'no',
      });
      response.write('retry: 5000\n\n');
      const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      open.add(response);
      const close = () => {
        clearInterval(keepAlive);
        unsubscribe();
        open.delete(response);
      };
      request.raw.on('close', close);
      response.on('close', close);
    },
  );
}
