import { Button, type ButtonProps, type ElementProps, VisuallyHidden } from '@mantine/core';
import { type Language, normalizeLanguage } from '@skyparcel/domain/locale';
import { IconChevronDown, IconWorld } from '@tabler/icons-react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { menuOnDemand } from './menu-on-demand.tsx';

// Each language is named in itself, so anyone can find their own.
export const LANGUAGE_NAMES: Record<Language, string> = { vi: 'Tiếng Việt', en: 'English', ko: '한국어' };

type LanguageButtonProps = ButtonProps & ElementProps<'button', keyof ButtonProps>;

/** The picker's button, showing the current language; the same before and after the menu arrives. */
export const LanguageButton = forwardRef<HTMLButtonElement, LanguageButtonProps>(function LanguageButton(props, ref) {
  const { t, i18n } = useTranslation();
  const current = normalizeLanguage(i18n.resolvedLanguage);
  return (
    <Button
      ref={ref}
      variant="subtle"
      color="dark"
      px="xs"
      leftSection={<IconWorld size={18} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      {...props}
    >
      {/* The name is read in full everywhere; phones only show the short code. */}
      <VisuallyHidden component="span">{t('header.language')}: </VisuallyHidden>
      <span lang={current} className="hide-visually-on-phone">
        {LANGUAGE_NAMES[current]}
      </span>
      <span className="show-on-phone" aria-hidden>
        {current.toUpperCase()}
      </span>
    </Button>
  );
});

const LanguageMenuOnDemand = menuOnDemand(() => import('./language-menu.tsx'));

/** The header's language picker; its menu is fetched when first wanted (menu-on-demand.tsx). */
export function LanguagePicker() {
  return <LanguageMenuOnDemand standIn={(handlers) => <LanguageButton {...handlers} />} />;
}
