import { fixKoreanParticles } from '@skyparcel/domain/korean-particles';
import { type Language, LOCALE_STORAGE_KEY, normalizeLanguage } from '@skyparcel/domain/locale';
import { MESSAGES } from '@skyparcel/domain/messages';
import dayjs from 'dayjs';
import 'dayjs/locale/ko';
import 'dayjs/locale/vi';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import ko from '../locales/ko.json';
import vi from '../locales/vi.json';

/*
 * The web's own texts plus the shared catalogue of error, validation and field texts
 * (packages/domain), so a server code and a form error read the same everywhere.
 */
const resources = {
  en: { translation: { ...en, ...MESSAGES.en } },
  vi: { translation: { ...vi, ...MESSAGES.vi } },
  ko: { translation: { ...ko, ...MESSAGES.ko } },
};

export function readStoredLanguage(): Language {
  try {
    return normalizeLanguage(localStorage.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return normalizeLanguage(null);
  }
}

function applyLanguage(language: string): void {
  const normalized = normalizeLanguage(language);
  // The legacy code `kr` is stored as `ko` (spec 1 section 1).
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, normalized);
  } catch {
    // Private mode may refuse storage; the choice then lasts for this visit only.
  }
  document.documentElement.lang = normalized;
  dayjs.locale(normalized);
}

i18n.on('languageChanged', applyLanguage);

/** Korean texts write both particle forms ("을(를)"); pick the one the interpolated word needs. */
const koreanParticles = {
  type: 'postProcessor' as const,
  name: 'koreanParticles',
  process: (value: string, _key: string | string[], _options: unknown, translator: { language?: string }) =>
    translator.language === 'ko' ? fixKoreanParticles(value) : value,
};

void i18n
  .use(initReactI18next)
  .use(koreanParticles)
  .init({
    postProcess: ['koreanParticles'],
    resources,
    lng: readStoredLanguage(),
    fallbackLng: 'en',
    supportedLngs: ['vi', 'en', 'ko'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });

export default i18n;
