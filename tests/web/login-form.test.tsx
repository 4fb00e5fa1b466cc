import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../web/src/features/account/components/login-form';
import { getSession } from '../../web/src/lib/session';
import { jsonResponse, renderPage } from './render';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

const session = (roles: string[]) => ({
  token: 'access',
  expiresIn: 3600,
  roles,
  id: 'U1',
  name: 'Amina Bennani',
  email: 'amina@cabinet.ma',
  type: roles.includes('CLT') ? 'CLIENT' : 'AVOCAT',
  idStructure: 'S1',
});

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

const signIn = async (username = 'amina@cabinet.ma', password = 'Secret#2024') => {
  const user = userEvent.setup({ delay: null });
  await user.type(input('username'), username);
  await user.type(input('password'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
};

describe('LoginForm', () => {
  it("links to 'Mot de passe oublié?' and to registration", () => {
    renderPage(<LoginForm />, { path: '/login' });
    expect(screen.getByRole('link', { name: 'Mot de passe oublié?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: "S'inscrire" })).toHaveAttribute('href', '/register');
    expect(input('username')).toBeRequired();
    expect(input('password')).toBeRequired();
    expect(input('password')).toHaveAttribute('type', 'password');
  });

  it.each([
    [400, 'Adresse e-mail ou mot de passe manquant'],
    // Decisions, third round: a wrong password says so plainly.
    [401, 'Adresse e-mail ou mot de passe incorrect.'],
    [403, 'Échec de la connexion'],
    [500, 'Échec de la connexion'],
  ])('maps a %i answer to %s', async (status, message) => {
    fetchMock.mockResolvedValueOnce(jsonResponse(status, { statusCode: status, error: 'bad_request', message: 'server words' }));
    renderPage(<LoginForm />, { path: '/login' });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("says 'No Server Response' in French when nothing answers", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPage(<LoginForm />, { path: '/login' });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Aucune réponse du serveur');
  });

  it('clears the error when the username or the password changes', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(401, { statusCode: 401, error: 'unauthorized', message: 'Unauthorized' }));
    renderPage(<LoginForm />, { path: '/login' });
    const user = await signIn();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.type(input('username'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.type(input('password'), 'y');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stores the session and returns staff to the page they asked for', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, session(['USER'])));
    renderPage(<LoginForm />, {
      path: '/login',
      initialEntry: { pathname: '/login', state: { from: { pathname: '/Folder', search: '?id=D1', hash: '' } } },
    });
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent('/Folder?id=D1');
    expect(getSession()).toMatchObject({ userId: 'U1', userFullName: 'Amina Bennani', roles: ['USER'], accessToken: 'access' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ username: 'amina@cabinet.ma', password: 'Secret#2024' });
  });

  it('sends staff home by default and clients to their dossiers', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, session(['ADMIN'])));
    const staff = renderPage(<LoginForm />, { path: '/login' });
    await signIn();
    await vi.waitFor(() => expect(staff.router.state.location.pathname).toBe('/'));
    staff.unmount();

    fetchMock.mockResolvedValueOnce(jsonResponse(200, session(['CLT'])));
    renderPage(<LoginForm />, {
      path: '/login',
      initialEntry: { pathname: '/login', state: { from: { pathname: '/Folder', search: '', hash: '' } } },
    });
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent('/Client/Folders');
  });
  it("words a not yet verified address with the API's message in the person's language", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, {
        statusCode: 401,
        error: 'email_not_verified',
        message: 'Adresse non vérifiée : ouvrez le lien envoyé par email lors de l’inscription.',
      }),
    );
    renderPage(<LoginForm />, { path: '/login' });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Adresse non vérifiée : ouvrez le lien envoyé par email lors de l’inscription.',
    );
  });

  it('asks for the 6-digit code when two-factor is on, says a wrong one, and signs in with the password and the code', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { statusCode: 401, error: 'two_factor_required', message: 'code' }))
      .mockResolvedValueOnce(jsonResponse(401, { statusCode: 401, error: 'unauthorized', message: 'Code incorrect ou expiré' }))
      .mockResolvedValueOnce(jsonResponse(200, session(['ADMIN'])));
    const page = renderPage(<LoginForm />, { path: '/login' });
    const user = await signIn();
    await screen.findByText('Saisissez le code à 6 chiffres affiché par votre application d’authentification.');
    await user.type(input('code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Code incorrect ou expiré');
    await user.clear(input('code'));
    await user.type(input('code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await vi.waitFor(() => expect(page.router.state.location.pathname).toBe('/'));
    expect(JSON.parse(String(fetchMock.mock.calls[2]?.[1]?.body))).toEqual({
      username: 'amina@cabinet.ma',
      password: 'Secret#2024',
      code: '654321',
    });
  });

  it('signs in with a recovery code in place of the code', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { statusCode: 401, error: 'two_factor_required', message: 'code' }))
      .mockResolvedValueOnce(jsonResponse(200, session(['USER'])));
    const page = renderPage(<LoginForm />, { path: '/login' });
    const user = await signIn();
    await user.click(await screen.findByRole('button', { name: 'Utiliser un code de secours' }));
    await user.type(input('recoveryCode'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await vi.waitFor(() => expect(page.router.state.location.pathname).toBe('/'));
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      username: 'amina@cabinet.ma',
      password: 'Secret#2024',
      recoveryCode: 'abcde-fghjk',
    });
  });

  it('sets two-factor up when the firm requires it, with the password typed, then asks for the code', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { statusCode: 401, error: 'two_factor_setup_required', message: 'setup' }))
      .mockResolvedValueOnce(
        jsonResponse(200, { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Mizan:amina@cabinet.ma?secret=JBSWY3DPEHPK3PXP' }),
      );
    renderPage(<LoginForm />, { path: '/login' });
    const user = await signIn();
    expect(await screen.findByText('Votre cabinet exige la double authentification. Activez-la pour continuer.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Continuer' }));
    expect(await screen.findByTestId('two-factor-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ username: 'amina@cabinet.ma', password: 'Secret#2024' });
  });
});
