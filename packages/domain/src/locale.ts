import { cookieValue } from './cookies.ts';

/** Interface languages (spec 1 section 1). English is the default. */
export const LANGUAGES = ['vi', 'en', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The one storage key that keeps the chosen language across reloads. */
export const LOCALE_STORAGE_KEY = 'locale';

/**
 * The same choice as a cookie, so the server can send a prerendered page in the visitor's
 * language (a page that is not prerendered ignores it).
 */
export const LOCALE_COOKIE = 'locale';

/** The language a page request's `Cookie` header asks for; the default without one. */
export function languageFromCookieHeader(header: string | undefined): Language {
  return normalizeLanguage(cookieValue(header, LOCALE_COOKIE));
}

/**
 * Maps any language tag to one we serve. The legacy code `kr` means Korean and
 * is stored as `ko` (spec 1 section 1); region subtags are ignored.
 */
export function normalizeLanguage(tag: string | null | undefined): Language {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  if (base === 'kr') return 'ko';
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : DEFAULT_LANGUAGE;
}

/** Picks the first supported language of an Accept-Language header, honouring q-values. */
export function languageFromAcceptHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split(/[-_]/)[0];
    if (base === 'kr' || (LANGUAGES as readonly string[]).includes(base)) return normalizeLanguage(base);
  }
  return DEFAULT_LANGUAGE;
}

/** Call-centre number per language (spec 2 section 1). */
export const HOTLINES: Record<Language, string> = {
  vi: '1900272727',
  en: '1900272727',
  ko: '1533 1119',
};
