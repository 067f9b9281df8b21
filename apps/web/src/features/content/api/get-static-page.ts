import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type StaticPage = { slug: string; title: string; content: string };

const STATIC_PAGE_QUERY =
  'query Page($lang: String, $slug: String) { staticPages(lang: $lang, slug: $slug) { slug title content } }';

/** A page of the content service (the shipping terms, for one) in the UI language; null when there is none. */
export async function getStaticPage(slug: string, lang: string): Promise<StaticPage | null> {
  const data = await graphqlRequest<{ staticPages: StaticPage[] }>(STATIC_PAGE_QUERY, { lang, slug });
  return data.staticPages[0] ?? null;
}

export function useStaticPage(slug: string, { enabled }: { enabled: boolean }) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['content', 'static-page', slug, language],
    queryFn: () => getStaticPage(slug, language),
    enabled,
    staleTime: 60 * 60_000,
  });
}
