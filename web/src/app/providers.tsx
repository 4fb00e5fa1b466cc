import { Center, ChakraProvider, LocaleProvider, Spinner } from '@chakra-ui/react';
import { Suspense, useEffect, useMemo, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
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

/** The toast list's code; a failed load (the connection lost) is not kept, so that the next toast asks again. */
let listLoad: Promise<ComponentType> | undefined;
const loadToastList = () =>
  (listLoad ??= import('../components/toaster').then(
    (module) => module.Toaster,
    (error: unknown) => {
      listLoad = undefined;
      throw error;
    },
  ));

/** How many times the toasts changed, counted from the start (a toast created before the first render too). */
let toastChanges = 0;
const toastListeners = new Set<() => void>();
toaster.subscribe(() => {
  toastChanges += 1;
  for (const listener of toastListeners) listener();
});
const subscribeToToasts = (onChange: () => void) => {
  toastListeners.add(onChange);
  return () => void toastListeners.delete(onChange);
};
const changesSoFar = () => toastChanges;
/** A prerendered page (prerender.tsx) has no toast; the browser's first render agrees with it. */
const noChangeYet = () => 0;

/**
 * The toasts' code (their machines and list) loads with the first toast, not with every page; the
 * store (lib/toaster.ts) holds that toast meanwhile, and the list shows it once mounted. Should
 * the code fail to load, the page stays as it is, and the next toast asks for it again (a browser
 * that keeps a failed module import for the page answers with the same failure until a reload).
 */
const Toaster = () => {
  const changes = useSyncExternalStore(subscribeToToasts, changesSoFar, noChangeYet);
  const [ToastList, setToastList] = useState<ComponentType>();
  useEffect(() => {
    if (!changes || ToastList) return;
    let current = true;
    loadToastList().then(
      (List) => current && setToastList(() => List),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [changes, ToastList]);
  // The same element while the list stays: a toast's change re-renders the list itself, not from here.
  return useMemo(() => (ToastList ? <ToastList /> : null), [ToastList]);
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
