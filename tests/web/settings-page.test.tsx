import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsPage } from '../../web/src/features/settings/routes/settings-page';
import { toaster } from '../../web/src/lib/toaster';
import { findOpenDialog, jsonResponse, renderPage, signIn } from './render';

const dossierType = (id: string, label: string, global: boolean, actif = true) => ({
  id,
  label,
  actif,
  global,
  traductions: [
    { idTDT: `${id}-fr`, idTypeDossier: id, langue: 'fr', valeur: label, actif: true },
    { idTDT: `${id}-en`, idTypeDossier: id, langue: 'en', valeur: `${label} (en)`, actif: true },
  ],
});
const DOSSIER_TYPES = [dossierType('CIV', 'Civil', true), dossierType('BAIL', 'Bail commercial', false)];

type Reply = (url: string, init: RequestInit) => Response | undefined;
const fetchMock = vi.fn<typeof fetch>();
const serve = (reply: Reply = () => undefined) =>
  fetchMock.mockImplementation(async (input, init = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const answer = reply(url, init);
    if (answer) return answer;
    if (method === 'GET' && url === '/Management/GetAllTypeDossiers') return jsonResponse(200, DOSSIER_TYPES);
    if (method === 'GET' && url.startsWith('/api/Management/GetAllTypeDossiers/'))
      return jsonResponse(200, [
        { value: 'BAIL', label: url.endsWith('/en') ? 'Bail commercial (en)' : 'Bail commercial' },
        { value: 'CIV', label: url.endsWith('/en') ? 'Civil (en)' : 'Civil' },
      ]);
    if (method === 'GET' && url.startsWith('/api/Calendar/user/')) return jsonResponse(200, []);
    if (method === 'GET' && url === '/api/closure-days') return jsonResponse(200, [{ date: '2027-05-14', motif: 'Séminaire' }]);
    return jsonResponse(404, { statusCode: 404, error: 'not_found', message: 'Introuvable' });
  });
const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method).map(([url]) => String(url));

const toasts = vi.spyOn(toaster, 'create');
beforeEach(() => {
  fetchMock.mockReset();
  toasts.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  signIn();
});

const openTab = async (name: string) => {
  const user = userEvent.setup({ delay: null });
  renderPage(<SettingsPage />);
  expect(await screen.findByTestId('panel-availabilities')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name }));
  return user;
};
const rowOf = async (id: string) => (await screen.findByRole('cell', { name: id })).closest('tr') as HTMLElement;

describe('Settings page', () => {
  it("lists dossier types with the firm's own first; built-in ones can be edited but not deleted", async () => {
    serve();
    await openTab('Type Dossiers');
    const firm = await rowOf('BAIL');
    const builtIn = await rowOf('CIV');
    expect(firm.compareDocumentPosition(builtIn) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(builtIn).getByText('Intégré')).toBeInTheDocument();
    expect(within(builtIn).queryByRole('button', { name: 'Supprimer' })).toBeNull();
    expect(within(builtIn).getByRole('button', { name: 'Modifier' })).toBeInTheDocument();
    expect(within(firm).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    // The picker preview reads the options in the current language.
    await waitFor(() => expect(screen.getByRole('option', { name: 'Bail commercial' })).toBeInTheDocument());
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/Management/GetAllTypeDossiers/fr');
  });

  it('says when a type in use was deactivated rather than deleted, and reloads the list', async () => {
    serve((_url, init) => (init.method === 'DELETE' ? jsonResponse(200, { ok: true, outcome: 'deactivated' }) : undefined));
    const user = await openTab('Type Dossiers');
    await user.click(within(await rowOf('BAIL')).getByRole('button', { name: 'Supprimer' }));
    await user.click(within(await findOpenDialog()).getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'success',
          title: "« Bail commercial » est utilisé : il a été désactivé au lieu d'être supprimé.",
        }),
      ),
    );
    expect(calls('DELETE')).toEqual(['/api/type-dossiers/BAIL']);
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/Management/GetAllTypeDossiers').length).toBe(2));
  });

  it('says when a type was deleted', async () => {
    serve((_url, init) => (init.method === 'DELETE' ? jsonResponse(200, { ok: true, outcome: 'deleted' }) : undefined));
    const user = await openTab('Type Dossiers');
    await user.click(within(await rowOf('BAIL')).getByRole('button', { name: 'Supprimer' }));
    await user.click(within(await findOpenDialog()).getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: '« Bail commercial » a été supprimé.' })),
    );
  });

  it('reports a failed delete in a toast', async () => {
    serve((_url, init) =>
      init.method === 'DELETE'
        ? jsonResponse(503, { statusCode: 503, error: 'service_unavailable', message: 'Service indisponible' })
        : undefined,
    );
    const user = await openTab('Type Dossiers');
    await user.click(within(await rowOf('BAIL')).getByRole('button', { name: 'Supprimer' }));
    await user.click(within(await findOpenDialog()).getByTestId('confirm-ok'));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Service indisponible' })));
  });

  it('edits a dossier type through the modal with its translations, without resending the identifier', async () => {
    serve((_url, init) => (init.method === 'PUT' ? jsonResponse(200, DOSSIER_TYPES[0]) : undefined));
    const user = await openTab('Type Dossiers');
    await user.click(within(await rowOf('CIV')).getByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByTestId('type-form-dialog');
    expect(within(dialog).getByTestId('type-id')).toHaveTextContent('CIV');
    fireEvent.change(dialog.querySelector('[name="traductions.1.valeur"]') as HTMLInputElement, { target: { value: 'Civil law' } });
    await user.click(within(dialog).getByTestId('save-type'));
    await waitFor(() => expect(calls('PUT')).toEqual(['/api/type-dossiers/CIV']));
    const body = JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')?.[1]?.body)) as Record<string, unknown>;
    expect(body).toEqual({
      label: 'Civil',
      actif: true,
      traductions: [
        { langue: 'fr', valeur: 'Civil', actif: true },
        { langue: 'en', valeur: 'Civil law', actif: true },
      ],
    });
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: '« Civil » a été enregistré.' })),
    );
  });

  it('closure days: lists them, refuses an empty date, shows the 409 on the date field', async () => {
    serve((_url, init) =>
      init.method === 'POST'
        ? jsonResponse(409, {
            statusCode: 409,
            error: 'conflict',
            message: 'Ce jour de fermeture existe déjà',
            details: [{ field: 'date', code: 'closure_day_taken', message: 'Ce jour de fermeture existe déjà' }],
          })
        : undefined,
    );
    const user = await openTab('Jours de fermeture');
    expect(await screen.findByRole('cell', { name: '14/05/2027' })).toBeInTheDocument();
    const date = document.querySelector('[name="closure-date"]') as HTMLInputElement;
    await user.click(screen.getByTestId('add-closure-day'));
    await waitFor(() => expect(date).toHaveAccessibleErrorMessage('Ce champ est obligatoire'));
    expect(calls('POST')).toEqual([]);
    fireEvent.change(date, { target: { value: '2027-05-14' } });
    await user.click(screen.getByTestId('add-closure-day'));
    await waitFor(() => expect(date).toHaveAccessibleErrorMessage('Ce jour de fermeture existe déjà'));
    expect(document.querySelector('[name="closure-motif"]')).not.toHaveAccessibleErrorMessage();
    expect(calls('POST')).toEqual(['/api/closure-days']);
  });
});
