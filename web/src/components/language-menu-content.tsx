import { Menu, Portal } from '@chakra-ui/react';
import { LANGUAGES, isLanguage } from '@mizan/shared/roles';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, currentLanguage } from '../lib/i18n';
import type { DeferredMenuProps } from './deferred-menu';

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

/** The language menu itself, loaded on first use (language-menu.tsx). */
export const LanguageMenuContent = ({ trigger, defaultOpen }: DeferredMenuProps) => {
  const { i18n } = useTranslation();
  const handleSelect = ({ value }: { value: string }) => {
    const chosen = selectedLanguage(value);
    if (chosen) void i18n.changeLanguage(chosen);
  };
  return (
    <Menu.Root onSelect={handleSelect} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
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
