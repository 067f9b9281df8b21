import { normalizeLanguage } from '@skyparcel/domain/locale';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { getCategories } from './list-categories.ts';
import { getExtraPrices } from './list-extra-prices.ts';
import { getProductTypes } from './list-product-types.ts';

const tags = ['catalog'];
const security = [{ bearer: [] }];
const langParams = z.object({ lang: z.string().max(10) });

export async function catalogRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireUser;

  api.get(
    '/v1/categories/lang/:lang',
    { schema: { tags, security, params: langParams }, preHandler },
    async (request) => ok(await getCategories(app.db, normalizeLanguage(request.params.lang))),
  );

  api.get(
    '/v1/producttypes/language/:lang',
    {
      schema: {
        tags,
        security,
        description: 'PARCEL and DOCUMENT products; location=KR keeps those allowed to or from Korea.',
        params: langParams,
        querystring: z.object({
          location: z.enum(['KR', 'VI']).optional(),
          locationFrom: z.string().max(40).optional(),
          locationTo: z.string().max(40).optional(),
        }),
      },
      preHandler,
    },
    async (request) =>
      ok(await getProductTypes(app.db, normalizeLanguage(request.params.lang), { location: request.query.location })),
  );

  api.get(
    '/v1/order/extra_prices',
    {
      schema: {
        tags,
        security,
        description: 'Extra services priced for the shipping fee (VND).',
        querystring: z.object({
          shippingFee: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
          locationFrom: z.string().max(40).optional(),
          locationTo: z.string().max(40).optional(),
        }),
      },
      preHandler,
    },
    async (request) => ok(await getExtraPrices(app.db, request.query.shippingFee, requestLanguage(request))),
  );
}
