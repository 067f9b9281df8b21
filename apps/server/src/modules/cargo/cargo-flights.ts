import type {
  CapacityCheck,
  CapacityCheckRequest,
  CargoFee,
  CargoFeeRequest,
  CargoFlight,
  DimensionSummary,
  DimensionSummaryRequest,
  FlightSearchRequest,
  FlightsByDate,
} from '@skyparcel/domain/cargo-contracts';
import {
  CARGO_LIMITS,
  type DimensionLine,
  isSelectableLoad,
  loadLevelOf,
  oversizedLines,
  piecesOf,
  searchWindow,
  summarizeDimensions,
} from '@skyparcel/domain/cargo-rules';
import { errorMessage } from '@skyparcel/domain/messages';
import { addDays, vietnamDay, vietnamInstant } from '@skyparcel/domain/time-zones';
import { kilogramsOf } from '@skyparcel/domain/weights';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { type CargoFlightRow as FlightRow, listRouteFlights } from '../flights/cargo-flights-view.ts';
import { getLiveFlight } from '../flights/live-flights.ts';
import { paymentOptions } from '../payments/payment-options.ts';
import { assertCargoRoute } from './cargo-airports.ts';
import { type CargoSettings, cargoShippingFee, handoverTimes, loadCargoSettings } from './cargo-settings.ts';

/**
 * A shipment's summary and chargeable weight, refused when a piece is larger than Cargo Direct
 * carries or the chargeable weight is under its 45 kg (the summary rides along in `data`).
 */
export function measureShipment(
  settings: CargoSettings,
  shipment: { weight: number; dimension: readonly DimensionLine[] },
): DimensionSummary {
  const volumetric = summarizeDimensions(shipment.dimension, shipment.weight, settings.volumetricDivisor);
  const summary = { ...volumetric, pieces: piecesOf(shipment.dimension) };
  const [oversized] = oversizedLines(shipment.dimension);
  if (oversized !== undefined) {
    throw new AppError('CARGO_PIECE_TOO_LARGE', { params: { line: oversized + 1 }, data: summary });
  }
  if (summary.chargeWeight < CARGO_LIMITS.minChargeableKg) {
    throw new AppError('CARGO_BELOW_MIN_CHARGEABLE_WEIGHT', {
      params: { min: CARGO_LIMITS.minChargeableKg, weight: summary.chargeWeight },
      data: summary,
    });
  }
  return summary;
}

/** `POST /v1/orders/summary-dimension-weight`. */
export async function summarizeShipment(call: CallContext<DimensionSummaryRequest>): Promise<DimensionSummary> {
  const settings = await loadCargoSettings(call.db);
  return measureShipment(settings, { weight: call.input.weight, dimension: call.input.dimensions });
}

/** The room (kg, to 0.1) a flight keeps after a shipment. */
const roomAfter = (flight: FlightRow, chargeKg: number) => Math.round(flight.remainingG / 100 - chargeKg * 10) / 10;

/** A flight takes bookings until its goods must be at the airport. */
export const isOpenForBooking = (settings: CargoSettings, flight: FlightRow, now: Date) =>
  handoverTimes(settings, flight).collectionTime > now;

function toCargoFlight(flight: FlightRow, settings: CargoSettings, chargeKg: number, price: number): CargoFlight {
  const { collectionTime, deliveryTime } = handoverTimes(settings, flight);
  const capacity = kilogramsOf(flight.capacityG);
  const remainwt = roomAfter(flight, chargeKg);
  return {
    flightId: flight.id,
    flightNumber: flight.flightNumber,
    departureAirport: flight.origin,
    arrivalAirport: flight.destination,
    startTime: flight.departureAt.toISOString(),
    minEndTime: flight.arrivalAt.toISOString(),
    collectionTime: collectionTime.toISOString(),
    deliveryTime: deliveryTime.toISOString(),
    remainwt,
    capacity,
    loadLevel: loadLevelOf(remainwt, capacity),
    price,
    currency: 'VND',
    aircraft: flight.aircraft,
    kind: flight.kind,
  };
}

