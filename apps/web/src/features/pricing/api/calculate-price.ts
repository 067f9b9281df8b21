import { useDebouncedValue } from '@mantine/hooks';
import type { PriceAnswer, PriceRequestBody as PriceRequest } from '@skyparcel/domain/pricing-contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export async function calculatePrice(request: PriceRequest, signal?: AbortSignal): Promise<PriceAnswer> {
  const { data } = await apiRequest<PriceAnswer>('/v1/order/calculate-price', {
    method: 'POST',
    body: request,
    signal,
  });
  return data;
}

/** Inputs settle for this long before the price is asked again (spec 1 section 9). */
export const PRICE_DEBOUNCE_MS = 500;

/**
 * The delivery methods for the current inputs, asked again whenever one changes (debounced).
 * The query consumes its AbortSignal, so TanStack Query cancels the request of inputs that
 * changed meanwhile; the previous answer stays on screen while the next one loads.
 */
export function useDeliveryMethods(request: PriceRequest | null) {
  const [settled] = useDebouncedValue(request, PRICE_DEBOUNCE_MS);
  const language = useLanguage();
  const isSettling = JSON.stringify(settled) !== JSON.stringify(request);
  const query = useQuery({
    queryKey: ['pricing', settled, language],
    queryFn: ({ signal }) => calculatePrice(settled as PriceRequest, signal),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
  return { ...query, isSettling, hasInputs: request !== null };
}
