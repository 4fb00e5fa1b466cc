import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MessagesPage } from '../../web/src/features/messages/routes/messages-page';
import { i18n } from '../../web/src/lib/i18n';
import { routeFetch } from './dossiers-fixtures';
import { jsonResponse, renderPage, signIn } from './render';

const message = (n: number, over: Record<string, unknown> = {}) => ({
  idMessage: `01JD00000000000000000000${String(n).padStart(2, '0')}`,
  idDossier: 'D1',
  idAuteur: 'U1',
  idTypeAuteur: 'AVOCAT',
  auteur: 'Youssef Benali',
  sujet: `Sujet ${n}`,
  contenu: `Texte ${n}`,
  dateEnvoi: '2026-05-12T09:05:07.000Z',
  lu: true,
  ...over,
});
const DOSSIER = { id: 'D1', refCabinet: '2026/1187/092' };

beforeEach(() => signIn({ roles: ['CLT'], name: 'Fatima Zahra El Idrissi' }));
afterEach(async () => {
  await i18n.changeLanguage('fr');
});

const renderThread = () => renderPage(<MessagesPage />, { path: '/Client/Folder/Messages', initialEntry: '/Client/Folder/Messages?id=D1' });

describe('messages screen', () => {
  it("puts the reader's messages on one side and the others' on the other, text as written, dates to the second", async () => {
    routeFetch({
      'GET /api/Dossier/D1': DOSSIER,
      'GET /api/dossier/D1/messages': [
        message(1, { idAuteur: 'U9', contenu: '<b>Bonjour</b>\nligne 2', lu: false }),
        message(2, { idAuteur: 'U1', idTypeAuteur: 'CLIENT', auteur: 'Fatima Zahra El Idrissi' }),
      ],
    });
    renderThread();
    const items = await screen.findAllByTestId('message');
    expect(items.map((item) => item.dataset.own)).toEqual(['false', 'true']);
    expect(within(items[0]!).getByTestId('message-body').textContent).toBe('<b>Bonjour</b>\nligne 2');
    expect(items[0]!.querySelector('b')).toBeNull();
    expect(items[0]!.textContent).toContain('12/05/2026 10:05:07');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('2026/1187/092');
    expect(screen.getByTestId('back-to-dossier').getAttribute('href')).toBe('/Client/Folder?id=D1');
    // A client makes no task.
    expect(screen.queryByTestId('message-make-task')).toBeNull();
  });

  it('keeps Send disabled with a hint while the subject or the body is empty, then sends them as typed and empties the form', async () => {
    let thread = [message(1)];
    const calls = routeFetch({
      'GET /api/Dossier/D1': DOSSIER,
      'GET /api/dossier/D1/messages': () => jsonResponse(200, thread),
      'POST /api/Dossier/AddMessage': ({ body }) => {
        const sent = message(2, { ...(body as object), idAuteur: 'U1' });
        thread = [...thread, sent];
        return jsonResponse(201, sent);
      },
    });
    renderThread();
    await screen.findAllByTestId('message');
    const send = screen.getByTestId('message-send');
    expect(send).toBeDisabled();
    expect(screen.getByTestId('message-hint')).toHaveTextContent('Saisissez un sujet et un message');
    fireEvent.change(document.querySelector('[name="sujet"]')!, { target: { value: 'Pièces' } });
    expect(send).toBeDisabled();
    fireEvent.change(document.querySelector('[name="contenu"]')!, { target: { value: '  Voici le contrat.\n\nCordialement  ' } });
    expect(send).toBeEnabled();
    expect(screen.queryByTestId('message-hint')).toBeNull();
    fireEvent.click(send);
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      idDossier: 'D1',
      sujet: 'Pièces',
      contenu: '  Voici le contrat.\n\nCordialement  ',
    });
    expect(document.querySelector<HTMLInputElement>('[name="sujet"]')!.value).toBe('');
    expect(document.querySelector<HTMLTextAreaElement>('[name="contenu"]')!.value).toBe('');
  });

  it("lets staff make a task of a message: the dialog opens on the dossier with the message's subject and text", async () => {
    signIn({ roles: ['USER'], name: 'Youssef Benali' });
    const calls = routeFetch({
      'GET /api/Dossier/D1': DOSSIER,
      'GET /api/dossier/D1/messages': [
        message(1, { idAuteur: 'C1', idTypeAuteur: 'CLIENT', sujet: 'Pièces manquantes', contenu: 'Il manque le bail.' }),
      ],
      'GET /api/Users/for-structure/S1': [{ idUtilisateur: 'U1', nom: 'Benali', prenom: 'Youssef', actif: true }],
      'POST /api/Taches': () => jsonResponse(201, { id: 'K1' }),
    });
    renderPage(<MessagesPage />, { path: '/Folder/Messages', initialEntry: '/Folder/Messages?id=D1' });
    fireEvent.click(await screen.findByTestId('message-make-task'));
    await screen.findByTestId('task-dialog');
    expect(document.querySelector<HTMLInputElement>('[name="titre"]')!.value).toBe('Pièces manquantes');
    expect(document.querySelector<HTMLTextAreaElement>('textarea[name="description"]')!.value).toBe('Il manque le bail.');
    fireEvent.click(screen.getByTestId('task-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        idDossier: 'D1',
        titre: 'Pièces manquantes',
        description: 'Il manque le bail.',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('task-dialog')).toBeNull());
  });
});
