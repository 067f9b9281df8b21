import { useQuery } from '@tanstack/react-query';
import i18n from 'i18next';
import { loadPageTexts, type PageTexts } from '../locales/catalogue.ts';
import { useLanguage } from './use-language.ts';

/**
 * Adds a page's own texts (locales/<page>/) to the UI language's catalogue, fetched the first
 * time that page shows in that language. The page renders once `isReady`.
 */
export function usePageTexts(page: PageTexts) {
  const language = useLanguage();
  const texts = useQuery({
    queryKey: ['page-texts', page, language],
    queryFn: async () => {
      const bundle = await loadPageTexts(page, language);
      i18n.addResourceBundle(language, 'translation', bundle, true, true);
      return true;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return { isReady: texts.isSuccess, isError: texts.isError, retry: texts.refetch };
}
