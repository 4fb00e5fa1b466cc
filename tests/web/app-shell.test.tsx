import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@mizan/shared/roles';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppLayout } from '../../web/src/app/layout/app-layout';
import { lazyPage } from '../../web/src/app/pages';
import { appRoutes } from '../../web/src/app/router';
import { getSession } from '../../web/src/lib/session';
import { toaster } from '../../web/src/lib/toaster';
import { chooseMenuItem, emptyAnswer, jsonResponse, renderRoutes, signIn } from './render';

const signInWith = (roles: Role[]) => signIn({ roles, name: 'Amina Bennani', email: 'amina@cabinet.ma' });

const sidebarLinks = () =>
  within(screen.getByRole('navigation', { name: 'Navigation principale' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('application shell', () => {
  it('sends a signed-out visitor to /login, remembering the page asked for', async () => {
    const { router } = renderRoutes(appRoutes, '/Folder?id=D1');
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/Folder', search: '?id=D1' } });
  });

  it('sends a signed-in person without the role to /unauthorized', async () => {
    signInWith(['USER']);
    const { router } = renderRoutes(appRoutes, '/Settings');
    expect(await screen.findByText("Vous n'avez pas accès à la page demandée.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it("sends a signed-in client who opens / (the installed app's start) to their own dossiers, not /unauthorized", async () => {
    signInWith(['CLT']);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => emptyAnswer(String(input))),
    );
    const { router } = renderRoutes(appRoutes, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Client/Folders'));
  });

  it("paints the shell while the page's chunk still loads, then the page, with only a delayed loader in between", async () => {
    signInWith(['USER']);
    let loaded: (module: { Slow: ComponentType }) => void = () => undefined;
    const Slow = lazyPage(() => new Promise<{ Slow: ComponentType }>((resolve) => (loaded = resolve)), 'Slow');
    renderRoutes([{ element: <AppLayout />, children: [{ path: '/', element: <Slow /> }] }], '/');
    expect(await screen.findByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    // the loader the shell's render put there, which fades in only if the wait lasts (not Suspense's)
    expect(within(screen.getByRole('main')).getByRole('status', { name: 'Chargement...' })).toHaveAttribute('data-delayed');
    loaded({ Slow: () => <p>Liste des dossiers</p> });
    expect(await screen.findByText('Liste des dossiers')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Chargement...' })).toBeNull();
  });

  it('shows staff the home page with their name and the sidebar of their role', async () => {
    signInWith(['USER']);
    renderRoutes(appRoutes, '/');
    expect(await screen.findByTestId('user-name')).toHaveTextContent('Amina Bennani');
    expect(sidebarLinks()).toEqual(['/', '/Folders', '/Calendar', '/Hearings', '/Tasks', '/Invoices', '/Reports', '/Users', '/Clients']);
  });

  it('shows administrators Settings and clients only their own pages', async () => {
    signInWith(['ADMIN']);
    const admin = renderRoutes(appRoutes, '/Settings');
    expect(await screen.findByRole('heading', { name: 'Paramètres' })).toBeInTheDocument();
    expect(sidebarLinks()).toContain('/Settings');
    admin.unmount();

    signInWith(['CLT']);
    renderRoutes(appRoutes, '/Client/Folders');
    expect(await screen.findByRole('heading', { name: 'Mes dossiers' })).toBeInTheDocument();
    expect(sidebarLinks()).toEqual(['/Client/Folders', '/Client/Calendar']);
  });

  it('every page of the route table exists, with a translated title', async () => {
    signInWith(['ADMIN']);
    const { router } = renderRoutes(appRoutes, '/lounge');
    expect(await screen.findByRole('heading', { name: 'Salon' })).toBeInTheDocument();
    await router.navigate('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });

  it("shows the page's translated title in the browser tab, signed in or not", async () => {
    signInWith(['ADMIN']);
    const { router } = renderRoutes(appRoutes, '/Settings');
    await waitFor(() => expect(document.title).toBe('Paramètres · Mizan'));
    await router.navigate('/login');
    await waitFor(() => expect(document.title).toBe('Connexion · Mizan'));
    await router.navigate('/no/such/page');
    await waitFor(() => expect(document.title).toBe('Page introuvable · Mizan'));
  });

  it('searches from the top bar, carrying the typed text in navigation state', async () => {
    signInWith(['USER']);
    // The Home screen's reads answer empty; the search answers its results.
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      !String(input).startsWith('/api/Search')
        ? emptyAnswer(String(input))
        : jsonResponse(200, {
            q: 'CAB-42',
            dossiers: [
              {
                id: 'D42',
                refCabinet: 'CAB-42',
                refClient: null,
                refTribunal: '2026/1201/42',
                nom: 'Tazi c/ Sofac',
                idStatutDossier: 'ENC',
                statut: 'En cours',
              },
            ],
            clients: [{ idClient: 'C7', idTypeClient: 'PP', nom: 'Tazi', prenom: 'Omar', raisonSociale: null, cin: 'BE123456', rc: null }],
            documents: [],
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(appRoutes, '/');
    const box = await screen.findByPlaceholderText('Rechercher...');
    await userEvent.setup({ delay: null }).type(box, 'CAB-42{Enter}');
    expect(await screen.findByTestId('search-term')).toHaveTextContent('Résultats pour « CAB-42 »');
    expect(router.state.location.pathname).toBe('/Search');
    expect(router.state.location.state).toEqual({ query: 'CAB-42' });
    expect(await screen.findByRole('link', { name: 'CAB-42' })).toHaveAttribute('href', '/Folder?id=D42');
    expect(screen.getByRole('link', { name: 'Tazi Omar' })).toHaveAttribute('href', '/Client?id=C7');
    // The sidebar's unread badge reads its count too: the search is the call that carries the text.
    expect(fetchMock.mock.calls.map((call) => String(call[0])).filter((url) => url.startsWith('/api/Search'))).toEqual([
      '/api/Search?q=CAB-42',
    ]);
  });

  it('logs out: the API ends every session, then the session is gone and the login page shows', async () => {
    signInWith(['USER']);
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      String(input) === '/api/Account/logout' ? jsonResponse(200, { ok: true }) : emptyAnswer(String(input)),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(appRoutes, '/');
    fireEvent.click(await screen.findByTestId('logout'));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
    const logout = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/Account/logout');
    expect(logout.map(([, init]) => [init?.method, new Headers(init?.headers).get('Authorization')])).toEqual([['POST', 'Bearer access']]);
  });

  it('logs out without saying the session expired when a call still out is refused because of the logout', async () => {
    signInWith(['USER']);
    const toasts = vi.spyOn(toaster, 'create');
    let logoutSent: () => void = () => undefined;
    const loggingOut = new Promise<void>((resolve) => (logoutSent = resolve));
    let answerLogout: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const path = String(input);
        if (path === '/api/Account/logout') {
          logoutSent();
          return new Promise<Response>((resolve) => (answerLogout = resolve));
        }
        // the sidebar's badge asks while the logout is out: the API, having ended the session, refuses it and its renewal
        if (path === '/api/Messages/non-lus')
          return loggingOut.then(() => jsonResponse(401, { statusCode: 401, error: 'unauthorized', message: 'Unauthorized' }));
        if (path === '/api/Account/refresh') return jsonResponse(401, { statusCode: 401, error: 'unauthorized', message: 'Unauthorized' });
        return emptyAnswer(path);
      }),
    );
    const { router } = renderRoutes(appRoutes, '/');
    fireEvent.click(await screen.findByTestId('logout'));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    answerLogout(jsonResponse(200, { ok: true }));
    await waitFor(() => expect(getSession()).toBeNull());
    expect(router.state.location.pathname).toBe('/login');
    expect(toasts).not.toHaveBeenCalled();
    toasts.mockRestore();
  });

  it('logs out on this device even when the API cannot be told, and says so', async () => {
    signInWith(['USER']);
    const toasts = vi.spyOn(toaster, 'create');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        if (String(input) === '/api/Account/logout') throw new TypeError('Failed to fetch');
        return emptyAnswer(String(input));
      }),
    );
    const { router } = renderRoutes(appRoutes, '/');
    fireEvent.click(await screen.findByTestId('logout'));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Aucune réponse du serveur' }));
    toasts.mockRestore();
  });

  it('switches language from the menu and mirrors the page for Arabic', async () => {
    signInWith(['USER']);
    renderRoutes(appRoutes, '/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('language-menu'));
    await chooseMenuItem(user, await screen.findByTestId('lang-ar'));
    expect(await screen.findByRole('navigation', { name: 'التنقل الرئيسي' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');

    await user.click(screen.getByTestId('language-menu'));
    await chooseMenuItem(user, await screen.findByTestId('lang-en'));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('loads a menu when its button is reached: a focused button keeps the focus, and the menu stays closed until pressed', async () => {
    renderRoutes(appRoutes, '/login');
    const user = userEvent.setup({ delay: null });
    const button = await screen.findByTestId('language-menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('lang-ar')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByTestId('language-menu')).toHaveFocus();
    // Loaded: the menu's own trigger (Zag marks it with its state) has taken the button's place, focused.
    await vi.waitFor(() => expect(screen.getByTestId('language-menu')).toHaveAttribute('data-state', 'closed'));
    expect(screen.getByTestId('language-menu')).toHaveFocus();
    expect(screen.queryByTestId('lang-ar')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('language-menu'));
    expect(await screen.findByTestId('lang-ar')).toBeVisible();
  });

  it('opens a menu pressed while it loads: its button changes under the pointer, so the press ends on no button of its own', async () => {
    renderRoutes(appRoutes, '/login');
    fireEvent.pointerDown(await screen.findByTestId('language-menu'));
    expect(await screen.findByTestId('lang-ar')).toBeVisible();
  });

  it('offers Profil, Settings (administrators only) and Déconnexion in the profile menu', async () => {
    signInWith(['USER']);
    const staff = renderRoutes(appRoutes, '/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('profile-menu'));
    expect(await screen.findByTestId('profile-link')).toHaveTextContent('Profil');
    expect(screen.queryByTestId('settings-link')).not.toBeInTheDocument();
    await chooseMenuItem(user, screen.getByTestId('profile-link'));
    expect(await screen.findByRole('heading', { name: 'Profil' })).toBeInTheDocument();
    expect(staff.router.state.location.pathname).toBe('/profile');
    staff.unmount();

    signInWith(['ADMIN']);
    renderRoutes(appRoutes, '/');
    await user.click(await screen.findByTestId('profile-menu'));
    expect(await screen.findByTestId('settings-link')).toHaveTextContent('Paramètres');
    await chooseMenuItem(user, screen.getByTestId('profile-logout'));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('switches language from the profile menu too', async () => {
    signInWith(['USER']);
    renderRoutes(appRoutes, '/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('profile-menu'));
    expect(await screen.findByText('Langue')).toBeInTheDocument();
    await chooseMenuItem(user, screen.getByTestId('profile-lang-ar'));
    expect(await screen.findByRole('navigation', { name: 'التنقل الرئيسي' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
