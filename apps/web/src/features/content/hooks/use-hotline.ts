import { HOTLINES, normalizeLanguage } from '@skyparcel/domain/locale';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../api/get-site-settings.ts';

/**
 * The call-centre number for the current language: the content service's value, or the
 * spec's numbers (spec 2 section 1) while it loads or if it cannot be reached.
 */
export function useHotline(): { phone: string; href: string } {
  const { i18n } = useTranslation();
  const language = normalizeLanguage(i18n.resolvedLanguage);
  const { data } = useSiteSettings();
  const fromSettings = data?.hotlines.find((hotline) => normalizeLanguage(hotline.lang) === language)?.phone;
  const phone = fromSettings || HOTLINES[language];
  return { phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` };
}
