import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FirstConnectionPage } from '../../web/src/features/account/routes/first-connection-page';
import { ForgotPasswordPage } from '../../web/src/features/account/routes/forgot-password-page';
import { ResetPasswordPage } from '../../web/src/features/account/routes/reset-password-page';
import { jsonResponse, renderPage } from './render';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as unknown;

describe('Forgot password', () => {
  it("sends the email, reads 'Envoi en cours...' meanwhile, then the neutral message", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    type('email', 'amina@cabinet.ma');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    await act(async () => answer(jsonResponse(200, { ok: true })));
    expect(await screen.findByRole('status')).toHaveTextContent('Si cet email existe, un lien de réinitialisation a été envoyé.');
    expect(urls()).toEqual(['/api/account/request-password-reset']);
    expect(bodyOf(0)).toEqual({ email: 'amina@cabinet.ma' });
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
  });

  it('requires an email and reports a failure', async () => {
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(jsonResponse(500, { statusCode: 500, error: 'internal_error', message: 'x' }));
    type('email', 'amina@cabinet.ma');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur est survenue. Veuillez réessayer.');
  });
});

describe('Reset password', () => {
  it('says so when the link carries no token', () => {
    renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('Aucun token de réinitialisation trouvé.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a new link when the token is invalid or expired', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { statusCode: 400, error: 'bad_request', message: 'bad' }));
    renderPage(<ResetPasswordPage />, { path: '/reset-password', initialEntry: '/reset-password?token=abc' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Lien invalide ou expiré. Veuillez demander un nouveau lien.');
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/forgot-password');
    expect(urls()).toEqual(['/api/account/validate-token?token=abc']);
  });

  it('says a link already used reset the password, and offers to sign in', async () => {
    const message = 'Ce lien a déjà servi à changer le mot de passe : connectez-vous, ou demandez un nouveau lien.';
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { statusCode: 409, error: 'link_used', message }));
    renderPage(<ResetPasswordPage />, { path: '/reset-password', initialEntry: '/reset-password?token=abc' });
    expect(await screen.findByTestId('used-link')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });

  it("shows the account's email, checks both passwords, resets and returns to login after 3 s", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { email: 'amina@cabinet.ma' }));
    const { router } = renderPage(<ResetPasswordPage />, { path: '/reset-password', initialEntry: '/reset-password?token=abc' });
    expect(await screen.findByTestId('reset-email')).toHaveTextContent('amina@cabinet.ma');
    expect(input('password')).toHaveAttribute('minlength', '8');
    expect(input('confirm')).toHaveAttribute('minlength', '8');

    type('password', 'Nouveau#2026');
    type('confirm', 'Nouveau#2027');
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(await screen.findByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    type('confirm', 'Nouveau#2026');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(await screen.findByText('Votre mot de passe a été réinitialisé avec succès!')).toBeInTheDocument();
    expect(bodyOf(1)).toEqual({ token: 'abc', newPassword: 'Nouveau#2026' });
    expect(router.state.location.pathname).toBe('/reset-password');
    // The redirect's timer is set by an effect of the success's render: let React run it first.
    await act(async () => {});
    await act(async () => vi.advanceTimersByTime(3000));
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('First connection', () => {
  it('greets the invited person, sets the password and goes to login', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { nom: 'Tazi', prenom: 'Omar' }));
    const { router } = renderPage(<FirstConnectionPage />, { path: '/first-connection', initialEntry: '/first-connection?id=tok-1' });
    expect(await screen.findByTestId('first-connection-greeting')).toHaveTextContent('Bonjour Omar Tazi');
    expect(urls()).toEqual(['/api/Account/first-connection/tok-1']);

    type('password', 'Premier#2026');
    type('confirm', 'Premier#2025');
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Les mots de passe ne correspondent pas!')).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    type('confirm', 'Premier#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bodyOf(1)).toEqual({ id: 'tok-1', password: 'Premier#2026' });
  });

  it('goes to the not-found page when the invitation is unknown', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { statusCode: 404, error: 'not_found', message: 'Introuvable' }));
    const { router } = renderPage(<FirstConnectionPage />, { path: '/first-connection', initialEntry: '/first-connection?id=nope' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });

  it('says an invitation already accepted activated the account, and offers to sign in rather than the not-found page', async () => {
    const message = 'Ce compte est déjà activé : connectez-vous avec votre mot de passe.';
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { statusCode: 409, error: 'link_used', message }));
    const { router } = renderPage(<FirstConnectionPage />, { path: '/first-connection', initialEntry: '/first-connection?id=used' });
    expect(await screen.findByTestId('used-link')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(router.state.location.pathname).toBe('/first-connection');
  });

  it('maps a refused password set to the login catalogue', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { nom: 'Tazi' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { statusCode: 401, error: 'unauthorized', message: 'x' }));
    renderPage(<FirstConnectionPage />, { path: '/first-connection', initialEntry: '/first-connection?id=tok-1' });
    await screen.findByTestId('first-connection-greeting');
    type('password', 'Premier#2026');
    type('confirm', 'Premier#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Accès non autorisé');
  });
});
