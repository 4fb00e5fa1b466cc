import { Button, Menu, Portal } from '@chakra-ui/react';
import { LANGUAGES, isLanguage } from '@mizan/shared/roles';
import { useTranslation } from 'react-i18next';
import { LuLanguages } from 'react-icons/lu';
import { LANGUAGE_NAMES, currentLanguage } from '../lib/i18n';

/** Français, العربية, English; each name is written in its own language. */
export const LanguageMenu = () => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  const handleSelect = ({ value }: { value: string }) => {
    if (isLanguage(value)) void i18n.changeLanguage(value);
  };
  return (
    <Menu.Root onSelect={handleSelect}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" data-testid="language-menu" aria-label={t('language.choose')}>
          <LuLanguages aria-hidden />
          <span lang={language}>{LANGUAGE_NAMES[language]}</span>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {LANGUAGES.map((code) => (
              <Menu.Item key={code} value={code} data-testid={`lang-${code}`} lang={code} fontWeight={code === language ? 'semibold' : 'normal'}>
                {LANGUAGE_NAMES[code]}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
};
