import { successSchema } from '@skyparcel/domain/api-envelope';
import { publicTrackingParamsSchema, publicTrackingSchema } from '@skyparcel/domain/order-history-contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { answers } from '../../http/route-schemas.ts';
import { trackOrder } from './track-order.ts';

/** The public tracking call: no sign-in, a lookup limit per address (track-order.ts). */
export async function publicTrackingRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/tracking/:code',
    {
      schema: {
        tags: ['orders'],
        description:
          'Public: one order by its code, without sign-in: status, route provinces, masked names and phone, and ' +
          "the journey in the request's language. Unknown codes answer 404 ORDER_NOT_FOUND; more than 30 " +
          'lookups from one address in 10 minutes answer 429 TOO_MANY_REQUESTS with Retry-After.',
        params: publicTrackingParamsSchema,
        response: answers(successSchema(publicTrackingSchema)),
      },
    },
    async (request) =>
      ok(
        await trackOrder({
          db: app.db,
          code: request.params.code,
          ip: request.ip,
          language: requestLanguage(request),
          now: app.auth.clock(),
        }),
      ),
  );
}
