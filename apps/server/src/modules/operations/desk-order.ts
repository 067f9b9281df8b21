import { adjustmentDirection } from '@skyparcel/domain/fee-adjustment-rules';
import {
  type DeskFlight,
  type DeskOrder,
  isScannableKind,
  type SecurityCheckPreview,
  type SecurityCheckRequest,
} from '@skyparcel/domain/operations-contracts';
import { TRACKING_STEPS, type TrackingStep } from '@skyparcel/domain/tracking-rules';
import { gramsOf, kilogramsOf } from '@skyparcel/domain/weights';
import type { CallContext } from '../../http/call-context.ts';
import { type LiveFlightRow as FlightRow, getLiveFlight, listRouteFlightsLive } from '../flights/live-flights.ts';
import { repriceMeasured } from '../orders/adjust-order-fees.ts';
import { orderDetailOf } from '../orders/order-history.ts';
import { findOrderForOperations } from '../orders/order-operations.ts';

/** How far ahead the desk offers later flights: a parcel waits a week at most for room. */
const LATER_FLIGHTS_MS = 7 * 86_400_000;

/**
 * `GET /ops/v1/orders/{id}`: the order a clerk scanned, and only what may be done next: the same
 * journey table (tracking-rules.ts) and one-adjustment-per-kind rule the operations calls enforce,
 * so the desk never offers a step the server would refuse.
 */
export async function getDeskOrder(call: CallContext<{ id: string }>): Promise<DeskOrder> {
  const order = await findOrderForOperations(call.db, call.input.id);
  const [detail, booked] = await Promise.all([
    orderDetailOf(call, order),
    order.flightId ? getLiveFlight(call.db, order.flightId) : undefined,
  ]);
  const latest = detail.trackingInfoVenus.at(-1);
  if (!latest) throw new Error(`order ${order.id} has no journey`);
  const step = latest.step as TrackingStep;
  const next = TRACKING_STEPS[step].next;
  const adjusted = new Set(detail.adjustments.map((adjustment) => adjustment.kind));
  const flightMove = booked !== undefined && next.includes('FLIGHT_ASSIGNED');
  return {
    order: detail,
    step,
    // The step again (a parcel moved to a later flight) is the flight move's, which names the flight.
    scans: [
      ...new Set(next.filter((candidate) => candidate !== step).map((candidate) => TRACKING_STEPS[candidate].kind)),
    ].filter(isScannableKind),
    securityCheck: next.includes('READY_TO_SHIP') && !adjusted.has('SECURITY_CHECK'),
    flightMove,
    noShow: order.status === 'RECEIVING' && !adjusted.has('NO_SHOW'),
    flight: booked ? deskFlightOf(booked) : null,
    laterFlights: flightMove && booked ? await laterFlightsThan(call, booked) : [],
  };
}

/** The flights of the booked one's route that leave after now within the week, the booked one left out. */
async function laterFlightsThan(call: Pick<CallContext<unknown>, 'db' | 'now'>, booked: FlightRow) {
  const flights = await listRouteFlightsLive(call.db, {
    origin: booked.origin,
    destination: booked.destination,
    from: call.now,
    to: new Date(call.now.getTime() + LATER_FLIGHTS_MS),
  });
  return flights.filter((flight) => flight.id !== booked.id && flight.kind === booked.kind).map(deskFlightOf);
}

export function deskFlightOf(flight: FlightRow): DeskFlight {
  return {
    id: flight.id,
    flightNumber: flight.flightNumber,
    origin: flight.origin,
    destination: flight.destination,
    departureAt: flight.departureAt.toISOString(),
    arrivalAt: flight.arrivalAt.toISOString(),
    capacity: kilogramsOf(flight.capacityG),
    remaining: kilogramsOf(flight.remainingG),
  };
}

/**
 * `POST /ops/v1/orders/{id}/security-check/preview`: the security check's price without writing
 * anything: the order re-priced with the same function the check itself uses (repriceMeasured),
 * against its total now, and whether its flight has room for the new chargeable weight.
 */
export async function previewSecurityCheck(
  call: CallContext<SecurityCheckRequest & { id: string }>,
): Promise<SecurityCheckPreview> {
  const { db, input, language } = call;
  const order = await findOrderForOperations(db, input.id);
  const measured = { weightG: gramsOf(input.weight), dimension: input.dimension };
  const [changeOf, booked] = await Promise.all([
    repriceMeasured(db, order, measured, language),
    order.flightId ? getLiveFlight(db, order.flightId) : undefined,
  ]);
  const change = changeOf({ total: order.total, noShowFee: order.noShowFee, status: order.status });
  const chargeableWeightG = change.chargeableWeightG ?? order.chargeableWeightG;
  const direction = adjustmentDirection(order.total, change.total);
  return {
    previousTotal: order.total,
    newTotal: change.total,
    direction,
    amount: Math.abs(change.total - order.total),
    currency: order.currency,
    bookedChargeableWeight: kilogramsOf(order.chargeableWeightG),
    chargeableWeight: kilogramsOf(chargeableWeightG),
    flightHasRoom: !booked || booked.remainingG >= chargeableWeightG - order.chargeableWeightG,
  };
}
