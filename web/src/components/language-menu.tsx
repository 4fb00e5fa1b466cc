import { Box, Button, Menu, Portal, VisuallyHidden } from '@chakra-ui/react';
import { LANGUAGES, isLanguage } from '@mizan/shared/roles';
import { useTranslation } from 'react-i18next';
import { LuLanguages } from 'react-icons/lu';
import { LANGUAGE_NAMES, currentLanguage } from '../lib/i18n';

const LANGUAGE_VALUE_PREFIX = 'lang:';

/** The language a menu selection asks for, if the selected item is one of LanguageItems. */
export const selectedLanguage = (value: string) => {
  const language = value.startsWith(LANGUAGE_VALUE_PREFIX) ? value.slice(LANGUAGE_VALUE_PREFIX.length) : undefined;
  return isLanguage(language) ? language : undefined;
};

type LanguageItemsProps = { testIdPrefix: string };

/** Français, العربية, English, each written in its own language; the current one checked. */
export const LanguageItems = ({ testIdPrefix }: LanguageItemsProps) => {
  const language = currentLanguage();
  return (
    <Menu.RadioItemGroup value={`${LANGUAGE_VALUE_PREFIX}${language}`}>
      {LANGUAGES.map((code) => (
        <Menu.RadioItem key={code} value={`${LANGUAGE_VALUE_PREFIX}${code}`} data-testid={`${testIdPrefix}${code}`} lang={code}>
          {LANGUAGE_NAMES[code]}
          <Menu.ItemIndicator />
        </Menu.RadioItem>
      ))}
    </Menu.RadioItemGroup>
  );
};

export const LanguageMenu = () => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  const handleSelect = ({ value }: { value: string }) => {
    const chosen = selectedLanguage(value);
    if (chosen) void i18n.changeLanguage(chosen);
  };
  return (
    <Menu.Root onSelect={handleSelect}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" minHeight={{ base: '11', md: 'auto' }} data-testid="language-menu" title={t('language.choose')}>
          <LuLanguages aria-hidden />
          {/* The name says what the button does and keeps its visible text (WCAG 2.5.3, label in name). */}
          <VisuallyHidden>{t('language.choose')} : </VisuallyHidden>
          {/* On a phone the icon alone, so the bar fits 375 px; the name stays for screen readers. */}
          <Box as="span" lang={language} display={{ base: 'none', sm: 'inline' }}>
            {LANGUAGE_NAMES[language]}
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <LanguageItems testIdPrefix="lang-" />
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
};
