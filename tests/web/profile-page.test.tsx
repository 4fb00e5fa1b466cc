import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '../../web/src/features/profile/routes/profile-page';
import { i18n } from '../../web/src/lib/i18n';
import { getSession } from '../../web/src/lib/session';
import { toaster } from '../../web/src/lib/toaster';
import { jsonResponse, renderPage, signIn } from './render';

const PROFILE = {
  id: 'U1',
  nom: 'Benali',
  prenom: 'Youssef',
  email: 'y@cabinet.ma',
  phone: '0612345678',
  type: 'AVOCAT',
  roles: ['ADMIN'],
  idStructure: 'S1',
  structure: 'Cabinet Benali',
  language: 'fr',
};

const fetchMock = vi.fn<typeof fetch>();
const toasts = vi.spyOn(toaster, 'create');
beforeEach(() => {
  fetchMock.mockReset();
  toasts.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  signIn();
});

/** GET /me answers the profile; other calls answer `reply`. */
const serve = (reply: (url: string, init: RequestInit) => Response) =>
  fetchMock.mockImplementation(async (input, init = {}) =>
    init.method === 'GET' ? jsonResponse(200, PROFILE) : reply(String(input), init),
  );
const sent = (method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) as unknown }));
const field = (form: HTMLElement, name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const type = (form: HTMLElement, name: string, value: string) => fireEvent.change(field(form, name), { target: { value } });

describe('Profil', () => {
  it('edits own names, phone and language, then updates the session name and the language', async () => {
    serve((_url, init) => jsonResponse(200, { ...PROFILE, ...(JSON.parse(String(init.body)) as object) }));
    renderPage(<ProfilePage />, { path: '/profile' });
    const form = await screen.findByTestId('profile-form');
    await waitFor(() => expect(field(form, 'nom')).toHaveValue('Benali'));
    expect(screen.getByTestId('profile-email')).toHaveTextContent('y@cabinet.ma');

    type(form, 'prenom', 'Ab');
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText(/Lettres, espaces/)).toBeInTheDocument();
    expect(sent('PUT')).toEqual([]);

    type(form, 'prenom', 'Yassine');
    type(form, 'language', 'en');
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(getSession()?.userFullName).toBe('Yassine Benali'));
    expect(sent('PUT')).toEqual([
      { url: '/api/Account/me', body: { nom: 'Benali', prenom: 'Yassine', phone: '0612345678', language: 'en' } },
    ]);
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Profile saved.' }));
  });

  it('changes the password: policy shown, confirmation checked, wrong current password reported beside it', async () => {
    let answer = jsonResponse(400, {
      statusCode: 400,
      error: 'validation_failed',
      message: 'Données invalides',
      details: [{ field: 'currentPassword', code: 'current_password_wrong', message: 'Mot de passe actuel incorrect' }],
    });
    serve(() => answer);
    renderPage(<ProfilePage />, { path: '/profile' });
    const form = await screen.findByTestId('change-password-form');
    expect(form).toHaveTextContent('8 à 24 caractères, avec une minuscule, une majuscule, un chiffre et un de ! @ # $ %');

    type(form, 'currentPassword', 'Ancien@2026');
    type(form, 'newPassword', 'Nouveau@2026');
    type(form, 'confirm', 'Nouveau@2027');
    fireEvent.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await within(form).findByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument();
    expect(sent('POST')).toEqual([]);

    type(form, 'confirm', 'Nouveau@2026');
    fireEvent.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await within(form).findByText('Mot de passe actuel incorrect')).toBeInTheDocument();
    expect(sent('POST')).toEqual([
      { url: '/api/Account/change-password', body: { currentPassword: 'Ancien@2026', newPassword: 'Nouveau@2026' } },
    ]);

    answer = jsonResponse(200, { ok: true });
    type(form, 'currentPassword', 'Vrai@2026');
    fireEvent.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Votre mot de passe a été modifié.' })),
    );
    expect(field(form, 'newPassword')).toHaveValue('');
  });

  it('reports a profile that cannot be read', async () => {
    // A new answer per call: the page also reads the calendar subscription, and a body reads once.
    fetchMock.mockImplementation(async () =>
      jsonResponse(500, { statusCode: 500, error: 'internal_error', message: 'Erreur interne du serveur' }),
    );
    renderPage(<ProfilePage />, { path: '/profile' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur interne du serveur');
  });
});

describe('identity locale files', () => {
  const keysOf = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
    );

  it.each(['users', 'profile'])('%s has the same keys in fr, ar and en', (namespace) => {
    const [fr, ar, en] = ['fr', 'ar', 'en'].map((language) => keysOf(i18n.getResourceBundle(language, namespace) as object).sort());
    expect(fr?.length).toBeGreaterThan(5);
    expect(ar).toEqual(fr);
    expect(en).toEqual(fr);
  });
});
