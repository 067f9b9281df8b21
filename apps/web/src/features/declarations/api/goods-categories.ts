import type { Category } from '@skyparcel/domain/catalog-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** The goods category reference list (spec 1 section 7 `GET /v1/categories/lang/{lang}`), in the UI language. */
export function useGoodsCategories() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['catalog', 'categories', language],
    queryFn: async ({ signal }) => (await apiRequest<Category[]>(`/v1/categories/lang/${language}`, { signal })).data,
    staleTime: 30 * 60_000,
  });
}
