import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { RouteName } from '@mizan/shared/routes';
import { api, routePath } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { billingFirms, feeDraft, issuedFee, type Staff } from './billing-support';
import { clientWithAccount, createDossier, person, uniqueRef, type ErrorBody } from './dossiers-support';

/**
 * The lists' XLSX exports (issue 33): the dossier list and the clients with their filters, the
 * firm's invoices (issue 30) with theirs, headers in the caller's language and the sheet right to
 * left in Arabic, each kept to what the list route shows the caller, against the real local stack.
 */
let firm: TestFirm;
let other: TestFirm;
let lawyer: Staff;
let clientToken: string;
const refs = { admin: uniqueRef('XLA'), lawyer: uniqueRef('XLL'), other: uniqueRef('XLO') };
const cins = { admin: `XA${Date.now().toString(36).toUpperCase()}`, other: `XO${Date.now().toString(36).toUpperCase()}` };
const rc = `RC${Date.now().toString(36).toUpperCase()}`;

type Sheet = { name: string; rightToLeft: boolean; header: string[]; rows: unknown[][] };

/** The workbook a route answers, read back: each sheet's name, direction, header and rows. */
const workbookOf = async (name: RouteName, token: string, query: Record<string, string> = {}, language = 'fr') => {
  const url = new URL(routePath(name), inject('apiUrl'));
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-language': language } });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook.worksheets.map((sheet): Sheet => {
    const values = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const [header = [], ...rows] = values.map((row) => row.slice(1));
    return { name: sheet.name, rightToLeft: !!sheet.views[0]?.rightToLeft, header: header as string[], rows };
  });
};

beforeAll(async () => {
  ({ firm, other, lawyer } = await billingFirms());
  const [adminDossier, lawyerDossier, client] = await Promise.all([
    createDossier(firm, {
      refCabinet: refs.admin,
      nom: 'Tazi c/ Banque',
      Client: [person({ cin: cins.admin, nom: 'Tazi', prenom: 'Amine' })],
    }),
    createDossier(firm, {
      refCabinet: refs.lawyer,
      idUtilisateur: lawyer.id,
      Client: [{ idTypeClient: 'PM', idStatutClient: 'PLG', rc, raisonSociale: 'Atlas Transports SARL' }],
    }),
    clientWithAccount(firm),
    createDossier(other, { refCabinet: refs.other, Client: [person({ cin: cins.other })] }),
  ]);
  clientToken = client.token;
  await Promise.all([issuedFee(firm.token, adminDossier.id, '1000'), feeDraft(firm.token, lawyerDossier.id, '500')]);
}, 240_000);

describe('the lists as XLSX', () => {
  it("exports the dossier list with its filters, in the reader's language, right to left in Arabic", async () => {
    const [all] = await workbookOf('dossiers.searchXlsx', firm.token);
    expect(all!.header).toEqual([
      'Réf. cabinet',
      'Nom du dossier',
      'Client',
      'Type de dossier',
      "Date d'ouverture",
      'Statut',
      'Dernière action',
      'Date de la dernière action',
    ]);
    expect(all!.rightToLeft).toBe(false);
    const references = all!.rows.map((row) => row[0]);
    expect(references).toEqual(expect.arrayContaining([refs.admin, refs.lawyer]));
    expect(references).not.toContain(refs.other);
    expect(references).toHaveLength(3);

    const [filtered] = await workbookOf('dossiers.searchXlsx', firm.token, { refDossier: refs.admin }, 'ar');
    expect(filtered!.name).toBe('الملفات');
    expect(filtered!.rightToLeft).toBe(true);
    expect(filtered!.header[0]).toBe('مرجع المكتب');
    expect(filtered!.rows).toHaveLength(1);
    expect(filtered!.rows[0]!.slice(0, 3)).toEqual([refs.admin, 'Tazi c/ Banque', 'Amine Tazi']);

    const [byLawyer] = await workbookOf('dossiers.searchXlsx', firm.token, { idUtilisateur: lawyer.id }, 'en');
    expect(byLawyer!.header[0]).toBe('Cabinet ref.');
    expect(byLawyer!.rows.map((row) => row[0])).toEqual([refs.lawyer]);
  });

  it("exports the firm's clients, a sheet of persons and one of companies, none of another firm's", async () => {
    const [persons, companies] = await workbookOf('clients.listXlsx', firm.token);
    expect(persons!.name).toBe('Personnes physiques');
    expect(persons!.header.slice(0, 3)).toEqual(['Nom', 'Prénom', 'CIN']);
    expect(persons!.rows).toContainEqual(expect.arrayContaining(['Tazi', 'Amine', cins.admin]));
    expect(persons!.rows.flat()).not.toContain(cins.other);
    expect(companies!.name).toBe('Personnes morales');
    expect(companies!.rows).toEqual([expect.arrayContaining(['Atlas Transports SARL', rc])]);
  });

  it("exports the firm's invoices with the list's filters, amounts in dirhams, and a lawyer only their dossiers'", async () => {
    const [all] = await workbookOf('billing.firmInvoicesXlsx', firm.token);
    expect(all!.header).toEqual([
      'Numéro',
      'Date',
      'Client',
      'Dossier',
      'Avocat',
      'Montant TTC (MAD)',
      'Payé (MAD)',
      'Reste dû (MAD)',
      'État',
    ]);
    expect(all!.rows).toHaveLength(2);
    const issuedRow = all!.rows.find((row) => row[3] === refs.admin)!;
    expect(issuedRow.slice(5)).toEqual([1200, 0, 1200, 'Impayée']);

    const [drafts] = await workbookOf('billing.firmInvoicesXlsx', firm.token, { statut: 'BROUILLON' }, 'en');
    expect(drafts!.rows).toEqual([
      ['Draft', expect.any(String), 'Atlas Transports SARL', refs.lawyer, expect.any(String), 600, 0, 0, 'Draft'],
    ]);

    const [theLawyers] = await workbookOf('billing.firmInvoicesXlsx', lawyer.token);
    expect(theLawyers!.rows.map((row) => row[3])).toEqual([refs.lawyer]);
    const another = await api<ErrorBody>('billing.firmInvoicesXlsx', { token: lawyer.token, query: { idAvocat: firm.userId } });
    expect(another.status).toBe(403);
  });

  it('refuses a client, and a filter that does not read, naming the field', async () => {
    for (const name of ['dossiers.searchXlsx', 'clients.listXlsx', 'billing.firmInvoicesXlsx'] as const)
      expect((await api(name, { token: clientToken })).status).toBe(403);
    const bad = await api<ErrorBody>('billing.firmInvoicesXlsx', { token: firm.token, query: { du: '2026-05-01', au: '2026-04-01' } });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.map((detail) => detail.field)).toEqual(['au']);
    const status = await api<ErrorBody>('dossiers.searchXlsx', { token: firm.token, query: { statut: 'NOPE' } });
    expect(status.status).toBe(400);
    expect(status.body.details?.map((detail) => detail.field)).toEqual(['statut']);
  });
});