/** The window's refusal at its field (spec 2 section 5: today to 30 days ahead, the end not before the start). */
function windowIssue(issue: 'range' | 'past' | 'too_far'): AppError {
  if (issue === 'past') return AppError.validation([{ field: 'fromDate', code: 'validation_date_past' }]);
  if (issue === 'range') return AppError.validation([{ field: 'toDate', code: 'validation_date_range_order' }]);
  return AppError.validation([
    { field: 'toDate', code: 'validation_date_too_far', params: { max: CARGO_LIMITS.maxDaysAhead } },
  ]);
}

/**
 * `POST /v2/cargo/available-flights`: the route's flights in the asked range trimmed to 5 days,
 * by Vietnamese date (every day of the window present, empty or not), each with its load for
 * this shipment and its price. A flight whose collection time has passed is no longer offered.
 */
export async function searchCargoFlights(call: CallContext<FlightSearchRequest>) {
  const { input, db, now } = call;
  const window = searchWindow(input, vietnamDay(now));
  if (window.issue) throw windowIssue(window.issue);
  const settings = await assertCargoRoute(db, input);
  const { chargeWeight } = measureShipment(settings, input);
  const { price } = cargoShippingFee(settings, input.productCode, chargeWeight);
  const flights = await listRouteFlights(db, {
    origin: input.departureAirport,
    destination: input.arrivalAirport,
    from: vietnamInstant(window.fromDate, '00:00'),
    to: vietnamInstant(addDays(window.toDate, 1), '00:00'),
  });
  const byDate: FlightsByDate = {};
  for (let day = window.fromDate; day <= window.toDate; day = addDays(day, 1)) byDate[day] = [];
  for (const flight of flights) {
    if (!isOpenForBooking(settings, flight, now)) continue;
    byDate[vietnamDay(flight.departureAt)]?.push(toCargoFlight(flight, settings, chargeWeight, price));
  }
  return { data: byDate, meta: { fromDate: window.fromDate, toDate: window.toDate, chargeWeight } };
}

/**
 * `POST /v2/cargo/book-flight`, the capacity check before ordering: may this shipment still go on
 * this flight (enough or low load, still open)? The order itself books under the flight's lock.
 */
export async function checkFlightCapacity(call: CallContext<CapacityCheckRequest>): Promise<CapacityCheck> {
  const { input, db, now, language } = call;
  const flight = await getLiveFlight(db, input.flightId);
  if (!flight) throw new AppError('FLIGHT_NOT_FOUND');
  const settings = await loadCargoSettings(db);
  const { chargeWeight } = measureShipment(settings, input);
  const remainwt = roomAfter(flight, chargeWeight);
  const loadLevel = loadLevelOf(remainwt, kilogramsOf(flight.capacityG));
  const isAvailable = isOpenForBooking(settings, flight, now) && isSelectableLoad(loadLevel);
  return { isAvailable, message: isAvailable ? '' : errorMessage(language, 'load_not_available'), remainwt, loadLevel };
}

/** `POST /v2/cargo/recalculate-fee`: the shipping fee of this shipment on this flight (the order's total). */
export async function recalculateCargoFee(call: CallContext<CargoFeeRequest>): Promise<CargoFee> {
  const { input, db } = call;
  const flight = await getLiveFlight(db, input.flightId);
  if (!flight) throw new AppError('FLIGHT_NOT_FOUND');
  const settings = await assertCargoRoute(db, {
    departureAirport: flight.origin,
    arrivalAirport: flight.destination,
    productCode: input.productCode,
  });
  const { chargeWeight } = measureShipment(settings, input);
  const paymentConfig = await paymentOptions(db, call.userId, call.payments, 'VND');
  return {
    ...cargoShippingFee(settings, input.productCode, chargeWeight),
    chargeWeight,
    currency: 'VND',
    paymentConfig,
  };
}
