import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { calculateDeliveryMethods } from './calculate-delivery-methods.ts';
import { quotePreorder } from './quote-preorder.ts';

export async function pricingRoutes(app: FastifyInstance, options: { clock: () => Date }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/v1/order/calculate-price',
    {
      schema: {
        tags: ['pricing'],
        security: [{ bearer: [] }],
        description:
          'Price calculation (path not shown in the spec): sender_address_id, receiver_address_id, product_id, ' +
          'weight (kg, 0.1 steps), dimension "LxWxH" (cm), premium, super, is_inseparable. Answers one delivery ' +
          'method per handover kind (D2D, D2P, P2D, P2P) with price, estimate and flight. Super methods list ' +
          'items.received_time_slots [{ date, slots: [{ start, end, super_fee }] }] (Vietnam time), items.min_end_time ' +
          'and items.before spanning them; other tiers answer an empty list.',
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

  api.post(
    '/v1/preorder_nationwide',
    {
      schema: {
        tags: ['pricing'],
        security: [{ bearer: [] }],
        description:
          'A domestic quote between two locations before addresses are chosen (spec 1 section 7): origin_id and ' +
          'destination_id ([country, province, district, village] or "c-p-d-v"), service_type (D2D default, D2P, ' +
          'P2D, P2P), product_id, optional weight (kg) and dimension "LxWxH" (defaults: document 0.5 kg 30x20x1, ' +
          'parcel 1 kg 10x10x10), premium, super; goods_info is ignored for domestic routes. Answers the price ' +
          "call's shape (all four handover kinds, the requested one first) with service_type and payment_config; " +
          'route errors as the price call.',
        body: z.record(z.string(), z.unknown()),
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      ok(
        await quotePreorder(
          { db: app.db, userId: request.user.id, language: requestLanguage(request), now: options.clock() },
          request.body,
        ),
      ),
  );
}
