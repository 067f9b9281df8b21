import { ADDRESS_PAGE_SIZE, ADDRESS_PAGE_SIZE_MAX } from '@skyparcel/domain/address-contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { getAddress, removeAddress } from './get-address.ts';
import { getPickupProvinces } from './get-pickup-provinces.ts';
import { listAddresses } from './list-addresses.ts';
import { createAddress, updateAddressById } from './save-address.ts';

const tags = ['addresses'];
const security = [{ bearer: [] }];
const form = z.record(z.string(), z.unknown()).describe('The address form (spec 2 section 5), snake_case.');
const idParams = z.object({ id: z.string() });

export async function addressRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireUser;

  api.post(
    '/v2/address',
    {
      schema: {
        tags,
        security,
        description:
          'The address book, defaults first (sort default_sender desc, default_receiver desc, created_at desc).',
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          limit: z.coerce.number().int().min(1).max(ADDRESS_PAGE_SIZE_MAX).default(ADDRESS_PAGE_SIZE),
        }),
        body: z
          .object({
            searchText: z.string().max(100).optional(),
            sort: z.union([z.string().max(200), z.array(z.string().max(50)).max(4)]).optional(),
          })
          .default({}),
      },
      preHandler,
    },
    async (request) => {
      const { data, pagination } = await listAddresses(app.db, {
        userId: request.user.id,
        ...request.query,
        ...request.body,
        language: requestLanguage(request),
      });
      return ok(data, { pagination });
    },
  );

  api.post('/v1/address', { schema: { tags, security, body: form }, preHandler }, async (request, reply) => {
    reply.status(201);
    return ok(
      await createAddress(app.db, { userId: request.user.id, body: request.body, language: requestLanguage(request) }),
    );
  });

  api.get(
    '/v1/address/configpicklatlon',
    { schema: { tags, security, description: 'Provinces from which sending is offered.' }, preHandler },
    async (request) => ok(await getPickupProvinces(app.db, requestLanguage(request))),
  );

  api.get('/v1/address/:id', { schema: { tags, security, params: idParams }, preHandler }, async (request) =>
    ok(await getAddress(app.db, request.user.id, request.params.id, requestLanguage(request))),
  );

  api.post(
    '/v1/address/:id',
    { schema: { tags, security, params: idParams, body: form }, preHandler },
    async (request) =>
      ok(
        await updateAddressById(app.db, {
          userId: request.user.id,
          id: request.params.id,
          body: request.body,
          language: requestLanguage(request),
        }),
      ),
  );

  api.delete('/v1/address/:id', { schema: { tags, security, params: idParams }, preHandler }, async (request) => {
    await removeAddress(app.db, request.user.id, request.params.id);
    return ok(null);
  });
}
