import { LOCATION_LEVELS } from '@skyparcel/domain/location-id';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { convertLegacyAddress } from './convert-legacy-address.ts';
import { getLocation } from './get-location.ts';
import { listLocations } from './list-locations.ts';

const tags = ['locations'];

export async function locationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/v1/locations',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        description:
          'One level of the location pickers, names in the Accept-Language. province needs country; district needs ' +
          'country and the province as parent; village needs country and as parent the district (Korea) or the ' +
          'province (Vietnam, which has no district level since 1 July 2025).',
        querystring: z.object({
          level: z.enum(LOCATION_LEVELS, { error: 'validation_invalid' }),
          country: z.string().max(2).optional(),
          parent: z.string().max(12).optional(),
        }),
      },
      preHandler: app.requireUser,
    },
    async (request) => ok(await listLocations(app.db, request.query, requestLanguage(request))),
  );

  api.get(
    '/v2/get_location',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        description: 'The named units and point of a location id country-province-district-village.',
        querystring: z.object({ locId: z.string({ error: 'validation_required' }).min(1).max(40) }),
      },
      preHandler: app.requireUser,
    },
    async (request) => ok(await getLocation(app.db, request.query.locId, requestLanguage(request))),
  );

  api.post(
    '/v1/locations/convert-legacy-address',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        description:
          'Reads an old three-level Vietnamese address (ward, district, province before 1 July 2025) and answers ' +
          'the 2025 ward and province it is now in, with the street part; data is null when the text is not one.',
        body: z.object({ address: z.string({ error: 'validation_required' }).min(1).max(500) }),
      },
      preHandler: app.requireUser,
    },
    async (request) => ok(await convertLegacyAddress(app.db, request.body.address, requestLanguage(request))),
  );
}
