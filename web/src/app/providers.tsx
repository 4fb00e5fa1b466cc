import { Center, ChakraProvider, LocaleProvider, Spinner } from '@chakra-ui/react';
import { Suspense, lazy, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { toaster } from '../lib/toaster';
import { system } from './theme';

type ProvidersProps = { children: ReactNode };

/** Chakra's logic-based parts (menus, dialogs, pagination) follow the language's direction. */
const LanguageDirection = ({ children }: ProvidersProps) => {
  const { i18n: instance } = useTranslation();
  return <LocaleProvider locale={instance.resolvedLanguage ?? instance.language}>{children}</LocaleProvider>;
};

const ToastList = lazy(async () => ({ default: (await import('../components/toaster')).Toaster }));

let toasted = false;
const subscribeToToasts = (onChange: () => void) =>
  toaster.subscribe(() => {
    toasted = true;
    onChange();
  });
const anyToastYet = () => toasted || toaster.getCount() > 0;
/** A prerendered page (prerender.tsx) has no toast; the browser's first render agrees with it. */
const noToastYet = () => false;

/**
 * The toasts' code (their machines and list) loads with the first toast, not with every page; the
 * store (lib/toaster.ts) holds that toast meanwhile, and the list shows it once mounted.
 */
const Toaster = () =>
  useSyncExternalStore(subscribeToToasts, anyToastYet, noToastYet) ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;

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
