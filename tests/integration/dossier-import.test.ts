import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CLIENT_SHEET_COLUMNS, IMPORT_COLUMNS, type ClientSheetRow, type ImportColumnKey } from '@mizan/shared/imports';
import { MESSAGES } from '@mizan/shared/messages';
import type { ImportColumns, ImportJob, ImportPreview, ImportPreviewBody } from '@mizan/shared/schemas/imports';
import { importUpload } from '../../infra/local/upload';
import { api } from '../support/api';
import { buildWorld, type Person, type World } from '../contract/world';
import { uniqueCin, uniqueRef, type Detail, type ErrorBody } from './dossiers-support';

/**
 * The import of dossiers from a spreadsheet (issue 33): the template, the preview's reasons row by
 * row, the run through the dossier form's creation (parties found by CIN, no client invited), a
 * second run of the same file that creates nothing, broken files refused whole, and only the
 * firm's administrators reach it.
 */
let mine: World;
let other: World;

type Row = Partial<Record<ImportColumnKey, string | Date>>;

/** A second sheet of clients alone: under the template's French headers, by column; or under headers of the firm's own, cell by cell. */
type ClientsSheet = { rows: ClientSheetRow[]; edit?: (sheet: ExcelJS.Worksheet) => void } | { headers: string[]; cells: string[][] };

