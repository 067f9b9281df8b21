import {
  autocompleteQuerySchema,
  geocodeQuerySchema,
  placeLocationSchema,
  placePredictionSchema,
  placeQuerySchema,
  reverseGeocodeQuerySchema,
} from '@skyparcel/domain/geocoding-contracts';
import { mapPlaceSchema } from '@skyparcel/domain/location-contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customerCalls } from '../../http/customer-calls.ts';
import type { GeocodingProvider } from '../../integrations/geocoding/geocoding-provider.ts';
import { autocomplete, geocode, getLocationByPlaceId, placeDetails, reverseGeocode } from './geocoding-use-cases.ts';

/**
 * Maps calls go through the server (spec 2 section 7 "Maps service"), so the key stays
 * secret and the offline provider can stand in when there is none.
 */
export async function geocodingRoutes(app: FastifyInstance, options: { provider: GeocodingProvider }) {
  const calls = customerCalls(app, ['maps']);
  const { provider } = options;

  calls.get(
    '/v1/maps/autocomplete',
    {
      description: 'Suggestions for the map search: saved addresses, then places (Vietnam, in Vietnamese for Google).',
      query: autocompleteQuerySchema,
      answer: z.array(placePredictionSchema),
    },
    (call) => autocomplete(call, provider),
  );

  calls.get(
    '/v1/maps/place-details',
    {
      description:
        'A suggestion picked: a saved address (addr:) or a place; data is null for an unknown place, 404 for a saved address that is not yours.',
      query: placeQuerySchema,
      answer: mapPlaceSchema.nullable(),
    },
    (call) => placeDetails(call, provider),
  );

  calls.get(
    '/v1/maps/geocode',
    {
      description: 'A written address to a place; data is null when nothing matches.',
      query: geocodeQuerySchema,
      answer: mapPlaceSchema.nullable(),
    },
    (call) => geocode(call, provider),
  );

  calls.get(
    '/v1/maps/reverse-geocode',
    {
      description: 'A map point to a place and to the ward/dong location around it.',
      query: reverseGeocodeQuerySchema,
      answer: placeLocationSchema,
    },
    (call) => reverseGeocode(call, provider),
  );

  calls.get(
    '/v1/get_location_by_place_id',
    { description: 'A maps place as our location ids.', query: placeQuerySchema, answer: placeLocationSchema },
    (call) => getLocationByPlaceId(call, provider),
  );
}
