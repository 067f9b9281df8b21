import { z } from 'zod';
import { trackingLineSchema } from './order-history-contracts.ts';
import { ORDER_STATUSES, TRACKING_EVENT_KINDS, TRACKING_STEP_NAMES } from './tracking-rules.ts';

/*
 * The operations API (staff only): what moves an order along its journey. The customer's side
 * reads the result through the order list, detail and live stream.
 */

/** Creation and cancellation have their own calls; a scan records any other kind. */
const isScannable = (kind: string) => kind !== 'CREATED' && kind !== 'CANCELLED';

/** `POST /ops/v1/orders/{id}/events`: a scan of the parcel; the server decides which step of that kind follows. */
export const recordScanRequestSchema = z.object({
  kind: z
    .enum(TRACKING_EVENT_KINDS, { error: 'validation_invalid' })
    .refine(isScannable, { error: 'validation_invalid' }),
  /** Where it happened: the post office, hub or airport. */
  hubName: z
    .string()
    .trim()
    .min(1, { error: 'validation_required' })
    .max(120, { error: 'validation_invalid' })
    .optional(),
  /** When it happened, if not now (a scan uploaded late); never in the future. */
  occurredAt: z.iso.datetime({ error: 'validation_invalid' }).optional(),
});
export type RecordScanRequest = z.infer<typeof recordScanRequestSchema>;

/** What a recorded scan did to the order. */
export const recordedScanSchema = z.object({
  orderId: z.string(),
  uuid: z.uuid(),
  status: z.enum(ORDER_STATUSES),
  step: z.enum(TRACKING_STEP_NAMES),
  line: trackingLineSchema,
});
export type RecordedScan = z.infer<typeof recordedScanSchema>;

/** `POST /ops/v1/orders/{id}/flight`: moves the order, and its booked weight, to another flight of its route. */
export const assignFlightRequestSchema = z.object({
  flightId: z.uuid({ error: 'validation_invalid' }),
  hubName: recordScanRequestSchema.shape.hubName,
});
export type AssignFlightRequest = z.infer<typeof assignFlightRequestSchema>;
