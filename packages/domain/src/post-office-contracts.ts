import { z } from 'zod';
import { NEARBY_LIMIT_DEFAULT, NEARBY_LIMIT_MAX } from './post-office-rules.ts';

/*
 * The calls of the post offices module: the offices nearest a point, the offices that serve a
 * saved address (the chooser of P sides) and the drop points of a route's two provinces
 * (spec 1 section 7).
 */

export { NEARBY_LIMIT_DEFAULT, NEARBY_LIMIT_MAX, POST_OFFICE_SERVICE_RADIUS_KM } from './post-office-rules.ts';

/** `GET /v1/post-offices/nearby` (path not shown in the spec). */
export const nearbyPostOfficesQuerySchema = z.object({
  latitude: z.coerce.number({ error: 'validation_required' }).min(-90).max(90),
  longitude: z.coerce.number({ error: 'validation_required' }).min(-180).max(180),
  limit: z.coerce
    .number({ error: 'validation_invalid' })
    .int()
    .min(1)
    .max(NEARBY_LIMIT_MAX)
    .default(NEARBY_LIMIT_DEFAULT),
});
export type NearbyPostOfficesQuery = z.infer<typeof nearbyPostOfficesQuerySchema>;

/** A province code of the route's side (Vietnam 2025 codes such as `79`, `01`). */
const provinceCode = z
  .string({ error: 'validation_required' })
  .regex(/^[0-9A-Za-z]{1,12}$/, { error: 'validation_invalid' });

/** `GET /v1/drop_point/{origin}/{destination}`. */
export const dropPointParamsSchema = z.object({ origin: provinceCode, destination: provinceCode });
export type DropPointParams = z.infer<typeof dropPointParamsSchema>;

/** A post office as the lists answer it (spec 1 section 3 "Post office"). */
export const postOfficeSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  address: z.string(),
  /** GeoJSON order: longitude, then latitude. */
  geo: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
  latitude: z.number(),
  longitude: z.number(),
  /** Opening hours, HH:mm in the office's local time. */
  workHourStart: z.string(),
  workHourEnd: z.string(),
  phone: z.string(),
});
export type PostOffice = z.infer<typeof postOfficeSchema>;

export const nearbyPostOfficeSchema = postOfficeSchema.extend({
  /** Great-circle distance from the asked point in metres, rounded. */
  distance: z.number().int(),
});
export type NearbyPostOffice = z.infer<typeof nearbyPostOfficeSchema>;

/** `GET /v1/post-offices/serving` (path not shown in the spec): the offices that serve a saved address. */
export const servingPostOfficesQuerySchema = z.object({
  addressId: z.string({ error: 'validation_required' }).min(1, { error: 'validation_required' }).max(64),
  limit: nearbyPostOfficesQuerySchema.shape.limit,
});
export type ServingPostOfficesQuery = z.infer<typeof servingPostOfficesQuerySchema>;

/** The serving offices, nearest first, with the rule that chose them (so an empty list can say why). */
export const servingPostOfficesSchema = z.object({
  /** The address's province code and its name in the reader's language. */
  province: z.string(),
  provinceName: z.string(),
  /** POST_OFFICE_SERVICE_RADIUS_KM, answered so that clients state the rule the server applied. */
  radiusKm: z.number(),
  postOffices: z.array(nearbyPostOfficeSchema),
});
export type ServingPostOffices = z.infer<typeof servingPostOfficesSchema>;

export const ROUTE_SIDES = ['origin', 'destination'] as const;
export type RouteSide = (typeof ROUTE_SIDES)[number];

/** One side of a route: its province and the offices there in code order. */
export const dropPointSideSchema = z.object({
  side: z.enum(ROUTE_SIDES),
  province: z.string(),
  provinceName: z.string(),
  postOffices: z.array(postOfficeSchema),
});
export type DropPointSide = z.infer<typeof dropPointSideSchema>;
