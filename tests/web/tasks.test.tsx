import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DossierTasks } from '../../web/src/features/tasks/components/dossier-tasks';
import { TaskCounts } from '../../web/src/features/tasks/components/task-counts';
import { TasksPage } from '../../web/src/features/tasks/routes/tasks-page';
import { i18n } from '../../web/src/lib/i18n';
import { onePage, routeFetch, type Call } from './dossiers-fixtures';
import { jsonResponse, renderPage, signIn } from './render';

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

const STAFF = [
  { idUtilisateur: 'U1', nom: 'Benali', prenom: 'Youssef', actif: true },
  { idUtilisateur: 'U2', nom: 'Amrani', prenom: 'Khadija', actif: true },
].map((person) => ({
  ...person,
  idStructure: 'S1',
  idTypeUtilisateur: 'AVOCAT',
  typeUtilisateurLabel: 'Avocat',
  idRolUtilisateur: 'USER',
  roleUtilisateurLabel: 'Utilisateur',
  email: `${person.idUtilisateur}@c.ma`,
}));

const task = (over: Record<string, unknown> = {}) => ({
  id: 'K1',
  titre: 'Préparer les conclusions',
  description: null,
  idDossier: 'D1',
  refCabinet: '2026/1201/145',
  idEcheance: null,
  idAssigne: 'U1',
  nomAssigne: 'Youssef Benali',
  dateEcheance: '2026-11-20',
  dateDemandee: null,
  priorite: 'haute',
  statut: 'a_faire',
  enRetard: true,
  commentaires: [],
  idCreateur: 'U1',
  nomCreateur: 'Youssef Benali',
  creeLe: '2026-11-01T09:00:00.000Z',
  version: 3,
  supprimable: true,
  ...over,
});

const field = (testId: string, name: string) =>
  document.querySelector<HTMLInputElement>(`[data-testid="${testId}-dialog"] [name="${name}"]`)!;

