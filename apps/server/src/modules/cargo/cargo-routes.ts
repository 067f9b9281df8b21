import {
  arrivalAirportsQuerySchema,
  capacityCheckRequestSchema,
  capacityCheckSchema,
  cargoAirportSchema,
  cargoFeeRequestSchema,
  cargoFeeSchema,
  createCargoOrderRequestSchema,
  departureAirportsQuerySchema,
  dimensionSummaryRequestSchema,
  dimensionSummarySchema,
  flightSearchMetaSchema,
  flightSearchRequestSchema,
  flightsByDateSchema,
  provinceAirportsQuerySchema,
} from '@skyparcel/domain/cargo-contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customerCalls } from '../../http/customer-calls.ts';
import { PLACED_ORDER_CONTRACT, placeOrderCall } from '../orders/place-order-call.ts';
import { listArrivalAirports, listDepartureAirports, listProvinceAirports } from './cargo-airports.ts';
import { checkFlightCapacity, recalculateCargoFee, searchCargoFlights, summarizeShipment } from './cargo-flights.ts';
import { buildCargoOffer } from './cargo-offer.ts';

const FOR_CONTRACT_CUSTOMERS =
  ' Business accounts with a Cargo Direct contract only: any other account is 403 CARGO_DIRECT_CONTRACT_REQUIRED.';

/** Cargo Direct's calls (spec 2 section 7), every one behind the contract guard, its order included. */
export async function cargoRoutes(app: FastifyInstance) {
  const calls = customerCalls(app, ['cargo'], { cargoContractOnly: true });

  calls.get(
    '/v2/cargo/departure-available',
    {
      description:
        "The airports Cargo Direct flies from that collect from the sender's province (provinceCode), nearest " +
        'first, each with the commodities it accepts; none is 422 validation_airport_not_available.' +
        FOR_CONTRACT_CUSTOMERS,
      query: departureAirportsQuerySchema,
      answer: z.array(cargoAirportSchema),
    },
    listDepartureAirports,
  );

  calls.get(
    '/v2/cargo/arrival-available',
    {
      description:
        "The airports near the receiver's province that the schedule flies to from departureAirport, with the " +
        'commodities both ends accept. Only the departure airport itself is 422 validation_airport_same; none is ' +
        'validation_airport_not_support.' +
        FOR_CONTRACT_CUSTOMERS,
      query: arrivalAirportsQuerySchema,
      answer: z.array(cargoAirportSchema),
    },
    listArrivalAirports,
  );

  calls.get(
    '/v2/cargo/airport-with-province',
    {
      description:
        'The airports serving a province (province_code), with isSupport telling which take Cargo Direct.' +
        FOR_CONTRACT_CUSTOMERS,
      query: provinceAirportsQuerySchema,
      answer: z.array(cargoAirportSchema),
    },
    listProvinceAirports,
  );

  calls.post(
    '/v1/orders/summary-dimension-weight',
    {
      description:
        'The volumetric weight of up to 10 dimension lines and the chargeable weight. A piece over 140 × 65 × 70 cm ' +
        'is 422 CARGO_PIECE_TOO_LARGE, a chargeable weight under 45 kg 422 CARGO_BELOW_MIN_CHARGEABLE_WEIGHT, both ' +
        'with the summary in data.' +
        FOR_CONTRACT_CUSTOMERS,
      body: dimensionSummaryRequestSchema,
      answer: dimensionSummarySchema,
    },
    summarizeShipment,
  );

  calls.post(
    '/v2/cargo/available-flights',
    {
      description:
        'The flights of a route from fromDate to toDate (Vietnamese dates; a range over 5 days is trimmed to its ' +
        'first 5, meta says which; beyond 30 days ahead is refused), by date, each with the room left after this ' +
        'shipment (remainwt), its load level, capacity, price and aircraft.' +
        FOR_CONTRACT_CUSTOMERS,
      body: flightSearchRequestSchema,
      answer: flightsByDateSchema,
      meta: flightSearchMetaSchema,
    },
    searchCargoFlights,
  );

  calls.post(
    '/v2/cargo/book-flight',
    {
      description:
        'The capacity check before ordering: isAvailable when the flight still takes the shipment (enough or low ' +
        'load, collection time not passed), else the reason in message. Books nothing: the order does.' +
        FOR_CONTRACT_CUSTOMERS,
      body: capacityCheckRequestSchema,
      answer: capacityCheckSchema,
    },
    checkFlightCapacity,
  );

  calls.post(
    '/v2/cargo/recalculate-fee',
    {
      description: "The shipping fee of the shipment on the flight, the order's total." + FOR_CONTRACT_CUSTOMERS,
      body: cargoFeeRequestSchema,
      answer: cargoFeeSchema,
    },
    recalculateCargoFee,
  );

  calls.post(
    '/v2/cargo/create-order',
    {
      description:
        "Creates a Cargo Direct order and books its chargeable weight on the flight in the order's transaction. " +
        'A flight that no longer has the room is 409 load_not_available (nothing kept); a total that is not the ' +
        "server's is 409 PRICE_CHANGED. meta.custom has the payment URL or window for a gateway. " +
        'Idempotency-Key as for POST /v1/order.' +
        FOR_CONTRACT_CUSTOMERS,
      ...PLACED_ORDER_CONTRACT,
      body: createCargoOrderRequestSchema,
    },
    placeOrderCall(buildCargoOffer),
  );
}
