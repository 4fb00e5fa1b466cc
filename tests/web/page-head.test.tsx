import { act, waitFor } from '@testing-library/react';
import { LANGUAGES } from '@mizan/shared/roles';
import { describe, expect, it } from 'vitest';
import { APP_PAGES, PUBLIC_PAGES } from '../../web/src/app/pages';
import { appRoutes } from '../../web/src/app/router';
import { i18n } from '../../web/src/lib/i18n';
import { renderRoutes, signIn } from './render';

/** What the document's head says of the page: the tab's title and the meta description. */
const head = () => ({
  title: document.title,
  description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
});

describe("each page's title and meta description, in the reader's language", () => {
  it('every page of the router has both in French, Arabic and English, each its own', () => {
    const titleKeys = [...APP_PAGES, ...PUBLIC_PAGES]
      .map((page) => page.titleKey)
      .concat(['links.title', 'unauthorized.title', 'notFound.title']);
    for (const language of LANGUAGES) {
      const t = i18n.getFixedT(language);
      const descriptions = titleKeys.map((key) => {
        expect(i18n.exists(key, { lng: language }), `${language}: ${key}`).toBe(true);
        expect(i18n.exists(`descriptions.${key}`, { lng: language }), `${language}: descriptions.${key}`).toBe(true);
        return t(`descriptions.${key}`);
      });
      expect(new Set(descriptions).size).toBe(titleKeys.length);
    }
  });

  it('follow navigation and the change of language', async () => {
    signIn({ roles: ['ADMIN'], name: 'Amina Bennani', email: 'amina@cabinet.ma' });
    const { router } = renderRoutes(appRoutes, '/lounge');
    await waitFor(() => expect(head()).toEqual({ title: 'Salon · Mizan', description: 'Le salon de Mizan.' }));
    await act(() => router.navigate('/login'));
    await waitFor(() =>
      expect(head()).toEqual({
        title: 'Connexion · Mizan',
        description: 'Connectez-vous à Mizan, la gestion des dossiers de votre cabinet d’avocats.',
      }),
    );
    await act(() => i18n.changeLanguage('ar'));
    await waitFor(() =>
      expect(head()).toEqual({ title: 'تسجيل الدخول · ميزان', description: 'سجّل الدخول إلى ميزان لتدبير ملفات مكتب المحاماة.' }),
    );
    await act(() => router.navigate('/no/such/page'));
    await waitFor(() => expect(head()).toEqual({ title: 'الصفحة غير موجودة · ميزان', description: 'هذه الصفحة غير موجودة.' }));
  });

  it('the manifest the document links follows the language', async () => {
    const link = Object.assign(document.createElement('link'), { rel: 'manifest', href: '/manifest.en.webmanifest' });
    document.head.append(link);
    try {
      await act(() => i18n.changeLanguage('ar'));
      expect(link.getAttribute('href')).toBe('/manifest.ar.webmanifest');
      await act(() => i18n.changeLanguage('fr'));
      expect(link.getAttribute('href')).toBe('/manifest.fr.webmanifest');
    } finally {
      link.remove();
    }
  });
});
