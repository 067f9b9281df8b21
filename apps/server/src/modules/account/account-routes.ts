import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { getProfile } from './get-profile.ts';
import { updateProfile } from './update-profile.ts';

const tags = ['account'];

export async function accountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/v1/user/profile',
    { schema: { tags, security: [{ bearer: [] }] }, preHandler: app.requireUser },
    async (request) => ok(await getProfile(app.db, request.user.id)),
  );

  api.put(
    '/v1/user/profile',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        description: 'Personal accounts send the personal form, business accounts the business form.',
        body: z.record(z.string(), z.unknown()),
      },
      preHandler: app.requireUser,
    },
    async (request) => ok(await updateProfile(app.db, request.user.id, request.body)),
  );
}