describe('Mes tâches', () => {
  beforeEach(() => signIn({ roles: ['USER'] }));

  it("lists the lawyer's open tasks with the overdue one marked, changes a status in place at the version read, and shows no firm view", async () => {
    const calls = routeFetch({
      'GET /api/Taches/mes-taches': onePage([
        task(),
        task({ id: 'K2', titre: 'Appeler le greffe', enRetard: false, idDossier: null, refCabinet: null }),
      ]),
      'GET /api/Users/for-structure/S1': STAFF,
      'PUT /api/Taches/K1': ({ body }: Call) => jsonResponse(200, task(body as Record<string, unknown>)),
    });
    renderPage(<TasksPage />, { path: '/Tasks' });
    const row = (await screen.findByText('Préparer les conclusions')).closest('tr')!;
    expect(within(row).getByTestId('overdue')).toHaveTextContent('En retard');
    expect(within(row).getByText('2026/1201/145').closest('a')).toHaveAttribute('href', '/Folder?id=D1');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    fireEvent.change(within(row).getByRole('combobox', { name: 'Statut' }), { target: { value: 'en_cours' } });
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({
      statut: 'en_cours',
      version: 3,
      titre: 'Préparer les conclusions',
    });
  });

  it('creates a task from the page for a colleague, refusing an empty title in the dialog first', async () => {
    const calls = routeFetch({
      'GET /api/Taches/mes-taches': onePage([]),
      'GET /api/Users/for-structure/S1': STAFF,
      'POST /api/Taches': ({ body }: Call) => jsonResponse(201, task(body as Record<string, unknown>)),
    });
    renderPage(<TasksPage />, { path: '/Tasks' });
    expect(await screen.findByText('Aucune tâche ouverte : tout est à jour.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('add-task'));
    await screen.findByTestId('task-dialog');
    await waitFor(() => expect(field('task', 'idAssigne').querySelectorAll('option')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('task-submit'));
    expect(await within(screen.getByTestId('task-dialog')).findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(field('task', 'titre'), { target: { value: 'Relire le contrat' } });
    fireEvent.change(field('task', 'idAssigne'), { target: { value: 'U2' } });
    fireEvent.change(field('task', 'dateEcheance'), { target: { value: '2026-12-07' } });
    fireEvent.click(screen.getByTestId('task-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      titre: 'Relire le contrat',
      idAssigne: 'U2',
      dateEcheance: '2026-12-07',
      priorite: 'normale',
    });
  });

  it('opens a task with its comments and adds one', async () => {
    const comment = { id: 'C1', idAuteur: 'U2', auteur: 'Khadija Amrani', date: '2026-11-02T10:00:00.000Z', texte: 'Pièces reçues' };
    const calls = routeFetch({
      'GET /api/Taches/mes-taches': onePage([task({ commentaires: [comment] })]),
      'GET /api/Users/for-structure/S1': STAFF,
      'POST /api/Taches/K1/commentaires': ({ body }: Call) =>
        jsonResponse(201, task({ commentaires: [comment, { ...comment, id: 'C2', auteur: 'Youssef Benali', ...(body as object) }] })),
    });
    renderPage(<TasksPage />, { path: '/Tasks' });
    const row = (await screen.findByText('Préparer les conclusions')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /Modifier/ }));
    const comments = await screen.findByTestId('task-comments');
    expect(within(comments).getByText('Pièces reçues')).toBeInTheDocument();
    fireEvent.change(field('task', 'comment'), { target: { value: 'Conclusions envoyées' } });
    fireEvent.click(screen.getByTestId('add-comment'));
    expect(await within(comments).findByText('Conclusions envoyées')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ texte: 'Conclusions envoyées' });
  });
});

describe("the firm's tasks", () => {
  it('are a tab for an assistant, filtered by status', async () => {
    signIn({ roles: ['USER'], assistant: true });
    const calls = routeFetch({
      'GET /api/Taches/mes-taches': onePage([]),
      'GET /api/Taches': onePage([task({ nomAssigne: 'Salma Alaoui' })]),
      'GET /api/Users/for-structure/S1': STAFF,
    });
    renderPage(<TasksPage />, { path: '/Tasks' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Tâches du cabinet' }));
    expect(await screen.findByText('Salma Alaoui')).toBeInTheDocument();
    fireEvent.change(document.querySelector('[name="filter-status"]')!, { target: { value: 'fait' } });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/Taches' && call.query.get('statut') === 'fait')).toBe(true));
  });
});

describe('the dossier and the dashboard', () => {
  beforeEach(() => signIn());

  it("the dossier's Tasks section creates a task on the dossier", async () => {
    const calls = routeFetch({
      'GET /api/Dossier/D1/taches': onePage([]),
      'GET /api/Users/for-structure/S1': STAFF,
      'POST /api/Taches': ({ body }: Call) => jsonResponse(201, task(body as Record<string, unknown>)),
    });
    renderPage(<DossierTasks dossierId="D1" />);
    expect(await screen.findByText('Aucune tâche pour ce dossier.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('add-dossier-task'));
    await screen.findByTestId('task-dialog');
    fireEvent.change(field('task', 'titre'), { target: { value: 'Confirmer avec le client' } });
    fireEvent.click(screen.getByTestId('task-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ titre: 'Confirmer avec le client', idDossier: 'D1' });
  });

  it('the dashboard counts the open and overdue tasks, in Arabic too', async () => {
    routeFetch({ 'GET /api/Taches/compteurs': { ouvertes: 4, enRetard: 1 } });
    await i18n.changeLanguage('ar');
    renderPage(<TaskCounts />);
    expect(await screen.findByTestId('tasks-open')).toHaveTextContent('4');
    expect(screen.getByTestId('tasks-overdue')).toHaveTextContent('1');
    expect(screen.getByText('متأخرة')).toBeInTheDocument();
  });
});
