import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UsersPage } from '../../web/src/features/users/routes/users-page';
import { toaster } from '../../web/src/lib/toaster';
import { jsonResponse, renderPage, signIn } from './render';

const user = (n: number, over: Record<string, unknown> = {}) => ({
  idUtilisateur: `U${n}`,
  idStructure: 'S1',
  idTypeUtilisateur: 'AVOCAT',
  typeUtilisateurLabel: 'Avocat',
  idRolUtilisateur: 'USER',
  roleUtilisateurLabel: 'Utilisateur',
  nom: `Nom${String.fromCharCode(64 + n)}`,
  prenom: 'Salma',
  email: `u${n}@cabinet.ma`,
  phone: '0612345678',
  actif: true,
  ...over,
});
const SIX = [1, 2, 3, 4, 5, 6].map((n) => user(n));

type Reply = (url: string, init: RequestInit) => Response | undefined;
const fetchMock = vi.fn<typeof fetch>();
/** Answers the list with `users`, and every other call with `reply` (200 { ok: true } by default). */
const serve = (users: unknown[], reply: Reply = () => undefined) =>
  fetchMock.mockImplementation(async (input, init = {}) => {
    const url = String(input);
    if (url === '/api/Users/for-structure/S1' && (init.method ?? 'GET') === 'GET') return jsonResponse(200, users);
    return reply(url, init) ?? jsonResponse(200, { ok: true });
  });
const calls = (method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => ({ url: String(url), body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined }));
const listLoads = () =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith('/for-structure/S1') && init?.method === 'GET').length;

