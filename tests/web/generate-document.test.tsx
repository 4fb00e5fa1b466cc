import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentItem } from '@mizan/shared/schemas/documents';
import type { TemplateItem } from '@mizan/shared/schemas/templates';
import { beforeEach, describe, expect, it } from 'vitest';
import { DossierDocuments } from '../../web/src/features/documents/components/dossier-documents';
import { routeFetch } from './dossiers-fixtures';
import { jsonResponse, renderPage, signIn } from './render';

/** The Folder screen's 'Nouveau document depuis un modèle': choose, preview the values, generate, the list reads again. */
const TEMPLATE: TemplateItem = {
  idModele: 'T1',
  nom: 'Mise en demeure',
  langue: 'fr',
  champs: ['dossier.refCabinet', 'adversaires', 'audience.date'],
  size: 20480,
  dateUpload: '2026-11-20T10:00:00.000Z',
  auteur: 'Youssef Benali',
};
const ARABIC: TemplateItem = { ...TEMPLATE, idModele: 'T2', nom: 'إنذار', langue: 'ar', champs: ['aujourdhui'] };
const MADE: DocumentItem = {
  idDocument: 'NEWDOC',
  idDossier: 'D1',
  nom: 'Mise en demeure REF-001',
  extension: 'docx',
  dateUpload: '2026-11-28T10:00:00.000Z',
  uploader: 'Youssef Benali',
  idTypeUploader: 'AVOCAT',
  IdConfidentialite: 'PA',
  confidential: true,
  size: 9000,
} as DocumentItem;

beforeEach(() => signIn());

/** The dossier's detail answers its documents: none, then (once generated) the new one. */
const serve = (generate: () => Response) => {
  let documents: DocumentItem[] = [];
  const calls = routeFetch({
    'GET /api/Dossier/D1': () => jsonResponse(200, { id: 'D1', refCabinet: 'REF-001', documents }),
    'GET /api/modeles': { modeles: [TEMPLATE, ARABIC] },
    'GET /api/modeles/valeurs': {
      valeurs: [
        { champ: 'dossier.refCabinet', valeur: 'REF-001' },
        { champ: 'adversaires', valeur: 'Atlas SARL, Omar Tazi' },
        { champ: 'audience.date', valeur: '' },
        { champ: 'aujourdhui', valeur: '28 novembre 2026' },
      ],
    },
    'POST /api/modeles/T1/generer': () => {
      const answer = generate();
      if (answer.ok) documents = [MADE];
      return answer;
    },
  });
  renderPage(<DossierDocuments />, { path: '/Folder', initialEntry: '/Folder?id=D1' });
  return calls;
};

const openDialog = async () => {
  const button = await screen.findByTestId('generate-document');
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
  return within(await screen.findByTestId('generate-dialog'));
};

describe('a new document from a template', () => {
  it('reads no template before the dialog opens', async () => {
    const calls = serve(() => jsonResponse(201, MADE));
    await screen.findByTestId('generate-document');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/Dossier/D1')).toBe(true));
    expect(calls.filter((call) => call.path.startsWith('/api/modeles'))).toHaveLength(0);
  });

  it("previews the template's fields as the dossier fills them, an empty one marked, then generates at PA and lists the new document", async () => {
    const calls = serve(() => jsonResponse(201, MADE));
    const dialog = await openDialog();
    const choice = (await dialog.findByRole('option', { name: 'إنذار (Arabe)' })).closest('select')!;
    expect(dialog.getByRole('option', { name: 'Mise en demeure (Français)' })).toBeInTheDocument();
    fireEvent.change(choice, { target: { value: 'T1' } });

    const preview = within(await dialog.findByTestId('generate-preview'));
    expect(preview.getByText('Référence du dossier au cabinet')).toBeInTheDocument();
    expect(preview.getByText('REF-001')).toBeInTheDocument();
    expect(preview.getByText('Les adversaires du dossier')).toBeInTheDocument();
    expect(preview.getByText('Atlas SARL, Omar Tazi')).toBeInTheDocument();
    const empty = dialog.getByTestId('generate-preview').querySelector('[data-field="audience.date"]')!;
    expect(empty).toHaveAttribute('data-empty', 'true');
    expect(empty).toHaveTextContent('vide : rien dans le dossier');
    expect(calls.find((call) => call.path === '/api/modeles/valeurs')?.query.get('langue')).toBe('fr');
    expect((dialog.getByRole('combobox', { name: /Confidentialité/ }) as HTMLSelectElement).value).toBe('PA');

    fireEvent.click(dialog.getByTestId('generate-submit'));
    expect(await dialog.findByTestId('generate-made')).toHaveTextContent('Mise en demeure REF-001.docx');
    expect(dialog.getByTestId('generate-open')).toHaveAttribute('href', '/DocumentViewer?id=NEWDOC');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ idDossier: 'D1', IdConfidentialite: 'PA' });
    // The dossier's documents read again: the new one is listed.
    expect(await within(screen.getByTestId('panel-documents')).findByText('Mise en demeure REF-001.docx')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/Dossier/D1').length).toBeGreaterThan(1);
  });

  it("says the API's refusal in the form and keeps the choices", async () => {
    serve(() => jsonResponse(404, { statusCode: 404, error: 'not_found', message: "Ce modèle n'existe plus." }));
    const dialog = await openDialog();
    const choice = (await dialog.findByRole('option', { name: 'Mise en demeure (Français)' })).closest('select')!;
    fireEvent.change(choice, { target: { value: 'T1' } });
    fireEvent.change(dialog.getByRole('combobox', { name: /Confidentialité/ }), { target: { value: 'PC' } });
    fireEvent.click(dialog.getByTestId('generate-submit'));
    expect(await dialog.findByText("Ce modèle n'existe plus.")).toBeInTheDocument();
    expect(choice).toHaveValue('T1');
    expect(dialog.getByRole('combobox', { name: /Confidentialité/ })).toHaveValue('PC');
    expect(dialog.queryByTestId('generate-made')).toBeNull();
  });
});
