import { z } from 'zod';
import { mapPlaceSchema, resolvedLocationSchema } from './location-contracts.ts';

/*
 * The maps calls (spec 2 section 7 "Maps service"), answered by the server so the key stays
 * secret: suggestions (saved addresses first), place details, geocoding both ways, and a
 * place as our location ids. Place ids are the maps service's, `loc:<location id>` offline,
 * or `addr:<address id>` for a saved address.
 */

/** Groups one typing session's suggestions and the details call after it (billing of the maps service). */
const sessionToken = z.string().max(100, { error: 'validation_invalid' }).optional();

export const autocompleteQuerySchema = z.object({
  input: z.string({ error: 'validation_required' }).max(200, { error: 'validation_max_length' }),
  sessionToken,
});
export type AutocompleteQuery = z.infer<typeof autocompleteQuerySchema>;

/** `GET /v1/maps/place-details` and `GET /v1/get_location_by_place_id`. */
export const placeQuerySchema = z.object({
  placeId: z.string({ error: 'validation_required' }).min(1, { error: 'validation_required' }).max(300),
  sessionToken,
});
export type PlaceQuery = z.infer<typeof placeQuerySchema>;

export const geocodeQuerySchema = z.object({
  address: z.string({ error: 'validation_required' }).min(1, { error: 'validation_required' }).max(300),
});
export type GeocodeQuery = z.infer<typeof geocodeQuerySchema>;

export const reverseGeocodeQuerySchema = z.object({
  lat: z.coerce.number({ error: 'validation_required' }).min(-90).max(90),
  lng: z.coerce.number({ error: 'validation_required' }).min(-180).max(180),
});
export type ReverseGeocodeQuery = z.infer<typeof reverseGeocodeQuerySchema>;

/** One suggestion of the map search box. */
export const placePredictionSchema = z.object({
  placeId: z.string(),
  description: z.string(),
  mainText: z.string(),
  secondaryText: z.string(),
});
export type PlacePrediction = z.infer<typeof placePredictionSchema>;

/** A map point or place with the ward/dong it lies in; either is null when nothing was found. */
export const placeLocationSchema = z.object({
  place: mapPlaceSchema.nullable(),
  location: resolvedLocationSchema.nullable(),
});
export type PlaceLocation = z.infer<typeof placeLocationSchema>;