const toasts = vi.spyOn(toaster, 'create');
beforeEach(() => {
  fetchMock.mockReset();
  toasts.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

const dialog = () => screen.findByTestId('user-form-dialog');
const field = (name: string) => document.querySelector<HTMLInputElement>(`[data-testid="user-form-dialog"] [name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const fillValid = () => {
  type('idTypeUtilisateur', 'ASSISTANT');
  type('idRolUtilisateur', 'USER');
  type('nom', 'Idrissi');
  type('prenom', 'Karima');
  type('email', 'k.idrissi@cabinet.ma');
  type('phone', '0612345678');
};

describe('Gestion des Utilisateurs (admin)', () => {
  it("lists the firm's users 5 per page from the caller's own firm", async () => {
    signIn({ roles: ['ADMIN'] });
    serve(SIX);
    renderPage(<UsersPage />, { path: '/Users' });
    expect(await screen.findByRole('heading', { name: 'Gestion des Utilisateurs' })).toBeInTheDocument();
    expect(await screen.findByText('u1@cabinet.ma')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(6); // header + 5
    expect(screen.getByText('1 sur 2')).toBeInTheDocument();
    expect(screen.queryByText('u6@cabinet.ma')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('u6@cabinet.ma')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/Users/for-structure/S1');
  });

  it("refuses an empty or invalid form with the spec's messages, then creates the user and says the invitation was sent", async () => {
    signIn({ roles: ['ADMIN'] });
    serve([user(1)], (url, init) =>
      url === '/api/Users' && init.method === 'POST' ? jsonResponse(201, user(7, { nom: 'Idrissi' })) : undefined,
    );
    renderPage(<UsersPage />, { path: '/Users' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un Utilisateur' }));
    const form = await dialog();
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findAllByText('Ce champ est obligatoire')).toHaveLength(6);
    type('email', 'pas-une-adresse');
    expect(await within(form).findByText('Adresse email invalide')).toBeInTheDocument();
    expect(calls('POST')).toEqual([]);

    fillValid();
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByTestId('user-form-dialog')).not.toBeInTheDocument());
    expect(calls('POST')).toEqual([
      {
        url: '/api/Users',
        body: {
          idTypeUtilisateur: 'ASSISTANT',
          idRolUtilisateur: 'USER',
          nom: 'Idrissi',
          prenom: 'Karima',
          email: 'k.idrissi@cabinet.ma',
          phone: '0612345678',
          actif: true,
        },
      },
    ]);
    expect(toasts).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: "Utilisateur ajouté. Un email d'invitation a été envoyé à k.idrissi@cabinet.ma." }),
    );
    await waitFor(() => expect(listLoads()).toBe(2));
  });

  it("shows the server's field errors beside their fields, a taken email included", async () => {
    signIn({ roles: ['ADMIN'] });
    let answer = jsonResponse(400, {
      statusCode: 400,
      error: 'validation_failed',
      message: 'Données invalides',
      details: [{ field: 'phone', code: 'phone_invalid', message: 'Numéro refusé par le serveur' }],
    });
    serve([user(1)], (url) => (url === '/api/Users' ? answer : undefined));
    renderPage(<UsersPage />, { path: '/Users' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un Utilisateur' }));
    const form = await dialog();
    fillValid();
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText('Numéro refusé par le serveur')).toBeInTheDocument();
    expect(field('phone')).toHaveAttribute('aria-invalid', 'true');

    answer = jsonResponse(409, {
      statusCode: 409,
      error: 'username_taken',
      message: 'Cet identifiant est déjà utilisé',
      details: [{ field: 'email', code: 'username_taken', message: 'Cet identifiant est déjà utilisé' }],
    });
    type('phone', '0612345679');
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(field('email')).toHaveAccessibleErrorMessage('Cet identifiant est déjà utilisé'));
    expect(field('phone')).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('user-form-dialog')).toBeInTheDocument();

    answer = jsonResponse(503, { statusCode: 503, error: 'service_unavailable', message: 'Service momentanément indisponible' });
    type('email', 'k.idrissi2@cabinet.ma');
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Service momentanément indisponible');
  });

  it('edits a user without changing the email', async () => {
    signIn({ roles: ['ADMIN'] });
    serve([user(1)], (_url, init) => (init.method === 'PUT' ? jsonResponse(200, user(1, { prenom: 'Karima' })) : undefined));
    renderPage(<UsersPage />, { path: '/Users' });
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
    const form = await dialog();
    expect(within(form).getByRole('heading', { name: "Modifier l'utilisateur" })).toBeInTheDocument();
    expect(field('email')).toHaveValue('u1@cabinet.ma');
    expect(field('email')).toHaveAttribute('readonly');
    type('prenom', 'Karima');
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls('PUT')).toHaveLength(1));
    expect(calls('PUT')[0]).toEqual({
      url: '/api/Users/U1',
      body: expect.objectContaining({ prenom: 'Karima', email: 'u1@cabinet.ma', idRolUtilisateur: 'USER', actif: true }),
    });
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Utilisateur modifié.' }));
  });

  it("shows the last admin's refusal beside the role it names", async () => {
    signIn({ roles: ['ADMIN'] });
    serve([user(1, { idRolUtilisateur: 'ADMIN', roleUtilisateurLabel: 'Administrateur' })], (_url, init) =>
      init.method === 'PUT'
        ? jsonResponse(409, {
            statusCode: 409,
            error: 'conflict',
            message: 'Le cabinet doit garder au moins un administrateur actif',
            details: [
              { field: 'idRolUtilisateur', code: 'last_admin', message: 'Le cabinet doit garder au moins un administrateur actif' },
            ],
          })
        : undefined,
    );
    renderPage(<UsersPage />, { path: '/Users' });
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
    const form = await dialog();
    type('idRolUtilisateur', 'USER');
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(field('idRolUtilisateur')).toHaveAccessibleErrorMessage('Le cabinet doit garder au moins un administrateur actif'),
    );
    expect(field('idTypeUtilisateur')).not.toHaveAccessibleErrorMessage();
  });

  it('asks before deleting, and reports a refusal such as the last admin', async () => {
    signIn({ roles: ['ADMIN'] });
    serve([user(1, { idRolUtilisateur: 'ADMIN', roleUtilisateurLabel: 'Administrateur' })], (_url, init) =>
      init.method === 'DELETE'
        ? jsonResponse(409, {
            statusCode: 409,
            error: 'conflict',
            message: 'Le dernier administrateur du cabinet ne peut pas être supprimé',
          })
        : undefined,
    );
    renderPage(<UsersPage />, { path: '/Users' });
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('Supprimer Salma NomA ?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
    expect(calls('DELETE')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(calls('DELETE')).toEqual([{ url: '/api/Users/U1', body: undefined }]));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', title: 'Le dernier administrateur du cabinet ne peut pas être supprimé' }),
      ),
    );
  });
  it('says so when the list cannot be read', async () => {
    signIn({ roles: ['ADMIN'] });
    fetchMock.mockResolvedValue(jsonResponse(500, { statusCode: 500, error: 'internal_error', message: 'Erreur interne du serveur' }));
    renderPage(<UsersPage />, { path: '/Users' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur interne du serveur');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('Gestion des Utilisateurs (user)', () => {
  it('is read-only: no add button, no row actions', async () => {
    signIn({ roles: ['USER'] });
    serve(SIX);
    renderPage(<UsersPage />, { path: '/Users' });
    expect(await screen.findByText('u1@cabinet.ma')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter un Utilisateur' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
    expect(screen.getByText(/Seuls les administrateurs/)).toBeInTheDocument();
  });
});
