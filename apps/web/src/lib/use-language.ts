import { type Language, normalizeLanguage } from '@skyparcel/domain/locale';
import { useTranslation } from 'react-i18next';

/**
 * The UI language. Components that call it re-render when the language changes, and query keys
 * built with it ask again for answers the server words in that language (Accept-Language).
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return normalizeLanguage(i18n.resolvedLanguage);
}
