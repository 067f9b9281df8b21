import { successSchema } from '@skyparcel/domain/api-envelope';
import {
  estimatePlacesSchema,
  priceEstimateRequestSchema,
  priceEstimateSchema,
} from '@skyparcel/domain/price-estimate-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { answers } from '../../http/route-schemas.ts';
import { estimatePlaces, estimatePrice } from './estimate-price.ts';

/** The price calculator's calls: no sign-in; estimates are limited per address (estimate-price.ts). */
export async function priceEstimateRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const pricingOf = (request: FastifyRequest) => ({
    db: app.db,
    language: requestLanguage(request),
    now: app.auth.clock(),
  });

  routes.get(
    '/v1/price-estimate/places',
    {
      schema: {
        tags: ['pricing'],
        description:
          'Public: the provinces the price calculator offers, named in the Accept-Language: origins (the ' +
          "provinces we pick up in, and Korea's while Korea to Vietnam is open) and destinations (every province, " +
          "and Korea's while Vietnam to Korea is open).",
        response: answers(successSchema(estimatePlacesSchema)),
      },
    },
    async (request) => ok(await estimatePlaces(pricingOf(request))),
  );

  routes.post(
    '/v1/price-estimate',
    {
      schema: {
        tags: ['pricing'],
        description:
          'Public: what ordinary goods (not fragile, not special) of a weight and size cost between two ' +
          "provinces, by the order screen's engine: Standard per handover kind with its arrival, and Standard " +
          "beside Premium. Duties and customs fees are left out (they depend on the declared goods). The route's " +
          "errors are the price call's; more than 60 estimates from one address in 10 minutes answer 429 " +
          'TOO_MANY_REQUESTS with Retry-After.',
        body: priceEstimateRequestSchema,
        response: answers(successSchema(priceEstimateSchema)),
      },
    },
    async (request) => ok(await estimatePrice({ ...pricingOf(request), input: request.body, ip: request.ip })),
  );
}
