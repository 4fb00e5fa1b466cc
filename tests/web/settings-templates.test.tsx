import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TemplateItem } from '@mizan/shared/schemas/templates';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TemplatesPanel } from '../../web/src/features/settings/components/templates-panel';
import { routeFetch } from './dossiers-fixtures';
import { jsonResponse, renderPage, signIn } from './render';

/** Settings › Modèles: the firm's templates, their upload (refused with the unknown field named), their deletion, read only for a lawyer. */
const TEMPLATE: TemplateItem = {
  idModele: 'T1',
  nom: 'Mise en demeure',
  langue: 'fr',
  champs: ['cabinet.nom', 'client.nom', 'adversaires'],
  size: 20480,
  dateUpload: '2026-11-20T10:00:00.000Z',
  auteur: 'Youssef Benali',
};
const ARABIC: TemplateItem = { ...TEMPLATE, idModele: 'T2', nom: 'إنذار', langue: 'ar' };

/** An XMLHttpRequest that storage accepts as soon as it is sent. */
class AcceptingXhr {
  status = 204;
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  send() {
    queueMicrotask(() => this.onload?.());
  }
  abort() {}
}

const UPLOAD_URL = { idModele: 'NEW', url: 'http://storage.test/bucket', fields: { key: 'pending/t' }, expiresAt: '2026-11-28T10:05:00Z' };

const renderPanel = () => renderPage(<TemplatesPanel />, { path: '/Settings', initialEntry: '/Settings?tab=templates' });

afterEach(() => vi.unstubAllGlobals());

