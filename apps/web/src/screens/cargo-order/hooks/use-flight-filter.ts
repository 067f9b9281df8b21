import { CARGO_LIMITS, oversizedLines } from '@skyparcel/domain/cargo-rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  arrivalAirportsQueryOptions,
  departureAirportsQueryOptions,
  dimensionSummaryQueryOptions,
} from '../../../features/cargo/api/cargo-api.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { type CargoBill, changeFilter, completeLines } from '../bill.ts';
import type { BillUpdate } from './use-cargo-bill.ts';

/**
 * The airports for the chosen addresses: the sender's province gives the departure airports, the
 * receiver's and the departure the arrival ones (with the commodities both ends take). The first
 * of each is chosen when none is, or the chosen one is no longer offered (spec 2 section 4).
 */
function useAirports(bill: CargoBill, update: BillUpdate) {
  const language = useLanguage();
  const { filter } = bill.details;
  const senderProvince = bill.senderAddress?.province ?? '';
  const receiverProvince = bill.receiverAddress?.province ?? '';
  const departures = useQuery({
    ...departureAirportsQueryOptions(senderProvince, language),
    enabled: senderProvince !== '',
  });
  const departureAirport = filter.departureAirport ?? '';
  const arrivals = useQuery({
    ...arrivalAirportsQueryOptions(
      // The spec's client sends weight 1: the airports do not depend on what is typed in the weight field.
      { provinceCode: receiverProvince, departureAirport, weight: 1 },
      language,
    ),
    enabled: receiverProvince !== '' && departureAirport !== '',
    placeholderData: keepPreviousData,
  });
  const departureList = departures.data;
  useEffect(() => {
    const [first] = departureList ?? [];
    if (first && !departureList?.some((airport) => airport.key === filter.departureAirport)) {
      update(changeFilter, { departureAirport: first.key });
    }
  }, [departureList, filter.departureAirport, update]);
  const arrivalList = arrivals.isPlaceholderData ? undefined : arrivals.data;
  useEffect(() => {
    const [first] = arrivalList ?? [];
    if (first && !arrivalList?.some((airport) => airport.key === filter.arrivalAirport)) {
      update(changeFilter, { arrivalAirport: first.key });
    }
  }, [arrivalList, filter.arrivalAirport, update]);
  const arrival = arrivalList?.find((airport) => airport.key === filter.arrivalAirport);
  return { departures, arrivals, commodities: arrival?.commodity ?? [] };
}

/**
 * The dimension summary, asked only when the commodity is set, the weight above 0 and every
 * line complete (spec 2 section 5); pieces over the size limit are named before any call.
 */
function useDimensionSummary(bill: CargoBill) {
  const { filter } = bill.details;
  const lines = completeLines(filter.lines);
  const tooLarge = lines ? oversizedLines(lines) : [];
  const weight = filter.weight ?? 0;
  const isWeightInRange = weight >= CARGO_LIMITS.weight.min && weight <= CARGO_LIMITS.weight.max;
  const canAsk = Boolean(filter.productCode) && isWeightInRange && lines !== null && tooLarge.length === 0;
  const summary = useQuery({
    ...dimensionSummaryQueryOptions({ dimensions: lines ?? [], weight }),
    enabled: canAsk,
  });
  return { summary: canAsk ? summary : null, tooLarge };
}

export function useFlightFilter(bill: CargoBill, update: BillUpdate) {
  return { ...useAirports(bill, update), ...useDimensionSummary(bill) };
}
