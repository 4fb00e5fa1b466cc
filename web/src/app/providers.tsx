import { Center, ChakraProvider, LocaleProvider, Spinner } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Toaster } from '../components/toaster';
import { i18n } from '../lib/i18n';
import { system } from './theme';

type ProvidersProps = { children: ReactNode };

/** Chakra's logic-based parts (menus, dialogs, pagination) follow the language's direction. */
const LanguageDirection = ({ children }: ProvidersProps) => {
  const { i18n: instance } = useTranslation();
  return <LocaleProvider locale={instance.resolvedLanguage ?? instance.language}>{children}</LocaleProvider>;
};

export const Providers = ({ children }: ProvidersProps) => (
  <ChakraProvider value={system}>
    {/* Waits for the first translations; nothing above this line may need them. */}
    <Suspense
      fallback={
        <Center minHeight="100vh">
          <Spinner size="lg" />
        </Center>
      }
    >
      <I18nextProvider i18n={i18n}>
        <LanguageDirection>
          {children}
          <Toaster />
        </LanguageDirection>
      </I18nextProvider>
    </Suspense>
  </ChakraProvider>
);
