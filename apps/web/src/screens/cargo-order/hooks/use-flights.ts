import type { FlightSearchRequest } from '@skyparcel/domain/cargo-contracts';
import { useQuery } from '@tanstack/react-query';
import { CARGO_KEY, cargoFeeQueryOptions, searchFlights } from '../../../features/cargo/api/cargo-api.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { CargoBill } from '../bill.ts';

export const flightSearchKey = (search: FlightSearchRequest | null) => [...CARGO_KEY, 'flights', search] as const;

/** The flights of the search sent, each with its live load; asked again when the search is repeated. */
export function useFlightResults(search: FlightSearchRequest | null) {
  return useQuery({
    queryKey: flightSearchKey(search),
    queryFn: () => searchFlights(search as FlightSearchRequest),
    enabled: search !== null,
    retry: false,
    // The load changes as others book: a result a minute old is asked again on the next visit.
    staleTime: 60_000,
  });
}

/** The fee on the chosen flight for the shipment searched, and the payment methods that may pay it. */
export function useCargoFee(bill: CargoBill) {
  const language = useLanguage();
  const { flight, search } = bill.details;
  const request =
    flight && search
      ? {
          flightId: flight.flightId,
          productCode: search.productCode,
          weight: search.weight,
          dimension: search.dimension,
        }
      : null;
  const fee = useQuery({
    ...cargoFeeQueryOptions(request ?? { flightId: '', productCode: '', weight: 0, dimension: [] }, language),
    enabled: request !== null,
  });
  return request ? fee : null;
}
