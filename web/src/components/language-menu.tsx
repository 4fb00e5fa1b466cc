import { Box, Button, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LanguagesIcon } from './languages-icon';
import { LANGUAGE_NAMES, currentLanguage } from '../lib/i18n';
import { DeferredMenu } from './deferred-menu';

const loadMenu = () => import('./language-menu-content').then((module) => module.LanguageMenuContent);

/** The language choice: its button now, its menu when first reached for (deferred-menu.tsx). */
export const LanguageMenu = () => {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <DeferredMenu
      load={loadMenu}
      trigger={
        <Button variant="ghost" size="sm" minHeight={{ base: '11', md: 'auto' }} data-testid="language-menu" title={t('language.choose')}>
          <LanguagesIcon aria-hidden />
          {/* The name says what the button does and keeps its visible text (WCAG 2.5.3, label in name). */}
          <VisuallyHidden>{t('language.choose')} : </VisuallyHidden>
          {/* On a phone the icon alone, so the bar fits 375 px; the name stays for screen readers. */}
          <Box as="span" lang={language} display={{ base: 'none', sm: 'inline' }}>
            {LANGUAGE_NAMES[language]}
          </Box>
        </Button>
      }
    />
  );
};
