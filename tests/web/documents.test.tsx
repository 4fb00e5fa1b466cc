import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientDossierDocuments } from '../../web/src/features/documents/components/client-dossier-documents';
import { DocumentsTable } from '../../web/src/features/documents/components/documents-table';
import { DocumentViewerPage } from '../../web/src/features/documents/routes/document-viewer-page';
import { routeFetch } from './dossiers-fixtures';
import { FakeXhr } from './fake-xhr';
import { jsonResponse, renderPage, signIn } from './render';

beforeEach(() => signIn());

const DOC = {
  idDocument: 'DOC1',
  idDossier: 'D1',
  nom: 'Attestation',
  extension: 'pdf',
  dateUpload: '2026-03-05T10:00:00.000Z',
  uploader: 'Khadija Amrani',
  idTypeUploader: 'CLIENT',
  IdConfidentialite: 'PC',
  confidential: true,
  size: 1200,
  texte: { etat: 'LU' as const, raison: null },
};
const dossier = { id: 'D1', refCabinet: 'REF-001', documents: [DOC] } as unknown as Parameters<typeof ClientDossierDocuments>[0]['dossier'];

const renderSection = (onChanged = vi.fn()) => {
  renderPage(<ClientDossierDocuments dossier={dossier} onChanged={onChanged} />, {
    path: '/Client/Folder',
    initialEntry: '/Client/Folder?id=D1',
  });
  return onChanged;
};

const choose = (files: File[]) => fireEvent.change(screen.getByTestId('upload-input'), { target: { files } });

