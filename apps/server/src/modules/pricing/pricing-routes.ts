import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { calculateDeliveryMethods } from './calculate-delivery-methods.ts';

export async function pricingRoutes(app: FastifyInstance, options: { clock: () => Date }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/order/calculate-price',
    {
      schema: {
        tags: ['pricing'],
        security: [{ bearer: [] }],
        description:
          'Price calculation (path not shown in the spec): sender_address_id, receiver_address_id, product_id, ' +
          'weight (kg, 0.1 steps), dimension "LxWxH" (cm), premium, super, is_inseparable. Answers one delivery ' +
          'method per handover kind (D2D, D2P, P2D, P2P) with price, estimate and flight.',
        body: z.record(z.string(), z.unknown()),
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      ok(
        await calculateDeliveryMethods(
          { db: app.db, userId: request.user.id, language: requestLanguage(request), now: options.clock() },
          request.body,
        ),
      ),
  );
}
