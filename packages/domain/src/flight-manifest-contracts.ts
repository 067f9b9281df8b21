import { z } from 'zod';
import { deskFlightSchema } from './operations-contracts.ts';
import { ORDER_STATUSES, TRACKING_STEP_NAMES } from './tracking-rules.ts';

/*
 * The hub's flights (issue 39, staff only): the day's flights with what is booked on each, and a
 * flight's manifest, the parcels and Cargo Direct bookings it carries, on screen and printed.
 */

/** `GET /ops/v1/flights?date=`: a Vietnamese calendar day (the hub's), YYYY-MM-DD. */
export const opsFlightsQuerySchema = z.object({
  date: z.iso.date({ error: 'validation_invalid' }),
});

/** A flight with its load: booked and free weight (kg) and how many orders it carries. */
export const opsFlightSchema = deskFlightSchema.extend({
  booked: z.number(),
  orders: z.number().int(),
});
export type OpsFlight = z.infer<typeof opsFlightSchema>;

/** One order on a flight as the manifest lists it. */
export const manifestLineSchema = z.object({
  orderId: z.string(),
  uuid: z.uuid(),
  platform: z.enum(['c2c', 'cargo']),
  status: z.enum(ORDER_STATUSES),
  step: z.enum(TRACKING_STEP_NAMES),
  receiverName: z.string(),
  /** The receiver's province, in the reader's language. */
  destination: z.string(),
  /** What the hub weighed, or the declared weight before the security check (kg). */
  weight: z.number(),
  chargeableWeight: z.number(),
  /** Whether the hub has weighed and passed it (the security check). */
  checked: z.boolean(),
});
export type ManifestLine = z.infer<typeof manifestLineSchema>;

/** `GET /ops/v1/flights/{id}/manifest`: the flight and its orders in code order. */
export const flightManifestSchema = z.object({
  flight: opsFlightSchema,
  lines: z.array(manifestLineSchema),
});
export type FlightManifest = z.infer<typeof flightManifestSchema>;

export const flightParamsSchema = z.object({ id: z.uuid({ error: 'validation_invalid' }) });
