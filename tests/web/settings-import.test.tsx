import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_COLUMNS } from '@mizan/shared/imports';
import type { ImportColumns, ImportJob, ImportPreview, ImportSummary } from '@mizan/shared/schemas/imports';
import { i18n } from '../../web/src/lib/i18n';
import { toaster } from '../../web/src/lib/toaster';
import { SettingsPage } from '../../web/src/features/settings/routes/settings-page';
import { jsonResponse, renderPage, signIn } from './render';

/** Settings › Import: the administrator sends a spreadsheet, reads its preview, runs it, follows its progress and gets its report. */
const ID = '01JIMPORT00000000000000000';
const STORAGE = 'http://127.0.0.1:9000/documents';
const PREVIEW: ImportPreview = {
  id: ID,
  aCreer: 2,
  lignes: [
    { ligne: 2, refCabinet: '2026/001', valide: true, raisons: [] },
    { ligne: 3, refCabinet: '2026/002', valide: false, raisons: [{ champ: 'idTribunal', code: 'court_unknown' }] },
    { ligne: 4, refCabinet: 'ملف/3', valide: true, raisons: [] },
    {
      ligne: 5,
      refCabinet: '2026/004',
      valide: false,
      raisons: [{ champ: 'adversaireNom', code: 'conflict_is_client', dossier: '2025/0012' }],
    },
  ],
  clients: { lignes: [], aCreer: 0 },
};
/** A file with the template's headers: read at once, no correspondence asked. */
const TEMPLATE_HEADERS: ImportColumns = {
  id: ID,
  entetes: IMPORT_COLUMNS.map((column) => ({ entete: column.headers.fr, colonne: column.key, reconnue: true, exemple: null })),
  manquantes: [],
  clients: null,
};
const job = (over: Partial<ImportJob>): ImportJob => ({
  id: ID,
  etat: 'ENC',
  fichier: 'dossiers.xlsx',
  creeLe: '2026-11-28T09:00:00.000Z',
  termineLe: null,
  total: 3,
  faits: 1,
  crees: 1,
  ignores: 0,
  echoues: 0,
  clientsCrees: 0,
  clientsIgnores: 0,
  clientsEchoues: 0,
  rapport: null,
  rapportClients: null,
  ...over,
});
const ENDED = job({
  etat: 'TER',
  termineLe: '2026-11-28T09:00:05.000Z',
  faits: 3,
  crees: 2,
  echoues: 1,
  rapport: [
    { ligne: 2, refCabinet: '2026/001', resultat: 'CRE', raisons: [] },
    { ligne: 3, refCabinet: '2026/002', resultat: 'ECH', raisons: [{ champ: 'idTribunal', code: 'court_unknown' }] },
    { ligne: 4, refCabinet: 'ملف/3', resultat: 'CRE', raisons: [] },
  ],
});

const fetchMock = vi.fn<typeof fetch>();
const serve = (states: ImportJob[], { headers = TEMPLATE_HEADERS, preview = PREVIEW, list = [] as ImportSummary[] } = {}) =>
  fetchMock.mockImplementation(async (input, init = {}) => {
    const url = String(input);
    if (url === '/api/Cabinet/imports/upload-url')
      return jsonResponse(200, { id: ID, url: STORAGE, fields: { key: `imports/F/${ID}/file` }, expiresAt: '2026-11-28T09:15:00.000Z' });
    if (url === STORAGE) return new Response(null, { status: 204 });
    if (url === `/api/Cabinet/imports/${ID}/colonnes`) return jsonResponse(200, headers);
    if (url === `/api/Cabinet/imports/${ID}/preview`) return jsonResponse(200, preview);
    if (init.method === 'POST' && url === `/api/Cabinet/imports/${ID}/run`) return jsonResponse(202, job({ faits: 0, crees: 0 }));
    if (url === `/api/Cabinet/imports/${ID}`) return jsonResponse(200, states.length > 1 ? states.shift()! : states[0]!);
    if (url === '/api/Cabinet/imports') return jsonResponse(200, { items: list });
    if (url.startsWith('/api/Calendar/user/')) return jsonResponse(200, []);
    return jsonResponse(404, { statusCode: 404, error: 'not_found', message: 'Introuvable' });
  });