describe('Settings › Modèles', () => {
  it("lists the firm's templates with their language, the fields they use, date and author, beside the documented fields", async () => {
    signIn();
    routeFetch({ 'GET /api/modeles': { modeles: [TEMPLATE, ARABIC] } });
    renderPanel();
    const panel = within(await screen.findByTestId('panel-templates'));
    expect(await panel.findByText('Mise en demeure')).toBeInTheDocument();
    expect(panel.getByText('إنذار')).toBeInTheDocument();
    expect(panel.getByText('Français')).toBeInTheDocument();
    expect(panel.getByText('Arabe')).toBeInTheDocument();
    expect(panel.getAllByTestId('template-used')[0]).toHaveTextContent('cabinet.nom, client.nom, adversaires');
    const fields = within(panel.getByTestId('template-fields'));
    const reference = fields.getByText('{dossier.refCabinet}');
    expect(reference.closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(fields.getByText('Référence du dossier au cabinet')).toBeInTheDocument();
    expect(fields.getByText('{#adversaires}…{/adversaires}')).toBeInTheDocument();
    expect(fields.getAllByText('{raisonSociale}')).toHaveLength(2);
  });

  it('uploads a DOCX and shows the fields the API refused, each named, keeping the input', async () => {
    signIn();
    vi.stubGlobal('XMLHttpRequest', AcceptingXhr);
    const calls = routeFetch({
      'GET /api/modeles': { modeles: [] },
      'POST /api/modeles/upload-url': UPLOAD_URL,
      'POST /api/modeles/NEW/confirm': () =>
        jsonResponse(400, {
          statusCode: 400,
          error: 'bad_request',
          message: 'Champ inconnu dans le modèle',
          details: [
            { field: 'client.adresse', code: 'template_field_unknown', message: 'Champ inconnu dans le modèle : {client.adresse}' },
          ],
        }),
    });
    renderPanel();
    fireEvent.click(await screen.findByTestId('template-add'));
    const dialog = within(await screen.findByTestId('template-upload-dialog'));
    const file = new File(['PK docx'], 'Lettre de relance.docx');
    fireEvent.change(dialog.getByTestId('template-input'), { target: { files: [file] } });
    expect(await dialog.findByDisplayValue('Lettre de relance')).toBeInTheDocument();
    fireEvent.click(dialog.getByTestId('template-upload-submit'));

    expect(await dialog.findByText('Champ inconnu dans le modèle')).toBeInTheDocument();
    const refused = dialog.getByTestId('template-refused-fields');
    expect(refused).toHaveTextContent('{client.adresse}');
    expect(within(refused).getByText('{client.adresse}')).toHaveAttribute('dir', 'ltr');
    expect(calls.find((call) => call.path === '/api/modeles/upload-url')?.body).toEqual({
      nom: 'Lettre de relance',
      langue: 'fr',
      size: file.size,
    });
    // Nothing lost: the dialog stays open with its name and file.
    expect(dialog.getByDisplayValue('Lettre de relance')).toBeInTheDocument();
    expect(dialog.getByTestId('template-file')).toHaveTextContent('Lettre de relance.docx');
  });

  it('refuses a file that is not a DOCX before sending anything', async () => {
    signIn();
    const calls = routeFetch({ 'GET /api/modeles': { modeles: [] } });
    renderPanel();
    fireEvent.click(await screen.findByTestId('template-add'));
    const dialog = within(await screen.findByTestId('template-upload-dialog'));
    fireEvent.change(dialog.getByTestId('template-input'), { target: { files: [new File(['%PDF'], 'Lettre.pdf')] } });
    fireEvent.click(dialog.getByTestId('template-upload-submit'));
    expect(await dialog.findByText(/n'est pas un document Word/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('adds an accepted template to the list', async () => {
    signIn();
    vi.stubGlobal('XMLHttpRequest', AcceptingXhr);
    let listed: TemplateItem[] = [];
    routeFetch({
      'GET /api/modeles': () => jsonResponse(200, { modeles: listed }),
      'POST /api/modeles/upload-url': UPLOAD_URL,
      'POST /api/modeles/NEW/confirm': () => {
        listed = [{ ...TEMPLATE, idModele: 'NEW', nom: 'Relance' }];
        return jsonResponse(201, listed[0]);
      },
    });
    renderPanel();
    fireEvent.click(await screen.findByTestId('template-add'));
    const dialog = within(await screen.findByTestId('template-upload-dialog'));
    fireEvent.change(dialog.getByTestId('template-input'), { target: { files: [new File(['PK'], 'Relance.docx')] } });
    fireEvent.click(dialog.getByTestId('template-upload-submit'));
    await waitFor(() => expect(screen.queryByTestId('template-upload-dialog')).not.toBeInTheDocument());
    expect(await within(screen.getByTestId('panel-templates')).findByText('Relance')).toBeInTheDocument();
  });

  it('deletes a template only once confirmed', async () => {
    signIn();
    const calls = routeFetch({ 'GET /api/modeles': { modeles: [TEMPLATE] }, 'DELETE /api/modeles/T1': { ok: true } });
    renderPanel();
    const panel = within(await screen.findByTestId('panel-templates'));
    await panel.findByText('Mise en demeure');
    fireEvent.click(panel.getByRole('button', { name: /supprimer/i }));
    const confirm = within(await screen.findByTestId('template-delete-dialog'));
    expect(confirm.getByText(/Supprimer le modèle « Mise en demeure »/)).toBeInTheDocument();
    fireEvent.click(confirm.getByTestId('template-delete-cancel'));
    await waitFor(() => expect(screen.queryByTestId('template-delete-dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(panel.getByRole('button', { name: /supprimer/i }));
    await act(async () => fireEvent.click(within(await screen.findByTestId('template-delete-dialog')).getByTestId('template-delete-ok')));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/modeles/T1']));
  });

  it('is read only for a lawyer: neither upload nor delete', async () => {
    signIn({ roles: ['USER'], name: 'Salma Alaoui' });
    routeFetch({ 'GET /api/modeles': { modeles: [TEMPLATE] } });
    renderPanel();
    const panel = within(await screen.findByTestId('panel-templates'));
    expect(await panel.findByText('Mise en demeure')).toBeInTheDocument();
    expect(panel.getByTestId('templates-read-only')).toBeInTheDocument();
    expect(panel.queryByTestId('template-add')).toBeNull();
    expect(panel.queryByRole('button', { name: /supprimer/i })).toBeNull();
  });
});