describe("the client's documents section", () => {
  it('lists what the client may see, with its level, a view link in a new tab and no delete', () => {
    routeFetch({});
    renderSection();
    const section = within(screen.getByTestId('client-documents'));
    expect(section.getByText('Attestation.pdf')).toBeInTheDocument();
    expect(section.getByTestId('confidentiality-badge')).toHaveTextContent('Privé client');
    expect(section.getByText('Khadija Amrani')).toBeInTheDocument();
    const view = section.getByRole('link', { name: 'Consulter' });
    expect(view).toHaveAttribute('href', '/DocumentViewer?id=DOC1');
    expect(view).toHaveAttribute('target', '_blank');
    expect(section.queryByRole('button', { name: /supprimer/i })).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Modifier' })).not.toBeInTheDocument();
  });

  it('offers PB and PC to a client, refuses a file of another format, and asks for every field', async () => {
    routeFetch({});
    renderSection();
    fireEvent.click(screen.getByTestId('add-document'));
    const dialog = within(await screen.findByTestId('upload-dialog'));
    choose([new File(['MZ'], 'outil.exe')]);
    expect(await dialog.findByText('Format non supporté. Fichiers acceptés : PDF, DOC, DOCX, JPEG, JPG, PNG.')).toBeInTheDocument();
    expect(dialog.queryAllByTestId('upload-entry')).toHaveLength(0);

    choose([new File(['%PDF-1.4'], 'Contrat de bail.PDF', { type: 'application/pdf' })]);
    const name = (await dialog.findByDisplayValue('Contrat de bail')) as HTMLInputElement;
    const level = dialog.getByRole('combobox') as HTMLSelectElement;
    expect([...level.options].map((o) => o.value)).toEqual(['PB', 'PC']);
    expect(level.value).toBe('PB');
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.click(dialog.getByTestId('upload-submit'));
    expect(await dialog.findByText('Veuillez remplir tous les champs.')).toBeInTheDocument();
  });

  it('sends each file with its progress bar and percentage, then records it and closes', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const calls = routeFetch({
      'POST /api/documents/upload-url': {
        idDocument: 'NEW1',
        url: 'http://storage.test/bucket',
        fields: { key: 'pending/x', Policy: 'p' },
        expiresAt: '2026-03-05T10:05:00Z',
      },
      'POST /api/documents/NEW1/confirm': () => jsonResponse(201, { ...DOC, idDocument: 'NEW1', IdConfidentialite: 'PC' }),
    });
    const onChanged = renderSection();
    fireEvent.click(screen.getByTestId('add-document'));
    const dialog = within(await screen.findByTestId('upload-dialog'));
    choose([new File(['%PDF-1.4 ...'], 'Facture.pdf', { type: 'application/pdf' })]);
    fireEvent.change(await dialog.findByRole('combobox'), { target: { value: 'PC' } });
    fireEvent.click(dialog.getByTestId('upload-submit'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(calls.find((c) => c.path === '/api/documents/upload-url')?.body).toEqual({
      idDossier: 'D1',
      Nom: 'Facture',
      extension: 'pdf',
      IdConfidentialite: 'PC',
      size: 12,
    });
    act(() => FakeXhr.sent[0]!.progress(40));
    expect(await dialog.findByText('40 %')).toBeInTheDocument();
    expect(dialog.getByTestId('upload-progress')).toBeInTheDocument();
    act(() => FakeXhr.sent[0]!.finish(204));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId('upload-dialog')).not.toBeInTheDocument());
    vi.unstubAllGlobals();
  });
  it('cancels one file while it is sent, and says so', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    routeFetch({
      'POST /api/documents/upload-url': {
        idDocument: 'NEW2',
        url: 'http://storage.test/bucket',
        fields: { key: 'pending/y' },
        expiresAt: '2026-03-05T10:05:00Z',
      },
    });
    const onChanged = renderSection();
    fireEvent.click(screen.getByTestId('add-document'));
    const dialog = within(await screen.findByTestId('upload-dialog'));
    choose([new File(['%PDF-1.4'], 'Brouillon.pdf', { type: 'application/pdf' })]);
    await dialog.findByDisplayValue('Brouillon');
    fireEvent.click(dialog.getByTestId('upload-submit'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]!.progress(25));
    fireEvent.click(await dialog.findByRole('button', { name: 'Annuler' }));
    expect(await dialog.findByText('Envoi annulé.')).toBeInTheDocument();
    expect(screen.getByTestId('upload-dialog')).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

describe('the document viewer', () => {
  const renderViewer = () => renderPage(<DocumentViewerPage />, { path: '/DocumentViewer', initialEntry: '/DocumentViewer?id=DOC1' });

  it('embeds a PDF at 800 px from its short-lived address', async () => {
    routeFetch({
      'GET /api/documents/DOC1/view': {
        url: 'http://storage.test/doc1?sig',
        nom: 'Attestation',
        extension: 'pdf',
        contentType: 'application/pdf',
        IdConfidentialite: 'PA',
      },
    });
    renderViewer();
    expect(screen.getByText('Chargement du document...')).toBeInTheDocument();
    const frame = await screen.findByTestId('viewer-pdf');
    expect(frame).toHaveAttribute('src', 'http://storage.test/doc1?sig');
    expect(frame).toHaveAttribute('height', '800px');
    expect(screen.getByTestId('confidentiality-badge')).toHaveTextContent('Privé avocat');
  });

  it('offers a DOC as a download, and says why', async () => {
    routeFetch({
      'GET /api/documents/DOC1/view': {
        url: 'http://storage.test/doc1',
        nom: 'Ancien',
        extension: 'doc',
        contentType: 'application/msword',
        IdConfidentialite: 'PC',
      },
    });
    renderViewer();
    expect(await screen.findByTestId('viewer-doc')).toHaveTextContent('téléchargez-le');
  });

  it('shows the failure as the specification words it', async () => {
    routeFetch({
      'GET /api/documents/DOC1/view': () => jsonResponse(404, { statusCode: 404, error: 'not_found', message: 'Introuvable' }),
    });
    renderViewer();
    expect(await screen.findByTestId('viewer-error')).toHaveTextContent('Erreur: Introuvable');
  });
});

describe('correcting a document (staff)', () => {
  const PUBLIC = { ...DOC, idTypeUploader: 'AVOCAT', IdConfidentialite: 'PB', confidential: false } as const;
  const renderTable = (onChanged = vi.fn()) => {
    renderPage(<DocumentsTable documents={[PUBLIC]} canChange onChanged={onChanged} />, { path: '/Folder', initialEntry: '/Folder?id=D1' });
    return onChanged;
  };
  const openDialog = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    return within(await screen.findByTestId('edit-document-dialog'));
  };

  it('says where reading each text stands, and why a file is unreadable', () => {
    const docs = [
      { ...PUBLIC, idDocument: 'R', nom: 'Lu', texte: { etat: 'LU', raison: null } },
      { ...PUBLIC, idDocument: 'E', nom: 'Encours', texte: { etat: 'ENC', raison: null } },
      { ...PUBLIC, idDocument: 'S', nom: 'Scan', texte: { etat: 'ILL', raison: 'no_text' } },
      { ...PUBLIC, idDocument: 'O', nom: 'Ancien', texte: null },
    ] as const;
    renderPage(<DocumentsTable documents={docs} canChange={false} onChanged={vi.fn()} />, {
      path: '/Folder',
      initialEntry: '/Folder?id=D1',
    });
    const rowOf = (name: string) => screen.getAllByRole('link', { name })[0]!.closest('tr')!;
    expect(rowOf('Lu.pdf')).toHaveTextContent('Lu');
    expect(rowOf('Encours.pdf')).toHaveTextContent('Lecture en cours');
    expect(rowOf('Scan.pdf')).toHaveTextContent('Illisible (aucun texte lisible)');
    expect(rowOf('Ancien.pdf')).not.toHaveTextContent(/Illisible|Lecture en cours/);
  });

  it('sends only what changed: a new name (the extension stays) and a level named as its badge', async () => {
    const calls = routeFetch({
      'PUT /api/documents/DOC1': { ...PUBLIC, nom: 'Attestation signée', IdConfidentialite: 'PA', confidential: true },
    });
    const onChanged = renderTable();
    const dialog = await openDialog();
    expect(dialog.getByText("L'extension reste .pdf.")).toBeInTheDocument();
    expect(dialog.getAllByRole('option').map((o) => o.textContent)).toEqual(['Public', 'Privé avocat', 'Privé client']);
    fireEvent.change(dialog.getByDisplayValue('Attestation'), { target: { value: ' Attestation signée ' } });
    fireEvent.change(dialog.getByRole('combobox'), { target: { value: 'PA' } });
    expect(dialog.getByTestId('confidentiality-badge')).toHaveTextContent('Privé avocat');
    fireEvent.click(dialog.getByTestId('edit-document-submit'));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/documents/DOC1',
      body: { nom: 'Attestation signée', IdConfidentialite: 'PA' },
    });
    expect(screen.queryByTestId('edit-document-dialog')).not.toBeInTheDocument();
  });

  it('asks for a name before sending, and shows the API refusing a level under its select', async () => {
    const calls = routeFetch({
      'PUT /api/documents/DOC1': () =>
        jsonResponse(400, {
          statusCode: 400,
          error: 'bad_request',
          message: 'Vous ne pouvez pas donner cette confidentialité à ce document',
          details: [
            {
              field: 'IdConfidentialite',
              code: 'confidentiality_change_not_allowed',
              message: 'Vous ne pouvez pas donner cette confidentialité à ce document',
            },
          ],
        }),
    });
    const onChanged = renderTable();
    const dialog = await openDialog();
    fireEvent.change(dialog.getByDisplayValue('Attestation'), { target: { value: '  ' } });
    fireEvent.click(dialog.getByTestId('edit-document-submit'));
    expect(await dialog.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(calls).toEqual([]);
    fireEvent.change(dialog.getByRole('textbox'), { target: { value: 'Attestation' } });
    fireEvent.change(dialog.getByRole('combobox'), { target: { value: 'PC' } });
    fireEvent.click(dialog.getByTestId('edit-document-submit'));
    expect(await dialog.findByText('Vous ne pouvez pas donner cette confidentialité à ce document')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ IdConfidentialite: 'PC' });
    expect(onChanged).not.toHaveBeenCalled();
  });
});
