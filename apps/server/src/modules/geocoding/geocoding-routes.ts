import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-language.ts';
import type { GeocodingProvider } from '../../integrations/geocoding/geocoding-provider.ts';
import {
  autocomplete,
  type GeocodingContext,
  geocode,
  getLocationByPlaceId,
  placeDetails,
  reverseGeocode,
} from './geocoding-use-cases.ts';

const tags = ['maps'];
const security = [{ bearer: [] }];
const sessionToken = z.string().max(100).optional();
const placeQuery = z.object({ placeId: z.string().min(1).max(300), sessionToken });

/**
 * Maps calls go through the server (spec 2 section 7 "Maps service"), so the key stays
 * secret and the offline provider can stand in when there is none.
 */
export async function geocodingRoutes(app: FastifyInstance, options: { provider: GeocodingProvider }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireUser;
  const contextOf = (request: FastifyRequest): GeocodingContext => ({
    db: app.db,
    provider: options.provider,
    userId: request.user.id,
    language: requestLanguage(request),
  });

  api.get(
    '/v1/maps/autocomplete',
    {
      schema: {
        tags,
        security,
        description:
          'Suggestions for the map search: saved addresses, then places (Vietnam, in Vietnamese for Google).',
        querystring: z.object({ input: z.string().max(200), sessionToken }),
      },
      preHandler,
    },
    async (request) => ok(await autocomplete(contextOf(request), request.query.input, request.query.sessionToken)),
  );

  api.get(
    '/v1/maps/place-details',
    { schema: { tags, security, querystring: placeQuery }, preHandler },
    async (request) => ok(await placeDetails(contextOf(request), request.query.placeId, request.query.sessionToken)),
  );

  api.get(
    '/v1/maps/geocode',
    { schema: { tags, security, querystring: z.object({ address: z.string().min(1).max(300) }) }, preHandler },
    async (request) => ok(await geocode(contextOf(request), request.query.address)),
  );

  api.get(
    '/v1/maps/reverse-geocode',
    {
      schema: {
        tags,
        security,
        description: 'A map point to a place and to the ward/dong location around it.',
        querystring: z.object({ lat: z.coerce.number().min(-90).max(90), lng: z.coerce.number().min(-180).max(180) }),
      },
      preHandler,
    },
    async (request) => ok(await reverseGeocode(contextOf(request), request.query.lat, request.query.lng)),
  );

  api.get(
    '/v1/get_location_by_place_id',
    {
      schema: { tags, security, description: 'A maps place as our location ids.', querystring: placeQuery },
      preHandler,
    },
    async (request) =>
      ok(await getLocationByPlaceId(contextOf(request), request.query.placeId, request.query.sessionToken)),
  );
}
