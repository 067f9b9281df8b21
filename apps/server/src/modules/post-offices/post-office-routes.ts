import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { findNearbyPostOffices, NEARBY_LIMIT_DEFAULT } from './find-nearby-post-offices.ts';

export async function postOfficeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
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
}
