import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { findNearbyPostOffices, NEARBY_LIMIT_DEFAULT } from './find-nearby-post-offices.ts';
import { listDropPoints } from './list-drop-points.ts';

const provinceCode = z
  .string({ error: 'validation_required' })
  .regex(/^[0-9A-Za-z]{1,12}$/, { error: 'validation_invalid' });

export async function postOfficeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/v1/post-offices/nearby',
    {
      schema: {
        tags: ['post-offices'],
        security: [{ bearer: [] }],
        description:
          'Post offices nearest a point, nearest first, with distance in metres (path not shown in the spec).',
        querystring: z.object({
          latitude: z.coerce.number({ error: 'validation_required' }).min(-90).max(90),
          longitude: z.coerce.number({ error: 'validation_required' }).min(-180).max(180),
          limit: z.coerce.number().int().min(1).max(50).default(NEARBY_LIMIT_DEFAULT),
        }),
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { latitude, longitude, limit } = request.query;
      return ok(await findNearbyPostOffices(app.db, latitude, longitude, limit));
    },
  );

  api.get(
    '/v1/drop_point/:origin/:destination',
    {
      schema: {
        tags: ['post-offices'],
        security: [{ bearer: [] }],
        description:
          'Drop points (spec 1 section 7, GET /v1/drop_point/{a}/{b}): a is the origin province and b the ' +
          'destination province, as Vietnam 2025 province codes (e.g. 79, 01). Answers a list of two sides, ' +
          '[{ side: "origin" | "destination", province, province_name, post_offices: [...] }], each with the ' +
          "province's post offices in code order (the fields of the nearby call, without distance). An unknown " +
          'province is 404 PROVINCE_NOT_FOUND with data { side, province }.',
        params: z.object({ origin: provinceCode, destination: provinceCode }),
      },
      preHandler: app.requireUser,
    },
    async (request) => ok(await listDropPoints(app.db, request.params, requestLanguage(request))),
  );
}
