import type { EstimatePlaces, PriceEstimate, PriceEstimateRequest } from '@skyparcel/domain/price-estimate-contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** The provinces the calculator offers, named in the page's language (`GET /v1/price-estimate/places`, public). */
export function useEstimatePlaces() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['pricing', 'estimate-places', language],
    queryFn: async ({ signal }) =>
      (await apiRequest<EstimatePlaces>('/v1/price-estimate/places', { signal, isPublic: true })).data,
    staleTime: 10 * 60_000,
  });
}

/** One estimate (`POST /v1/price-estimate`, public): asked when the visitor presses the button, not on each keystroke. */
export function useEstimatePrice() {
  return useMutation({
    mutationFn: async (request: PriceEstimateRequest) =>
      (await apiRequest<PriceEstimate>('/v1/price-estimate', { method: 'POST', body: request, isPublic: true })).data,
  });
}
