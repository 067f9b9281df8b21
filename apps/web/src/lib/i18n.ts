import {
  LANGUAGES,
  type Language,
  LOCALE_COOKIE,
  LOCALE_STORAGE_KEY,
  languageFromCookieHeader,
  normalizeLanguage,
} from '@skyparcel/domain/locale';
import { formatNumber } from '@skyparcel/domain/number-format';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { loadCatalogue } from '../locales/catalogue.ts';

/*
 * The web's own texts plus the shared catalogue of error, validation and field texts
 * (packages/domain), so a server code and a form error read the same everywhere. Only the
 * language in use is downloaded; another one is fetched when the customer picks it, and the
 * page switches once its texts are there. Every catalogue has the same keys (locales.test.ts),
 * so no fallback language is loaded alongside.
 */

/**
 * The language chosen on this browser: localStorage, or the cookie the server sends its prerendered
 * pages by when storage has none (a cleared storage, a cookie set by a link). Both are written
 * together whenever the language is chosen.
 */
export function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (stored) return normalizeLanguage(stored);
    return languageFromCookieHeader(document.cookie);
  } catch {
    return normalizeLanguage(null);
  }
}

// Prerendering at build time (prerender.tsx) runs this module in Node, where there is no page.
const hasDocument = typeof document !== 'undefined';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function storeLanguage(language: string): void {
  if (!hasDocument) return;
  // The legacy code `kr` is stored as `ko` (spec 1 section 1).
  const normalized = normalizeLanguage(language);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, normalized);
  } catch {
    // Private mode may refuse storage; the choice then lasts for this visit only.
  }
  // The server reads the cookie to send a prerendered page in this language.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `${LOCALE_COOKIE}=${normalized}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

// A picked language whose texts are still on their way (the loading bar runs meanwhile).
let isSwitching = false;
const switchListeners = new Set<() => void>();
function setSwitching(value: boolean): void {
  if (value === isSwitching) return;
  isSwitching = value;
  for (const listener of switchListeners) listener();
}

export const languageSwitch = {
  isPending: () => isSwitching,
  subscribe: (listener: () => void) => {
    switchListeners.add(listener);
    return () => void switchListeners.delete(listener);
  },
};

// The choice is kept the moment it is made, even if the page is left before its texts arrive;
// the page says which language it is in once it shows it.
i18n.on('languageChanging', (language: string) => {
  storeLanguage(language);
  setSwitching(true);
});
i18n.on('languageChanged', (language: string) => {
  storeLanguage(language);
  if (hasDocument) document.documentElement.lang = normalizeLanguage(language);
  setSwitching(false);
});

// Set when the Korean texts arrive: the particle rules (and their Hangul library) come with them.
let fixKoreanParticles: ((text: string) => string) | undefined;

/** Korean texts write both particle forms ("을(를)"); pick the one the interpolated word needs. */
const koreanParticles = {
  type: 'postProcessor' as const,
  name: 'koreanParticles',
  process: (value: string, _key: string | string[], _options: unknown, translator: { language?: string }) =>
    translator.language === 'ko' && fixKoreanParticles ? fixKoreanParticles(value) : value,
};

async function loadLanguage(language: Language): Promise<Record<string, unknown>> {
  if (language !== 'ko') return loadCatalogue(language);
  const [catalogue, particles] = await Promise.all([
    loadCatalogue(language),
    import('@skyparcel/domain/korean-particles'),
  ]);
  fixKoreanParticles = particles.fixKoreanParticles;
  return catalogue;
}

/** Resolves once the first language's texts are in; the app renders after it. */
export const i18nReady = i18n
  .use(resourcesToBackend((language: string) => loadLanguage(normalizeLanguage(language))))
  .use(initReactI18next)
  .use(koreanParticles)
  .init({
    postProcess: ['koreanParticles'],
    lng: readStoredLanguage(),
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

// `{{n, number}}` in a text is written by the app's one number formatter per locale: i18next's own
// built an Intl.NumberFormat per placeholder and set of values (four for one line of the order
// screen, 65 ms of a 4× throttled render).
const formatter = i18n.services.formatter;
if (!formatter) throw new Error('i18next has no formatter to write numbers with');
formatter.add('number', (value, language) => formatNumber(value, language ?? normalizeLanguage(null)));

export default i18n;
