import { Menu } from '@mantine/core';
import { LANGUAGES, type Language, normalizeLanguage } from '@skyparcel/domain/locale';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LanguageButton } from './language-picker.tsx';
import { type OnDemandMenuProps, useOpenOnArrival } from './menu-on-demand.tsx';

const MENU_ORDER: Language[] = ['vi', 'en', 'ko'];

/** The language menu proper (language-picker.tsx fetches it when first wanted). */
export default function LanguageMenu({ openOnArrival }: OnDemandMenuProps) {
  const { t, i18n } = useTranslation();
  const current = normalizeLanguage(i18n.resolvedLanguage);
  const onSelect = (language: Language) => void i18n.changeLanguage(language);
  const { isOpen, setIsOpen, targetRef } = useOpenOnArrival<HTMLButtonElement>(openOnArrival);

  return (
    <Menu position="bottom-end" shadow="md" width={180} withinPortal opened={isOpen} onChange={setIsOpen}>
      <Menu.Target>
        <LanguageButton ref={targetRef} />
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