/** A workbook of these rows under the headers of a language (the parser reads any), and a sheet of clients alone if given. */
const xlsx = async (
  rows: readonly Row[],
  language: 'fr' | 'ar' | 'en' = 'fr',
  edit?: (sheet: ExcelJS.Worksheet) => void,
  clients?: ClientsSheet,
) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Dossiers');
  sheet.columns = IMPORT_COLUMNS.map((column) => ({ header: column.headers[language], key: column.key }));
  for (const row of rows) sheet.addRow(row);
  edit?.(sheet);
  if (clients) {
    const second = workbook.addWorksheet('Clients');
    if ('headers' in clients) for (const cells of [clients.headers, ...clients.cells]) second.addRow(cells);
    else {
      second.columns = CLIENT_SHEET_COLUMNS.map((column) => ({ header: column.headers.fr, key: column.key }));
      for (const client of clients.rows) second.addRow(client);
      clients.edit?.(second);
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const upload = (admin: Person, file: Buffer, name = 'dossiers.xlsx') => importUpload(api, admin.token, name, file);
type Correspondence = { entete: string; colonne: ImportColumnKey | null };
const preview = (
  admin: Person,
  id: string,
  correspondances?: Correspondence[],
  correspondancesClients?: ImportPreviewBody['correspondancesClients'],
) =>
  api<ImportPreview & ErrorBody>('imports.preview', {
    token: admin.token,
    params: { id },
    headers: { 'accept-language': 'fr' },
    ...(correspondances || correspondancesClients ? { body: { correspondances, correspondancesClients } } : {}),
  });
const columnsOf = (admin: Person, id: string) => api<ImportColumns & ErrorBody>('imports.columns', { token: admin.token, params: { id } });
const run = (admin: Person, id: string) =>
  api<ImportJob & ErrorBody>('imports.run', { token: admin.token, params: { id }, headers: { 'idempotency-key': `run-${id}` } });
const state = (admin: Person, id: string) => api<ImportJob>('imports.get', { token: admin.token, params: { id } });

/** The import once its job has ended (the local queue runs it beside the requests). */
const ended = async (admin: Person, id: string): Promise<ImportJob> => {
  for (let tries = 0; tries < 240; tries++) {
    const { body } = await state(admin, id);
    if (body.etat !== 'ENC') return body;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`import ${id} still running`);
};

const dossierByRef = async (admin: Person, refCabinet: string) => {
  const { body } = await api<{ items: { id: string; refCabinet: string }[] }>('dossiers.search', {
    token: admin.token,
    query: { refDossier: refCabinet },
  });
  const found = body.items.find((item) => item.refCabinet === refCabinet);
  return found && (await api<Detail>('dossiers.get', { token: admin.token, params: { id: found.id } })).body;
};

const row = (over: Row = {}): Row => ({
  refCabinet: uniqueRef('IMP'),
  nom: 'Dossier importé',
  idTypeDossier: 'CIV',
  idTribunal: 'TPI-RABAT',
  dateOuverture: '2026-01-15',
  ...over,
});

beforeAll(async () => {
  [mine, other] = await Promise.all([buildWorld('Import'), buildWorld('Voisin')]);
}, 240_000);

describe('the import of dossiers from a spreadsheet', () => {
  it('hands out the template with its headers in the language asked', async () => {
    const response = await fetch(new URL('/api/Cabinet/imports/template?lang=ar', inject('apiUrl')), {
      headers: { authorization: `Bearer ${mine.admin.token}` },
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(IMPORT_COLUMNS.map((column) => column.headers.ar));
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    // The sheet of clients alone: its headers only (an example there would be imported as a client).
    const clients = workbook.worksheets[1]!;
    expect(clients.name).toBe('الموكلون');
    expect((clients.getRow(1).values as unknown[]).slice(1)).toEqual(CLIENT_SHEET_COLUMNS.map((column) => column.headers.ar));
    expect(clients.actualRowCount).toBe(1);
    expect(clients.views[0]?.rightToLeft).toBe(true);
  });

  const existingCin = uniqueCin();
  const taken = uniqueRef('TAKEN');
  const newCin = uniqueCin();
  const rows = {
    valid: row({ clientCin: newCin, clientNom: 'Alami', clientPrenom: 'Karim', clientEmail: 'karim.alami@example.ma' }),
    sameClient: row({
      clientCin: newCin,
      clientNom: 'Alami',
      clientPrenom: 'Karim',
      adversaireRc: 'RC 7788',
      adversaireRaisonSociale: 'Atlas SA',
    }),
    knownClient: row({ clientCin: existingCin, dateOuverture: new Date(Date.UTC(2025, 11, 1)) }),
    court: row({ idTribunal: 'TPI-NOWHERE' }),
    type: row({ idTypeDossier: 'NOPE' }),
    date: row({ dateOuverture: '31/31/2026' }),
    phone: row({ clientNom: 'Tazi', clientPhone: 'appelez-moi' }),
    twice: row(),
    taken: row({ refCabinet: taken }),
    otherPerson: row({ clientCin: existingCin, clientNom: 'Quelquun', clientPrenom: 'Autre' }),
    noName: row({ clientCin: uniqueCin() }),
  };
  const file = () => xlsx([...Object.values(rows), { ...rows.twice }]);
  let importId: string;

  it('previews each row valid or not with its reasons, and writes no dossier', async () => {
    const existing = await api('dossiers.create', {
      token: mine.admin.token,
      body: {
        idTypeDossier: 'CIV',
        idTribunal: 'TPI-RABAT',
        refCabinet: taken,
        dateOuverture: '2026-01-02',
        Client: [{ idTypeClient: 'PP', idStatutClient: 'PLG', cin: existingCin, nom: 'Bennani', prenom: 'Salma' }],
      },
    });
    expect(existing.status, JSON.stringify(existing.body)).toBe(201);
    importId = await upload(mine.admin, await file());
    const { status, body } = await preview(mine.admin, importId);
    expect(status, JSON.stringify(body)).toBe(200);
    const reasons = Object.fromEntries(body.lignes.map((line) => [line.ligne, line.raisons.map((r) => `${r.champ}:${r.code}`)]));
    expect(reasons).toEqual({
      2: [],
      3: [],
      4: [],
      5: ['idTribunal:court_unknown'],
      6: ['idTypeDossier:dossier_type_unknown'],
      7: ['dateOuverture:date_invalid'],
      8: ['clientPhone:phone_invalid'],
      9: [],
      10: ['refCabinet:ref_cabinet_taken'],
      11: ['clientCin:identifier_other_person'],
      12: ['clientNom:required'],
      13: ['refCabinet:ref_duplicate_in_file'],
    });
    expect(body.aCreer).toBe(4);
    for (const line of body.lignes) for (const reason of line.raisons) expect(Object.keys(MESSAGES)).toContain(reason.code);
    expect(await dossierByRef(mine.admin, rows.valid.refCabinet as string)).toBeUndefined();
    expect((await state(mine.admin, importId)).body).toMatchObject({ etat: 'APE', total: 12, faits: 0 });
  });

  it('runs the valid rows through the dossier form: one record per CIN, the known client linked, nobody invited', async () => {
    const started = await run(mine.admin, importId);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.etat).toBe('ENC');
    const job = await ended(mine.admin, importId);
    expect(job).toMatchObject({ etat: 'TER', total: 12, faits: 12, crees: 4, ignores: 1, echoues: 7 });
    expect(job.rapport!.filter((line) => line.resultat === 'CRE').map((line) => line.ligne)).toEqual([2, 3, 4, 9]);
    expect(job.rapport!.find((line) => line.ligne === 10)).toMatchObject({ resultat: 'IGN' });
    const [first, second, known] = await Promise.all(
      [rows.valid, rows.sameClient, rows.knownClient].map((r) => dossierByRef(mine.admin, r.refCabinet as string)),
    );
    expect(first!.clients[0]).toMatchObject({ cin: newCin, nom: 'Alami' });
    expect(first!.clients[0]!.idUtilisateur).toBeUndefined();
    expect(second!.clients[0]!.idClient).toBe(first!.clients[0]!.idClient);
    expect(second!.adversaires[0]).toMatchObject({ rc: 'RC7788', raisonSociale: 'Atlas SA' });
    expect(known!.clients[0]).toMatchObject({ cin: existingCin, nom: 'Bennani' });
    expect(known!.actions.map((action) => action.idTypeAction)).toContain('CREATION');
    const again = await run(mine.admin, importId);
    expect(again.body.id).toBe(importId);
  }, 120_000);

  it('creates nothing twice when the same file is imported again', async () => {
    const id = await upload(mine.admin, await file());
    const { body } = await preview(mine.admin, id);
    expect(body.aCreer).toBe(0);
    expect(body.lignes.find((line) => line.ligne === 2)!.raisons).toEqual([{ champ: 'refCabinet', code: 'ref_cabinet_taken' }]);
    expect((await run(mine.admin, id)).status).toBe(202);
    expect(await ended(mine.admin, id)).toMatchObject({ etat: 'TER', crees: 0, ignores: 5 });
    const { body: page } = await api<{ items: unknown[] }>('dossiers.search', {
      token: mine.admin.token,
      query: { refDossier: rows.valid.refCabinet as string },
    });
    expect(page.items).toHaveLength(1);
  }, 120_000);

  it('previews a party on the other side of one of the firm’s dossiers as a conflict of interest naming it, and creates nothing with it', async () => {
    const conflicts = {
      byCin: row({ adversaireCin: existingCin, adversaireNom: 'Bennani', adversairePrenom: 'Salma' }),
      byRc: row({ clientRc: 'RC 7788', clientRaisonSociale: 'Atlas SA' }),
      byName: row({ adversaireNom: 'Alami', adversairePrenom: 'Karim' }),
    };
    const id = await upload(mine.admin, await xlsx([row(), ...Object.values(conflicts)]));
    const { status, body } = await preview(mine.admin, id);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.lignes.map((line) => line.raisons)).toEqual([
      [],
      [
        { champ: 'adversaireNom', code: 'conflict_is_client', dossier: taken },
        { champ: 'adversaireNom', code: 'conflict_is_client', dossier: rows.knownClient.refCabinet },
      ],
      [{ champ: 'clientRaisonSociale', code: 'conflict_is_adversaire', dossier: rows.sameClient.refCabinet }],
      [
        { champ: 'adversaireNom', code: 'conflict_is_client', dossier: rows.valid.refCabinet },
        { champ: 'adversaireNom', code: 'conflict_is_client', dossier: rows.sameClient.refCabinet },
      ],
    ]);
    expect(body.aCreer).toBe(1);
    expect((await run(mine.admin, id)).status).toBe(202);
    const job = await ended(mine.admin, id);
    expect(job).toMatchObject({ etat: 'TER', crees: 1, echoues: 3 });
    expect(job.rapport!.find((line) => line.ligne === 4)!.raisons).toEqual([
      { champ: 'clientRaisonSociale', code: 'conflict_is_adversaire', dossier: rows.sameClient.refCabinet },
    ]);
    for (const conflicting of Object.values(conflicts))
      expect(await dossierByRef(mine.admin, conflicting.refCabinet as string)).toBeUndefined();
  }, 120_000);

  it('previews a party on the other side of an earlier row of the same file as a conflict naming that row, as the run finds it', async () => {
    const cin = uniqueCin();
    const first = row({ clientCin: cin, clientNom: 'Chraibi', clientPrenom: 'Nadia' });
    const against = row({ adversaireCin: cin, adversaireNom: 'Chraibi', adversairePrenom: 'Nadia' });
    const byName = row({ adversaireNom: 'Chraibi', adversairePrenom: 'Nadia' });
    // The same person on the same side twice is no conflict.
    const sameSide = row({ clientCin: cin, clientNom: 'Chraibi', clientPrenom: 'Nadia' });
    const id = await upload(mine.admin, await xlsx([first, against, byName, sameSide]));
    const { body } = await preview(mine.admin, id);
    const conflict = { champ: 'adversaireNom', code: 'conflict_is_client', dossier: first.refCabinet };
    expect(body.lignes.map((line) => [line.refCabinet, line.raisons])).toEqual([
      [first.refCabinet, []],
      [against.refCabinet, [conflict]],
      [byName.refCabinet, [conflict]],
      [sameSide.refCabinet, []],
    ]);
    expect(body.aCreer).toBe(2);
    expect((await run(mine.admin, id)).status).toBe(202);
    const job = await ended(mine.admin, id);
    expect(job).toMatchObject({ etat: 'TER', crees: 2, echoues: 2 });
    expect(job.rapport!.filter((line) => line.resultat === 'ECH').map((line) => line.raisons)).toEqual([[conflict], [conflict]]);
    expect(await dossierByRef(mine.admin, against.refCabinet as string)).toBeUndefined();
  }, 120_000);

  it('refuses a broken file whole, with the reason, and lets no run start', async () => {
    const formulas = await xlsx([row()], 'en', (sheet) => {
      sheet.getCell('B2').value = { formula: 'UPPER("x")', result: 'X' };
    });
    const encrypted = Buffer.concat([
      Buffer.from('d0cf11e0a1b11ae1', 'hex'),
      Buffer.alloc(512),
      Buffer.from('EncryptedPackage', 'utf16le'),
    ]);
    const header = IMPORT_COLUMNS.map((column) => column.key).join(';');
    const tooMany = Buffer.from(`${header}\n${Array.from({ length: 10_001 }, (_, i) => `R${i};;CIV;TPI-RABAT;2026-01-01`).join('\n')}\n`);
    const cases: [string, Buffer, string, string][] = [
      ['a PDF', Buffer.from('%PDF-1.7 not a sheet'), 'dossiers.xlsx', 'import_format'],
      ['a zip that is no workbook', Buffer.from('504b030414000000', 'hex'), 'dossiers.xlsx', 'import_format'],
      ['an encrypted workbook', encrypted, 'dossiers.xlsx', 'import_encrypted'],
      ['formulas', formulas, 'dossiers.xlsx', 'import_formulas'],
      ['an empty sheet', await xlsx([]), 'dossiers.xlsx', 'import_empty'],
      ['two empty sheets', await xlsx([], 'fr', undefined, { rows: [] }), 'dossiers.xlsx', 'import_empty'],
      [
        'formulas in the clients sheet',
        await xlsx([row()], 'fr', undefined, {
          rows: [{ nom: 'Tazi' }],
          edit: (sheet) => {
            sheet.getCell('B2').value = { formula: 'UPPER("x")', result: 'X' };
          },
        }),
        'dossiers.xlsx',
        'import_formulas',
      ],
      ['more than 10,000 rows', tooMany, 'dossiers.csv', 'import_too_many_rows'],
      ['no reference column', Buffer.from('Intitulé;Tribunal (code)\nX;TPI-RABAT\n'), 'dossiers.csv', 'import_columns_missing'],
    ];
    for (const [label, content, name, code] of cases) {
      const id = await upload(mine.admin, content, name);
      const { status, body } = await preview(mine.admin, id);
      expect([label, status, body.message, body.details?.[0]?.code]).toEqual([
        label,
        400,
        MESSAGES[code as keyof typeof MESSAGES].fr,
        code,
      ]);
      expect((await state(mine.admin, id)).body).toMatchObject({ etat: 'APE', total: 0 });
      expect((await run(mine.admin, id)).status).toBe(409);
    }
  }, 120_000);

  it("reads a file with the firm's own headers through the correspondences it confirms, and keeps them for its next file", async () => {
    const own = (refs: string[]) =>
      Buffer.from(
        `N° dossier;Nature;Juridiction;Ouvert le;Nom du client;Observations\n${refs.map((ref) => `${ref};CIV;TPI-RABAT;15/01/2026;Berrada;à relancer`).join('\n')}\n`,
      );
    const refs = [uniqueRef('OWN'), uniqueRef('OWN')];
    const id = await upload(mine.admin, own(refs), 'registre.csv');
    const columns = await columnsOf(mine.admin, id);
    expect(columns.status, JSON.stringify(columns.body)).toBe(200);
    expect(columns.body.entetes).toEqual([
      { entete: 'N° dossier', colonne: null, reconnue: false, exemple: refs[0] },
      { entete: 'Nature', colonne: null, reconnue: false, exemple: 'CIV' },
      { entete: 'Juridiction', colonne: null, reconnue: false, exemple: 'TPI-RABAT' },
      { entete: 'Ouvert le', colonne: null, reconnue: false, exemple: '2026-01-15' },
      { entete: 'Nom du client', colonne: null, reconnue: false, exemple: 'Berrada' },
      { entete: 'Observations', colonne: null, reconnue: false, exemple: 'à relancer' },
    ]);
    expect(columns.body.manquantes).toEqual(['refCabinet', 'idTypeDossier', 'idTribunal', 'dateOuverture']);
    // Without correspondences the file cannot be read; a column given twice is refused on its second header.
    expect((await preview(mine.admin, id)).body.details?.map((d) => d.field)).toEqual([
      'refCabinet',
      'idTypeDossier',
      'idTribunal',
      'dateOuverture',
    ]);
    const given: Correspondence[] = [
      { entete: 'N° dossier', colonne: 'refCabinet' },
      { entete: 'Nature', colonne: 'idTypeDossier' },
      { entete: 'Juridiction', colonne: 'idTribunal' },
      { entete: 'Ouvert le', colonne: 'dateOuverture' },
      { entete: 'Nom du client', colonne: 'clientNom' },
      { entete: 'Observations', colonne: null },
    ];
    const twice = await preview(mine.admin, id, [...given.slice(0, 5), { entete: 'Observations', colonne: 'clientNom' }]);
    expect([twice.status, twice.body.details]).toEqual([
      400,
      [
        expect.objectContaining({
          field: 'correspondances.5.colonne',
          code: 'import_column_twice',
          message: MESSAGES.import_column_twice.fr,
        }),
      ],
    ]);
    const read = await preview(mine.admin, id, given);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.lignes).toEqual(refs.map((ref, i) => ({ ligne: i + 2, refCabinet: ref, valide: true, raisons: [] })));
    // The run reads the file as the preview did.
    expect((await run(mine.admin, id)).status).toBe(202);
    expect(await ended(mine.admin, id)).toMatchObject({ etat: 'TER', crees: 2, echoues: 0 });
    const created = await dossierByRef(mine.admin, refs[0]!);
    expect(created?.clients.map((c) => c.nom)).toEqual(['Berrada']);

    // The next file with the same headers is read at once: the firm's correspondences are kept.
    const next = await upload(mine.admin, own([uniqueRef('OWN')]), 'registre-2.csv');
    const known = await columnsOf(mine.admin, next);
    expect(known.body.manquantes).toEqual([]);
    expect(known.body.entetes.map((e) => [e.colonne, e.reconnue])).toEqual(given.map((g) => [g.colonne, true]));
    expect((await preview(mine.admin, next)).body.aCreer).toBe(1);
    // Another firm's files are read as the template says, not by this firm's choices.
    const theirs = await upload(other.admin, own([uniqueRef('OWN')]), 'registre.csv');
    expect((await columnsOf(other.admin, theirs)).body.manquantes).toHaveLength(4);
  });

  it('reads a CSV with the English headers and a semicolon, and refuses a file never uploaded', async () => {
    const header = ['refCabinet', 'idTypeDossier', 'idTribunal', 'dateOuverture'].map(
      (key) => IMPORT_COLUMNS.find((column) => column.key === key)!.headers.en,
    );
    const ref = uniqueRef('CSV');
    const id = await upload(mine.admin, Buffer.from(`\uFEFF${header.join(';')}\n${ref};COM;TPI-SALE;15/01/2026\n`), 'dossiers.csv');
    const { body } = await preview(mine.admin, id);
    expect(body.lignes).toEqual([{ ligne: 2, refCabinet: ref, valide: true, raisons: [] }]);
    const issued = await api<{ id: string }>('imports.uploadUrl', { token: mine.admin.token, body: { fichier: 'x.xlsx', taille: 10 } });
    const missing = await preview(mine.admin, issued.body.id);
    expect([missing.status, missing.body.details?.[0]?.code]).toEqual([400, 'import_not_uploaded']);
  });

  it('reads the clients sheet: each client valid or not with its reasons, creates the new ones alone before the dossiers, and none twice', async () => {
    const known = { cin: uniqueCin(), nom: 'Idrissi', prenom: 'Omar' };
    const created = await api('clients.create', { token: mine.admin.token, body: { idTypeClient: 'PP', ...known } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const adversary = { cin: uniqueCin(), nom: 'Ouazzani', prenom: 'Rachid' };
    const against = uniqueRef('AGAINST');
    const dossierAgainst = await api('dossiers.create', {
      token: mine.admin.token,
      body: {
        idTypeDossier: 'CIV',
        idTribunal: 'TPI-RABAT',
        refCabinet: against,
        dateOuverture: '2026-01-02',
        Client: [{ idTypeClient: 'PP', idStatutClient: 'PLG', nom: 'Kettani' }],
        adversaire: [{ idTypeClient: 'PP', idStatutClient: 'ACS', ...adversary }],
      },
    });
    expect(dossierAgainst.status, JSON.stringify(dossierAgainst.body)).toBe(201);
    const cin = uniqueCin();
    const rc = `RC${uniqueCin()}`;
    const clients: ClientSheetRow[] = [
      {
        cin,
        nom: 'Tazi',
        prenom: 'Nadia',
        email: 'Nadia.Tazi@example.ma',
        phone: '+212 6 61 22 33 44',
        adresse: '12 rue Oued Sebou, Rabat',
      },
      { rc, raisonSociale: 'Sebou Textiles SARL', ice: '001234567000089' },
      { cin, nom: 'Tazi', prenom: 'Nadia' },
      known,
      { cin: existingCin, nom: 'Autre', prenom: 'Personne' },
      adversary,
      { nom: 'Lahlou', email: 'pas-un-email' },
      { prenom: 'Sans nom' },
      { nom: 'Fassi', prenom: 'Leila' },
    ];
    // A dossier of the file names the sheet's new client by CIN alone.
    const dossier = row({ clientCin: cin });
    const file = await xlsx([dossier], 'fr', undefined, { rows: clients });
    const id = await upload(mine.admin, file);
    const { status, body } = await preview(mine.admin, id);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.lignes).toEqual([{ ligne: 2, refCabinet: dossier.refCabinet, valide: true, raisons: [] }]);
    expect(body.clients.lignes.map((line) => [line.ligne, line.client, line.raisons])).toEqual([
      [2, 'Nadia Tazi', []],
      [3, 'Sebou Textiles SARL', []],
      [4, 'Nadia Tazi', [{ champ: 'cin', code: 'client_duplicate_in_file' }]],
      [5, 'Omar Idrissi', [{ champ: 'cin', code: 'client_already_firms' }]],
      [6, 'Personne Autre', [{ champ: 'cin', code: 'identifier_other_person' }]],
      [7, 'Rachid Ouazzani', [{ champ: 'nom', code: 'conflict_is_adversaire', dossier: against }]],
      [8, 'Lahlou', [{ champ: 'email', code: 'email_invalid' }]],
      [9, 'Sans nom', [{ champ: 'nom', code: 'required' }]],
      [10, 'Leila Fassi', []],
    ]);
    expect([body.aCreer, body.clients.aCreer]).toEqual([1, 3]);
    for (const line of body.clients.lignes) for (const reason of line.raisons) expect(Object.keys(MESSAGES)).toContain(reason.code);
    expect((await api('clients.get', { token: mine.admin.token, params: { id: cin } })).status).toBe(404);

    expect((await run(mine.admin, id)).status).toBe(202);
    const job = await ended(mine.admin, id);
    expect(job).toMatchObject({ etat: 'TER', total: 10, faits: 10, crees: 1, clientsCrees: 3, clientsIgnores: 1, clientsEchoues: 5 });
    expect(job.rapportClients!.map((line) => [line.ligne, line.resultat])).toEqual([
      [2, 'CRE'],
      [3, 'CRE'],
      [4, 'ECH'],
      [5, 'IGN'],
      [6, 'ECH'],
      [7, 'ECH'],
      [8, 'ECH'],
      [9, 'ECH'],
      [10, 'CRE'],
    ]);
    const nadia = await api<{ idClient: string; email?: string; phone?: string; adresse?: string; idUtilisateur?: string }>('clients.get', {
      token: mine.admin.token,
      params: { id: cin },
    });
    expect(nadia.body).toMatchObject({ nom: 'Tazi', prenom: 'Nadia', email: 'nadia.tazi@example.ma', adresse: '12 rue Oued Sebou, Rabat' });
    expect(nadia.body.idUtilisateur).toBeUndefined();
    expect((await api('clients.get', { token: mine.admin.token, params: { id: rc } })).body).toMatchObject({
      idTypeClient: 'PM',
      raisonSociale: 'Sebou Textiles SARL',
      ice: '001234567000089',
    });
    expect((await dossierByRef(mine.admin, dossier.refCabinet as string))!.clients.map((c) => c.idClient)).toEqual([nadia.body.idClient]);

    // The same file again: every client is already the firm's, the one without a CIN found by their name.
    const again = await upload(mine.admin, file);
    const second = await preview(mine.admin, again);
    expect(second.body.clients.aCreer).toBe(0);
    expect(second.body.clients.lignes.filter((line) => [2, 3, 10].includes(line.ligne)).map((line) => line.raisons)).toEqual([
      [{ champ: 'cin', code: 'client_already_firms' }],
      [{ champ: 'rc', code: 'client_already_firms' }],
      [{ champ: 'nom', code: 'client_already_firms' }],
    ]);
    expect((await run(mine.admin, again)).status).toBe(202);
    expect(await ended(mine.admin, again)).toMatchObject({ etat: 'TER', crees: 0, ignores: 1, clientsCrees: 0, clientsIgnores: 4 });
  }, 120_000);

  it("asks the clients sheet's own headers, refuses a column chosen twice there, and keeps them for the next file", async () => {
    const headers = ['N° CIN', 'Nom', 'Prénom', 'Tél.'];
    const sheetOf = (cin: string) => xlsx([], 'fr', undefined, { headers, cells: [[cin, 'Benjelloun', 'Amine', '0661223344']] });
    const cin = uniqueCin();
    const id = await upload(mine.admin, await sheetOf(cin));
    const columns = await columnsOf(mine.admin, id);
    expect(columns.status, JSON.stringify(columns.body)).toBe(200);
    expect(columns.body.clients).toEqual({
      entetes: [
        { entete: 'N° CIN', colonne: null, reconnue: false, exemple: cin },
        { entete: 'Nom', colonne: 'nom', reconnue: true, exemple: 'Benjelloun' },
        { entete: 'Prénom', colonne: 'prenom', reconnue: true, exemple: 'Amine' },
        { entete: 'Tél.', colonne: null, reconnue: false, exemple: '0661223344' },
      ],
      manquantes: [],
    });
    const twice = await preview(mine.admin, id, undefined, [
      { entete: 'N° CIN', colonne: 'cin' },
      { entete: 'Tél.', colonne: 'cin' },
    ]);
    expect([twice.status, twice.body.details?.map((d) => [d.field, d.code])]).toEqual([
      400,
      [['correspondancesClients.1.colonne', 'import_column_twice']],
    ]);
    const read = await preview(mine.admin, id, undefined, [
      { entete: 'N° CIN', colonne: 'cin' },
      { entete: 'Tél.', colonne: 'phone' },
    ]);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect([read.body.lignes, read.body.clients]).toEqual([
      [],
      { lignes: [{ ligne: 2, client: 'Amine Benjelloun', valide: true, raisons: [] }], aCreer: 1 },
    ]);
    expect((await run(mine.admin, id)).status).toBe(202);
    expect(await ended(mine.admin, id)).toMatchObject({ etat: 'TER', crees: 0, clientsCrees: 1 });
    expect((await api('clients.get', { token: mine.admin.token, params: { id: cin } })).body).toMatchObject({ phone: '0661223344' });

    const next = await upload(mine.admin, await sheetOf(uniqueCin()));
    expect((await columnsOf(mine.admin, next)).body.clients!.entetes.map((e) => [e.colonne, e.reconnue])).toEqual([
      ['cin', true],
      ['nom', true],
      ['prenom', true],
      ['phone', true],
    ]);
  }, 120_000);

  it('imports the example spreadsheet of the repository cleanly', async () => {
    const id = await upload(mine.admin, await readFile('docs/examples/dossiers-import.xlsx'));
    const { body } = await preview(mine.admin, id);
    expect(body.lignes.filter((line) => !line.valide)).toEqual([]);
    expect(body.clients.lignes.filter((line) => !line.valide)).toEqual([]);
    expect([body.aCreer, body.clients.aCreer]).toEqual([12, 4]);
    expect((await run(mine.admin, id)).status).toBe(202);
    expect(await ended(mine.admin, id)).toMatchObject({ etat: 'TER', crees: 12, echoues: 0, clientsCrees: 4, clientsEchoues: 0 });
  }, 120_000);

  it("lists the firm's imports that were run, newest first, without those never run nor another firm's", async () => {
    const { status, body } = await api<{ items: ImportJob[] }>('imports.list', { token: mine.admin.token });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.items.length).toBeGreaterThanOrEqual(9);
    expect(body.items.filter((item) => item.etat === 'APE')).toEqual([]);
    const created = body.items.map((item) => item.creeLe);
    expect(created).toEqual([...created].sort().reverse());
    expect(body.items.find((item) => item.id === importId)).toMatchObject({ etat: 'TER', total: 12, crees: 4, ignores: 1, echoues: 7 });
    expect(body.items.every((item) => !('rapport' in item) && !('rapportClients' in item))).toBe(true);
    // The other firm uploaded a file but never ran it: its list is empty, and holds none of this firm's.
    expect((await api<{ items: ImportJob[] }>('imports.list', { token: other.admin.token })).body.items).toEqual([]);
  });

  it('is for the firm’s administrators only; another firm’s import is not found', async () => {
    const id = await upload(mine.admin, await xlsx([row()]));
    for (const person of [mine.user, mine.clients[0]]) {
      expect((await api('imports.uploadUrl', { token: person.token, body: { fichier: 'a.xlsx', taille: 10 } })).status).toBe(403);
      expect((await api('imports.preview', { token: person.token, params: { id } })).status).toBe(403);
      expect((await api('imports.columns', { token: person.token, params: { id } })).status).toBe(403);
      expect((await api('imports.get', { token: person.token, params: { id } })).status).toBe(403);
      expect((await api('imports.list', { token: person.token })).status).toBe(403);
      expect((await api('imports.template', { token: person.token, query: { lang: 'fr' } })).status).toBe(403);
    }
    expect((await preview(other.admin, id)).status).toBe(404);
    expect((await columnsOf(other.admin, id)).status).toBe(404);
    expect((await run(other.admin, id)).status).toBe(404);
    expect((await state(other.admin, id)).status).toBe(404);
    expect((await state(mine.admin, id)).body).toMatchObject({ etat: 'APE', total: 0 });
  });
});
