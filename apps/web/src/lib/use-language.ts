import { useTranslation } from 'react-i18next';

/** The UI language, for query keys of answers the server words in it (Accept-Language). */
export function useLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? 'en';
}
