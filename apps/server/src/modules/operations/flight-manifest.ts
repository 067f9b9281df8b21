import type { FlightManifest, OpsFlight } from '@skyparcel/domain/flight-manifest-contracts';
import { instantsOfDays } from '@skyparcel/domain/time-zones';
import { kilogramsOf } from '@skyparcel/domain/weights';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { getLiveFlight, type LiveFlightRow, listFlightsDeparting } from '../flights/live-flights.ts';
import { manifestLinesOf, orderCountsOnFlights } from '../orders/order-operations.ts';
import { deskFlightOf } from './desk-order.ts';

/** `GET /ops/v1/flights?date=`: every flight leaving on a Vietnamese day, all routes, with its load. */
export async function listDayFlights(call: CallContext<{ date: string }>): Promise<OpsFlight[]> {
  const { db, input } = call;
  const flights = await listFlightsDeparting(db, instantsOfDays({ fromDate: input.date, toDate: input.date }));
  const counts = await orderCountsOnFlights(
    db,
    flights.map((flight) => flight.id),
  );
  return flights.map((flight) => opsFlightOf(flight, counts.get(flight.id) ?? 0));
}

/** `GET /ops/v1/flights/{id}/manifest`: the flight and the orders it carries; an unknown flight is NOT_FOUND. */
export async function getFlightManifest(call: Pick<CallContext<{ id: string }>, 'db' | 'input' | 'language'>) {
  const { db, input, language } = call;
  const flight = await getLiveFlight(db, input.id);
  if (!flight) throw new AppError('NOT_FOUND');
  const lines = await manifestLinesOf(db, flight.id, language);
  return { flight: opsFlightOf(flight, lines.length), lines } satisfies FlightManifest;
}

function opsFlightOf(flight: LiveFlightRow, orders: number): OpsFlight {
  return { ...deskFlightOf(flight), booked: kilogramsOf(flight.capacityG - flight.remainingG), orders };
}
