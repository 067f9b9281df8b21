import { z } from 'zod';
import { ADJUSTMENT_DIRECTIONS } from './fee-adjustment-rules.ts';
import { feeAdjustmentSchema, orderDetailSchema, trackingLineSchema } from './order-history-contracts.ts';
import { shipmentFields } from './shipment-rules.ts';
import { ORDER_STATUSES, TRACKING_EVENT_KINDS, TRACKING_STEP_NAMES } from './tracking-rules.ts';

/*
 * The operations API (staff only): what moves an order along its journey. The customer's side
 * reads the result through the order list, detail and live stream.
 */

export { STAFF_ROLES, type StaffRole } from './staff-roles.ts';

/**
 * Creation and cancellation have their own calls, and so has READY_TO_SHIP: only the security
 * check, which weighs the parcel, makes it ready. A scan records any other kind.
 */
const isScannable = (kind: string) => kind !== 'CREATED' && kind !== 'CANCELLED' && kind !== 'READY_TO_SHIP';

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

/**
 * `POST /ops/v1/orders/{id}/security-check`: what the hub weighed and measured. The parcel may
 * move to another flight of its route (`flightId`) when its own has no room for the new weight.
 */
export const securityCheckRequestSchema = z.object({
  weight: shipmentFields.weight,
  dimension: shipmentFields.dimension,
  flightId: z.uuid({ error: 'validation_invalid' }).optional(),
  hubName: recordScanRequestSchema.shape.hubName,
});
export type SecurityCheckRequest = z.infer<typeof securityCheckRequestSchema>;

/** The security check's step (READY_TO_SHIP) and the fee adjustment it made. */
export const securityCheckedSchema = recordedScanSchema.extend({ adjustment: feeAdjustmentSchema });
export type SecurityChecked = z.infer<typeof securityCheckedSchema>;

/** `POST /ops/v1/orders/{id}/no-show`: the receiver was not there; the note says what happened. */
export const noShowRequestSchema = z.object({
  note: z.string().trim().max(200, { error: 'validation_invalid' }).optional(),
});
export type NoShowRequest = z.infer<typeof noShowRequestSchema>;

export const noShowChargedSchema = z.object({
  orderId: z.string(),
  uuid: z.uuid(),
  adjustment: feeAdjustmentSchema,
});
export type NoShowCharged = z.infer<typeof noShowChargedSchema>;

/** Whether a scan records this kind: every kind but those with their own call (see `isScannable`). */
export const isScannableKind = isScannable;

/** A flight as the hub desk weighs it: when it leaves and how much room it has (kg). */
export const deskFlightSchema = z.object({
  id: z.uuid(),
  flightNumber: z.string(),
  origin: z.string(),
  destination: z.string(),
  departureAt: z.iso.datetime(),
  arrivalAt: z.iso.datetime(),
  capacity: z.number(),
  remaining: z.number(),
});
export type DeskFlight = z.infer<typeof deskFlightSchema>;

/**
 * `GET /ops/v1/orders/{id}` (uuid or code): an order as the hub desk shows it after a scan: the
 * order as its customer reads it, its latest step, and only what may be done next (the same rules
 * the calls enforce): the kinds a scan may record, whether the security check, a flight move or
 * the no-show fee may follow, its flight and the later flights of its route it may move to.
 */
export const deskOrderSchema = z.object({
  order: orderDetailSchema,
  step: z.enum(TRACKING_STEP_NAMES),
  scans: z.array(z.enum(TRACKING_EVENT_KINDS)),
  securityCheck: z.boolean(),
  flightMove: z.boolean(),
  noShow: z.boolean(),
  flight: deskFlightSchema.nullable(),
  laterFlights: z.array(deskFlightSchema),
});
export type DeskOrder = z.infer<typeof deskOrderSchema>;

/**
 * `POST /ops/v1/orders/{id}/security-check/preview`: what the security check would do with this
 * measurement, before the clerk confirms it; nothing is written. The new total and the money that
 * follows (a recharge to ask for, a refund to send), the weight then charged, and whether the
 * booked flight still has room for it (if not, the clerk chooses a later flight).
 */
export const securityCheckPreviewSchema = z.object({
  previousTotal: z.number().int(),
  newTotal: z.number().int(),
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  bookedChargeableWeight: z.number(),
  chargeableWeight: z.number(),
  flightHasRoom: z.boolean(),
});
export type SecurityCheckPreview = z.infer<typeof securityCheckPreviewSchema>;