beforeEach(async () => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  signIn();
  await i18n.changeLanguage('fr');
});
afterEach(() => vi.restoreAllMocks());

const sendFile = async (tab: string) => {
  const user = userEvent.setup({ delay: null });
  renderPage(<SettingsPage />);
  await user.click(await screen.findByRole('tab', { name: tab }));
  const file = new File(['x'], 'dossiers.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  await user.upload(screen.getByTestId('import-input'), file);
  return user;
};

/** The text of the file a click on `button` downloads. */
const downloaded = async (user: ReturnType<typeof userEvent.setup>, button: HTMLElement) => {
  const blobs: Blob[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:csv'), revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  await user.click(button);
  return blobs[0]!.text();
};

describe('Settings › Import', () => {
  it('previews the rows with their reasons, runs the import once, shows its progress, then the report as CSV', async () => {
    serve([job({}), ENDED]);
    const user = await sendFile('Importation');
    const preview = await screen.findByTestId('import-preview');
    expect(preview).toHaveTextContent('4 lignes lues, 2 dossiers seront créés.');
    const invalid = within(preview).getByText('2026/002').closest('tr')!;
    expect(invalid).toHaveTextContent('À corriger');
    expect(invalid).toHaveTextContent('Tribunal (code) : Tribunal inconnu');
    expect(within(preview).getByText('2026/004').closest('tr')).toHaveTextContent(
      "Adversaire nom : Conflit d'intérêts — Client dans le dossier \u20682025/0012\u2069",
    );
    const upload = fetchMock.mock.calls.find(([url]) => String(url) === '/api/Cabinet/imports/upload-url')!;
    expect(JSON.parse(String(upload[1]!.body))).toEqual({ fichier: 'dossiers.xlsx', taille: 1 });

    await user.click(screen.getByRole('button', { name: 'Importer 2 dossiers' }));
    expect(await screen.findByTestId('import-running')).toHaveTextContent('1 lignes traitées sur 3');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    const report = await screen.findByTestId('import-report', {}, { timeout: 5000 });
    expect(report).toHaveTextContent('2 dossiers créés, 0 ignorés (déjà présents), 1 en échec.');
    expect(within(report).queryByText('2026/001')).toBeNull();
    // The list of the firm's imports is read again once the run ended.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/Cabinet/imports')).toHaveLength(2));
    const runs = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/run'));
    expect(runs).toHaveLength(1);
    expect(new Headers(runs[0]![1]!.headers).get('Idempotency-Key')).toBeTruthy();

    const csv = await downloaded(user, screen.getByTestId('import-report-csv'));
    expect(csv).toContain('Ligne;Référence;État;Motifs');
    expect(csv).toContain('3;2026/002;En échec;Tribunal (code) : Tribunal inconnu');
  });

  it('reads in Arabic, right to left, with the headers and the reasons in Arabic', async () => {
    await i18n.changeLanguage('ar');
    serve([ENDED]);
    await sendFile('الاستيراد');
    const preview = await screen.findByTestId('import-preview');
    expect(preview).toHaveTextContent('قُرئ 4 سطرًا، وسيُنشأ 2 ملفًا.');
    expect(within(preview).getByText('ملف/3').tagName).toBe('BDI');
    expect(within(preview).getByText('2026/002').closest('tr')).toHaveTextContent('المحكمة (الرمز): محكمة غير معروفة');
    expect(within(preview).getByText('2026/004').closest('tr')).toHaveTextContent(
      'الخصم - الاسم العائلي: تعارض مصالح — موكل في الملف \u20682025/0012\u2069',
    );
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  });

  it("asks which column each of the firm's own headers fills, then previews the file read with them", async () => {
    const own: ImportColumns = {
      id: ID,
      entetes: [
        { entete: 'N° dossier', colonne: null, reconnue: false, exemple: '2026/001' },
        { entete: 'Nature', colonne: 'idTypeDossier', reconnue: true, exemple: 'CIV' },
        { entete: 'Juridiction', colonne: 'idTribunal', reconnue: true, exemple: 'TPI-RABAT' },
        { entete: 'Ouvert le', colonne: 'dateOuverture', reconnue: true, exemple: '2026-01-15' },
        { entete: 'Observations', colonne: null, reconnue: false, exemple: 'à relancer' },
      ],
      manquantes: ['refCabinet'],
      clients: null,
    };
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/Cabinet/imports/upload-url')
        return jsonResponse(200, { id: ID, url: STORAGE, fields: {}, expiresAt: '2026-11-28T09:15:00.000Z' });
      if (url === STORAGE) return new Response(null, { status: 204 });
      if (url === `/api/Cabinet/imports/${ID}/colonnes`) return jsonResponse(200, own);
      if (url === `/api/Cabinet/imports/${ID}/preview`) return jsonResponse(200, PREVIEW);
      return jsonResponse(200, []);
    });
    const user = await sendFile('Importation');
    const mapping = await screen.findByTestId('import-mapping');
    expect(screen.queryByTestId('import-preview')).toBeNull();
    expect(within(mapping).getByText('N° dossier').closest('tr')).toHaveTextContent('2026/001');
    const select = (header: string) => within(mapping).getByRole('combobox', { name: `Colonne de Mizan pour « ${header} »` });
    expect(select('Nature')).toHaveValue('idTypeDossier');
    expect(select('Observations')).toHaveValue('');

    // A required column none fills, then a column chosen twice: said, and nothing sent.
    await user.click(within(mapping).getByTestId('import-mapping-preview'));
    expect(await within(mapping).findByRole('alert')).toHaveTextContent('Colonnes obligatoires à choisir : Référence cabinet');
    await user.selectOptions(select('N° dossier'), 'refCabinet');
    await user.selectOptions(select('Observations'), 'idTribunal');
    await user.click(within(mapping).getByTestId('import-mapping-preview'));
    expect(await within(mapping).findByText('Cette colonne est choisie pour deux en-têtes du fichier')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/preview'))).toBe(false);

    await user.selectOptions(select('Observations'), '');
    await user.click(within(mapping).getByTestId('import-mapping-preview'));
    expect(await screen.findByTestId('import-preview')).toHaveTextContent('4 lignes lues, 2 dossiers seront créés.');
    expect(screen.queryByTestId('import-mapping')).toBeNull();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/preview'))!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({
      correspondances: [
        { entete: 'N° dossier', colonne: 'refCabinet' },
        { entete: 'Nature', colonne: 'idTypeDossier' },
        { entete: 'Juridiction', colonne: 'idTribunal' },
        { entete: 'Ouvert le', colonne: 'dateOuverture' },
        { entete: 'Observations', colonne: null },
      ],
    });
  });

  it('reads the clients sheet: its own headers asked, its clients previewed, created with the dossiers and reported apart', async () => {
    const headers: ImportColumns = {
      ...TEMPLATE_HEADERS,
      clients: {
        entetes: [
          { entete: 'N° CIN', colonne: null, reconnue: false, exemple: 'EF112233' },
          { entete: 'Nom', colonne: 'nom', reconnue: true, exemple: 'Tazi' },
        ],
        manquantes: [],
      },
    };
    const preview: ImportPreview = {
      ...PREVIEW,
      clients: {
        lignes: [
          { ligne: 2, client: 'Nadia Tazi', valide: true, raisons: [] },
          { ligne: 3, client: 'مريم العلوي', valide: false, raisons: [{ champ: 'cin', code: 'client_already_firms' }] },
        ],
        aCreer: 1,
      },
    };
    const ended = job({
      ...ENDED,
      clientsCrees: 1,
      clientsIgnores: 1,
      rapportClients: [
        { ligne: 2, client: 'Nadia Tazi', resultat: 'CRE', raisons: [] },
        { ligne: 3, client: 'مريم العلوي', resultat: 'IGN', raisons: [{ champ: 'cin', code: 'client_already_firms' }] },
      ],
    });
    serve([ended], { headers, preview });
    const user = await sendFile('Importation');
    const mapping = await screen.findByTestId('import-mapping');
    expect(within(mapping).getByText('Feuille des clients')).toBeInTheDocument();
    const clientsSheet = within(mapping).getByTestId('import-mapping-correspondancesClients');
    await user.selectOptions(within(clientsSheet).getByRole('combobox', { name: 'Colonne de Mizan pour « N° CIN »' }), 'cin');
    await user.click(within(mapping).getByTestId('import-mapping-preview'));

    const clients = await screen.findByTestId('import-preview-clients');
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/preview'))!;
    expect(JSON.parse(String(sent[1]!.body)).correspondancesClients).toEqual([
      { entete: 'N° CIN', colonne: 'cin' },
      { entete: 'Nom', colonne: 'nom' },
    ]);
    expect(clients).toHaveTextContent('2 lignes de clients lues, 1 clients seront créés.');
    expect(within(clients).getByText('مريم العلوي').tagName).toBe('BDI');
    expect(within(clients).getByText('مريم العلوي').closest('tr')).toHaveTextContent(
      'CIN : Ce client figure déjà parmi les clients du cabinet',
    );

    await user.click(screen.getByRole('button', { name: 'Importer 2 dossiers et 1 clients' }));
    const report = await screen.findByTestId('import-report', {}, { timeout: 5000 });
    expect(report).toHaveTextContent('1 clients créés, 1 ignorés (déjà présents), 0 en échec.');
    expect(within(report).getByText('مريم العلوي').closest('tr')).toHaveTextContent('Ignoré');
    expect(within(report).queryByText('Nadia Tazi')).toBeNull();

    const csv = await downloaded(user, within(report).getByRole('button', { name: 'Télécharger le rapport des clients (CSV)' }));
    expect(csv).toContain('Ligne;Client;État;Motifs');
    expect(csv).toContain('2;Nadia Tazi;Créé;');
    expect(csv).toContain('3;مريم العلوي;Ignoré;CIN : Ce client figure déjà parmi les clients du cabinet');
  });

  it("lists the firm's imports that were run, and opens one again with its report", async () => {
    const { rapport: _rapport, rapportClients: _clients, ...summary } = ENDED;
    serve([ENDED], { list: [{ ...summary, fichier: 'registre 2025.xlsx' }] });
    const user = userEvent.setup({ delay: null });
    renderPage(<SettingsPage />);
    await user.click(await screen.findByRole('tab', { name: 'Importation' }));
    const list = await screen.findByTestId('import-list');
    const row = (await within(list).findByText('registre 2025.xlsx')).closest('tr')!;
    expect(row).toHaveTextContent('Terminé');
    expect(row).toHaveTextContent('2 dossiers et 0 clients créés, 1 en échec');
    expect(screen.queryByTestId('import-report')).toBeNull();
    await user.click(within(row).getByRole('button', { name: /Consulter/ }));
    const report = await screen.findByTestId('import-report');
    expect(report).toHaveTextContent('2 dossiers créés, 0 ignorés (déjà présents), 1 en échec.');
    expect(within(report).getByText('2026/002').closest('tr')).toHaveTextContent('Tribunal (code) : Tribunal inconnu');
  });

  it('says why a broken file is refused, in the reader’s language', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/Cabinet/imports/upload-url')
        return jsonResponse(200, { id: ID, url: STORAGE, fields: {}, expiresAt: '2026-11-28T09:15:00.000Z' });
      if (url === STORAGE) return new Response(null, { status: 204 });
      if (url === `/api/Cabinet/imports/${ID}/colonnes`) return jsonResponse(200, TEMPLATE_HEADERS);
      if (url === `/api/Cabinet/imports/${ID}/preview`)
        return jsonResponse(400, {
          statusCode: 400,
          error: 'bad_request',
          message: 'Ce classeur contient des formules : collez-en les valeurs seules, puis importez-le',
        });
      return jsonResponse(200, []);
    });
    const toasts = vi.spyOn(toaster, 'create');
    await sendFile('Importation');
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: expect.stringContaining('formules') })),
    );
    expect(screen.queryByTestId('import-preview')).toBeNull();
  });
});
