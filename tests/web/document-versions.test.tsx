import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentsTable } from '../../web/src/features/documents/components/documents-table';
import { DocumentViewerPage } from '../../web/src/features/documents/routes/document-viewer-page';
import { routeFetch } from './dossiers-fixtures';
import { FakeXhr } from './fake-xhr';
import { jsonResponse, renderPage, signIn } from './render';

beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const DOC = {
  idDocument: 'DOC1',
  idDossier: 'D1',
  nom: 'Conclusions',
  extension: 'pdf',
  dateUpload: '2026-03-06T09:30:00.000Z',
  uploader: 'Salma Tazi',
  idTypeUploader: 'AVOCAT',
  IdConfidentialite: 'PB',
  confidential: false,
  size: 3000,
  texte: null,
} as const;
const VERSIONS = {
  nom: 'Conclusions',
  items: [
    {
      idVersion: 'V3',
      extension: 'pdf',
      dateUpload: '2026-03-06T09:30:00.000Z',
      uploader: 'Salma Tazi',
      idTypeUploader: 'AVOCAT',
      size: 3000,
      latest: true,
    },
    {
      idVersion: 'V2',
      extension: 'docx',
      dateUpload: '2026-03-05T14:00:00.000Z',
      uploader: 'Karim Tazi',
      idTypeUploader: 'AVOCAT',
      size: 2000,
      latest: false,
    },
    {
      idVersion: 'DOC1',
      extension: 'pdf',
      dateUpload: '2026-03-04T08:00:00.000Z',
      uploader: 'Salma Tazi',
      idTypeUploader: 'AVOCAT',
      size: 1000,
      latest: false,
    },
  ],
};

const renderTable = (canChange: boolean, onChanged = vi.fn()) => {
  renderPage(<DocumentsTable documents={[DOC]} canChange={canChange} onChanged={onChanged} />, {
    path: '/Folder',
    initialEntry: '/Folder?id=D1',
  });
  return onChanged;
};

describe("a document's versions", () => {
  it('lists every version with its file, date and author, the current one said, each viewable and downloadable', async () => {
    const calls = routeFetch({
      'GET /api/documents/DOC1/versions': VERSIONS,
      'GET /api/documents/DOC1/versions/V2/download': {
        url: 'http://storage.test/v2',
        nom: 'Conclusions',
        extension: 'docx',
        contentType: 'x',
        IdConfidentialite: 'PB',
      },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderTable(false);
    expect(screen.queryByRole('button', { name: 'Nouvelle version' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Historique des versions' }));
    const dialog = within(await screen.findByTestId('versions-dialog'));
    await dialog.findByText('Conclusions.docx');
    const rows = dialog.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Conclusions\.pdf.*Salma Tazi.*Actuelle/),
      expect.stringMatching(/Conclusions\.docx.*Karim Tazi/),
      expect.stringMatching(/Conclusions\.pdf.*Salma Tazi/),
    ]);
    expect(rows[1]!.textContent).not.toMatch(/Actuelle/);
    const view = within(rows[1]!).getByRole('link', { name: 'Consulter' });
    expect(view).toHaveAttribute('href', '/DocumentViewer?id=DOC1&version=V2');
    expect(view).toHaveAttribute('target', '_blank');
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Télécharger' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/documents/DOC1/versions/V2/download')).toBe(true));
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
  });

  it('shows an earlier version in the viewer from its own address', async () => {
    routeFetch({
      'GET /api/documents/DOC1/versions/V2/view': {
        url: 'http://storage.test/v2?sig',
        nom: 'Conclusions',
        extension: 'pdf',
        contentType: 'application/pdf',
        IdConfidentialite: 'PB',
      },
    });
    renderPage(<DocumentViewerPage />, { path: '/DocumentViewer', initialEntry: '/DocumentViewer?id=DOC1&version=V2' });
    expect(await screen.findByTestId('viewer-pdf')).toHaveAttribute('src', 'http://storage.test/v2?sig');
  });
});

describe('a new version (staff)', () => {
  const openDialog = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle version' }));
    return within(await screen.findByTestId('new-version-dialog'));
  };
  const choose = (file: File) => fireEvent.change(screen.getByTestId('new-version-input'), { target: { files: [file] } });

  it('asks for a file, refuses another format, and sends nothing then', async () => {
    const calls = routeFetch({});
    renderTable(true);
    const dialog = await openDialog();
    fireEvent.click(dialog.getByTestId('new-version-submit'));
    expect(await dialog.findByText('Choisissez un fichier.')).toBeInTheDocument();
    choose(new File(['MZ'], 'outil.exe'));
    expect(await dialog.findByText('Format non supporté. Fichiers acceptés : PDF, DOC, DOCX, JPEG, JPG, PNG.')).toBeInTheDocument();
    fireEvent.click(dialog.getByTestId('new-version-submit'));
    expect(calls).toEqual([]);
  });

  it('sends the file straight to storage, confirms it, then the list reads again', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const calls = routeFetch({
      'POST /api/documents/DOC1/versions/upload-url': {
        idDocument: 'DOC1',
        url: 'http://storage.test/bucket',
        fields: { key: 'pending/x', Policy: 'p' },
        expiresAt: '2026-03-06T10:05:00Z',
      },
      'POST /api/documents/DOC1/versions': () => jsonResponse(201, { ...DOC, extension: 'docx' }),
    });
    const onChanged = renderTable(true);
    const dialog = await openDialog();
    expect(dialog.getByText('Conclusions.pdf')).toBeInTheDocument();
    choose(new File(['PK..docx'], 'Conclusions v2.DOCX'));
    expect(await dialog.findByText('Conclusions v2.DOCX')).toBeInTheDocument();
    fireEvent.click(dialog.getByTestId('new-version-submit'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(calls.find((c) => c.path === '/api/documents/DOC1/versions/upload-url')?.body).toEqual({ extension: 'docx', size: 8 });
    act(() => FakeXhr.sent[0]!.progress(50));
    expect(dialog.getByTestId('new-version-progress')).toBeInTheDocument();
    act(() => FakeXhr.sent[0]!.finish(204));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/documents/DOC1/versions')).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('new-version-dialog')).not.toBeInTheDocument());
  });

  it('cancels the sending when closed meanwhile: nothing recorded, nothing said', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const calls = routeFetch({
      'POST /api/documents/DOC1/versions/upload-url': {
        idDocument: 'DOC1',
        url: 'http://storage.test/bucket',
        fields: { key: 'pending/x', Policy: 'p' },
        expiresAt: '2026-03-06T10:05:00Z',
      },
    });
    const onChanged = renderTable(true);
    const dialog = await openDialog();
    choose(new File(['%PDF'], 'Conclusions v2.pdf'));
    fireEvent.click(dialog.getByTestId('new-version-submit'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    fireEvent.click(dialog.getByTestId('new-version-cancel'));
    fireEvent.click(within(await screen.findByTestId('discard-dialog')).getByTestId('discard-ok'));
    await waitFor(() => expect(screen.queryByTestId('new-version-dialog')).not.toBeInTheDocument());
    // storage answering late changes nothing: the upload was aborted
    act(() => FakeXhr.sent[0]!.finish(204));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((c) => c.path === '/api/documents/DOC1/versions')).toBe(false);
    expect(onChanged).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
