import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { LANGUAGES, type Language, normalizeLanguage } from '@skyparcel/domain/locale';
import { IconCheck, IconChevronDown, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// Each language is named in itself, so anyone can find their own.
const LANGUAGE_NAMES: Record<Language, string> = { vi: 'Tiếng Việt', en: 'English', ko: '한국어' };
const MENU_ORDER: Language[] = ['vi', 'en', 'ko'];

export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const current = normalizeLanguage(i18n.resolvedLanguage);
  const onSelect = (language: Language) => void i18n.changeLanguage(language);

  return (
    <Menu position="bottom-end" shadow="md" width={180} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          px="xs"
          leftSection={<IconWorld size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
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
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.language')}</Menu.Label>
        {MENU_ORDER.filter((language) => LANGUAGES.includes(language)).map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => onSelect(language)}
            aria-current={language === current ? 'true' : undefined}
            rightSection={language === current ? <IconCheck size={16} aria-hidden /> : null}
          >
            {LANGUAGE_NAMES[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
