import type {
  CapacityCheck,
  CapacityCheckRequest,
  CargoAirport,
  CargoFee,
  CargoFeeRequest,
  CreateCargoOrderRequest,
  DimensionSummary,
  DimensionSummaryRequest,
  FlightSearchRequest,
  FlightsByDate,
} from '@skyparcel/domain/cargo-contracts';
import type { CreatedOrder, PaymentHandOff } from '@skyparcel/domain/order-contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/*
 * Cargo Direct's calls (spec 2 section 7). Every one needs a business account with a contract;
 * the page is only shown to those, and the server refuses everyone else.
 */

export const CARGO_KEY = ['cargo'] as const;

/** The airports that collect from the sender's province, nearest first (`GET /v2/cargo/departure-available`). */
export function departureAirportsQueryOptions(provinceCode: string, language: string) {
  return queryOptions({
    queryKey: [...CARGO_KEY, 'departure', provinceCode, language],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ province_code: provinceCode });
      return (await apiRequest<CargoAirport[]>(`/v2/cargo/departure-available?${query}`, { signal })).data;
    },
    staleTime: 10 * 60_000,
    retry: false,
  });
}

type ArrivalQuery = { provinceCode: string; departureAirport: string; weight: number };

/** The airports that deliver to the receiver's province from the departure airport (`GET /v2/cargo/arrival-available`). */
export function arrivalAirportsQueryOptions(
  { provinceCode, departureAirport, weight }: ArrivalQuery,
  language: string,
) {
  return queryOptions({
    queryKey: [...CARGO_KEY, 'arrival', provinceCode, departureAirport, weight, language],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({
        province_code: provinceCode,
        departure_airport: departureAirport,
        weight: String(weight),
      });
      return (await apiRequest<CargoAirport[]>(`/v2/cargo/arrival-available?${query}`, { signal })).data;
    },
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** The pieces' volumetric weight and the weight charged (`POST /v1/orders/summary-dimension-weight`). */
export function dimensionSummaryQueryOptions(request: DimensionSummaryRequest) {
  return queryOptions({
    queryKey: [...CARGO_KEY, 'dimension-summary', request],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<DimensionSummary>('/v1/orders/summary-dimension-weight', {
          method: 'POST',
          body: request,
          signal,
        })
      ).data,
    retry: false,
  });
}

export type FlightSearchResult = { flights: FlightsByDate; fromDate: string; toDate: string; chargeWeight: number };

/** The flights of the window by date, each with its load for this shipment (`POST /v2/cargo/available-flights`). */
export async function searchFlights(request: FlightSearchRequest): Promise<FlightSearchResult> {
  const { data, meta } = await apiRequest<FlightsByDate>('/v2/cargo/available-flights', {
    method: 'POST',
    body: request,
  });
  const window = meta as { fromDate: string; toDate: string; chargeWeight: number };
  return { flights: data, fromDate: window.fromDate, toDate: window.toDate, chargeWeight: window.chargeWeight };
}

/** The fee the order will charge on the chosen flight, and how it may be paid (`POST /v2/cargo/recalculate-fee`). */
export function cargoFeeQueryOptions(request: CargoFeeRequest, language: string) {
  return queryOptions({
    queryKey: [...CARGO_KEY, 'fee', request, language],
    queryFn: async ({ signal }) =>
      (await apiRequest<CargoFee>('/v2/cargo/recalculate-fee', { method: 'POST', body: request, signal })).data,
    retry: false,
  });
}

/** May the shipment still go on the flight (`POST /v2/cargo/book-flight`), asked right before ordering. */
export async function checkCapacity(request: CapacityCheckRequest): Promise<CapacityCheck> {
  return (await apiRequest<CapacityCheck>('/v2/cargo/book-flight', { method: 'POST', body: request })).data;
}

/** `POST /v2/cargo/create-order`; the Idempotency-Key makes a retried submit answer the first order. */
export async function createCargoOrder(request: CreateCargoOrderRequest, idempotencyKey: string) {
  const { data, meta } = await apiRequest<CreatedOrder>('/v2/cargo/create-order', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return { order: data, custom: (meta.custom ?? null) as PaymentHandOff | null };
}
