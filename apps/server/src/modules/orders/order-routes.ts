import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { createOrder } from './create-order.ts';
import { createVatInfo } from './create-vat-info.ts';
import { NO_GATEWAY, toCreatedOrder } from './order-view.ts';

const tags = ['orders'];
const security = [{ bearer: [] }];

export async function orderRoutes(app: FastifyInstance, options: { clock: () => Date }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/v1/order',
    {
      schema: {
        tags,
        security,
        description:
          'Creates a domestic C2C order (spec 1 section 3, snake_case). The server recomputes the price; a different ' +
          'amount answers 409 PRICE_CHANGED with data.amount. Idempotency-Key: the same key and body within 24 h ' +
          'answer the first order.',
        headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }).passthrough(),
        body: z.record(z.string(), z.unknown()),
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const context = { db: app.db, userId: request.user.id, language: requestLanguage(request), now: options.clock() };
      const order = await createOrder(context, request.body, request.headers['idempotency-key'] as string | undefined);
      reply.status(201);
      return ok(toCreatedOrder(order), NO_GATEWAY);
    },
  );

  api.post(
    '/v1/order/create/vat',
    {
      schema: {
        tags,
        security,
        description: 'VAT e-invoice details for an order (order_id is the order code or uuid).',
        body: z.record(z.string(), z.unknown()),
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      await createVatInfo(app.db, request.user.id, request.body);
      return ok(null);
    },
  );
}
