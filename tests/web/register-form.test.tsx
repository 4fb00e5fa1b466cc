import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RegisterForm } from '../../web/src/features/account/components/register-form';
import { jsonResponse, renderPage } from './render';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

const VALID = {
  nom: 'Bennani',
  prenom: 'Amina',
  cabinet: 'Cabinet Bennani',
  email: 'amina@cabinet.ma',
  phone: '+212 612345678',
  password: 'Secret#2024',
  confirm: 'Secret#2024',
};

const field = (name: keyof typeof VALID) => {
  const element = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!element) throw new Error(`no input named ${name}`);
  return element;
};

/** Sets each field as a paste would: one change per field keeps the suite fast. */
const fill = async (values: Partial<typeof VALID>) => {
  for (const [name, value] of Object.entries(values)) fireEvent.change(field(name as keyof typeof VALID), { target: { value } });
  return userEvent.setup({ delay: null });
};

const signUp = () => screen.getByRole('button', { name: "S'inscrire" });

describe('RegisterForm', () => {
  it('labels every field and keeps stable names', () => {
    renderPage(<RegisterForm />);
    for (const [name, label] of [
      ['nom', 'Nom'],
      ['prenom', 'Prénom'],
      ['cabinet', 'Cabinet'],
      ['email', 'E-mail'],
      ['phone', 'Téléphone'],
      ['password', 'Mot de passe'],
      ['confirm', 'Confirmer le mot de passe'],
    ] as const) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBe(field(name));
    }
  });

  it('enables sign-up only when last name, password and confirmation pass', async () => {
    renderPage(<RegisterForm />);
    expect(signUp()).toBeDisabled();

    await fill({ nom: 'Be', password: VALID.password, confirm: VALID.confirm });
    expect(signUp()).toBeDisabled();
    await waitFor(() => expect(field('nom')).toHaveAccessibleErrorMessage(/Lettres, espaces/));

    await fill({ nom: VALID.nom });
    expect(signUp()).toBeEnabled();

    await fill({ confirm: 'Secret#2025' });
    expect(signUp()).toBeDisabled();
    await waitFor(() => expect(field('confirm')).toHaveAccessibleErrorMessage('Les mots de passe ne correspondent pas.'));

    await fill({ confirm: VALID.confirm, password: 'weakpass' });
    expect(signUp()).toBeDisabled();
    await waitFor(() => expect(field('password')).toHaveAccessibleErrorMessage(/8 à 24 caractères/));
  });

  it('password inputs are masked and show their own value, never the email', async () => {
    renderPage(<RegisterForm />);
    await fill(VALID);
    expect(field('password')).toHaveAttribute('type', 'password');
    expect(field('confirm')).toHaveAttribute('type', 'password');
    expect(field('password')).toHaveValue(VALID.password);
    expect(field('confirm')).toHaveValue(VALID.confirm);
  });

  it("says 'Invalid Entry' in French ('Saisie invalide') on submit with an invalid field and sends nothing", async () => {
    renderPage(<RegisterForm />);
    const user = await fill({ ...VALID, email: 'not-an-email' });
    await user.click(signUp());
    expect(await screen.findByRole('alert')).toHaveTextContent('Saisie invalide');
    await waitFor(() => expect(field('email')).toHaveAccessibleErrorMessage('Adresse email invalide'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the registration payload and shows its success ('Inscription réussie !'), the link to open in the mailbox and a Sign In link", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(202, { email: VALID.email }));
    renderPage(<RegisterForm />);
    const user = await fill(VALID);
    await user.click(signUp());
    expect(await screen.findByRole('heading', { name: 'Inscription réussie !' })).toBeInTheDocument();
    expect(screen.getByText('Consultez votre boîte mail')).toBeInTheDocument();
    expect(screen.getByTestId('register-check-email')).toHaveTextContent(
      `un email a été envoyé à ${VALID.email}. Ouvrez le lien qu’il contient (valable 24 heures)`,
    );
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      userName: VALID.nom,
      userFirstName: VALID.prenom,
      structure: VALID.cabinet,
      email: VALID.email,
      phone: VALID.phone,
      password: VALID.password,
    });
  });

  it.each([
    ['500', () => jsonResponse(500, { statusCode: 500, error: 'internal_error', message: 'Boom' }), "Échec de l'inscription"],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch')), 'Aucune réponse du serveur'],
  ])('maps a %s failure to its message', async (_case, reply, message) => {
    fetchMock.mockImplementationOnce(reply as () => Promise<Response>);
    renderPage(<RegisterForm />);
    const user = await fill(VALID);
    await user.click(signUp());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("shows the server's field errors beside their fields", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        statusCode: 400,
        error: 'validation_failed',
        message: 'Saisie invalide',
        details: [{ field: 'phone', code: 'phone_invalid', message: 'Numéro refusé par le serveur' }],
      }),
    );
    renderPage(<RegisterForm />);
    const user = await fill(VALID);
    await user.click(signUp());
    await waitFor(() => expect(field('phone')).toHaveAccessibleErrorMessage('Numéro refusé par le serveur'));
    expect(screen.getByRole('alert')).toHaveTextContent('Saisie invalide');
  });
});
