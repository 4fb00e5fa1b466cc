import { beforeAll, describe, expect, inject, it } from 'vitest';
import { samplePdf } from '../../infra/local/sample-files';
import { directUpload } from '../../infra/local/upload';
import { plusDays } from '../../functions/src/services/agenda';
import { casablancaToday } from '../../functions/src/services/working-days';
import { invitedLawyer, type TestFirm } from '../support/accounts';
import { api } from '../support/api';
import { courtPortalControl } from '../support/court-portal';
import { readPdf } from '../support/pdf-text';
import { clientWithAccount, createDossier, person, registerFirm } from './dossiers-support';

/**
 * GET /api/Dossier/{id}/fiche/pdf: the dossier sheet as an A4 PDF, read back as a reader sees it,
 * in French (its fields) and Arabic (shaped, right to left); staff only, their firm's dossiers.
 */

const COURT = 'TPI-RABAT';
const hearingDay = plusDays(casablancaToday(new Date()), 6);
const deadlineDay = plusDays(casablancaToday(new Date()), 3);
/** Lam-alef is one glyph for two letters; readers give them back alef first (as tests/functions/print-pdf.test.ts). */
const asRead = (text: string) => text.replace(/ل([اأإآ])/g, '$1ل');

let firm: TestFirm;
let other: TestFirm;
let client: Awaited<ReturnType<typeof clientWithAccount>>;
let colleague: { token: string };
let dossier: { id: string; refCabinet: string; refTribunal: string };

const sheet = async (token: string, id: string, lang: 'fr' | 'ar' | 'en') => {
  const url = new URL(`/api/Dossier/${id}/fiche/pdf?lang=${lang}`, inject('apiUrl'));
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), bytes };
};

const linesOf = async (bytes: Uint8Array, direction: 'ltr' | 'rtl') => {
  const pages = await readPdf(bytes, direction);
  expect(pages[0]).toMatchObject({ width: expect.closeTo(595.28, 1), height: expect.closeTo(841.89, 1) });
  return pages.flatMap((page) => page.lines);
};

beforeAll(async () => {
  [firm, other] = await Promise.all([registerFirm(), registerFirm({ structure: 'Cabinet Autre' })]);
  [client, colleague] = await Promise.all([clientWithAccount(firm), invitedLawyer(firm, 'Karim')]);
  const refTribunal = `${(Date.now() % 100_000) * 10 + Math.floor(Math.random() * 10)}/1201/2026`;
  await courtPortalControl('/_control/cases', {
    court: COURT,
    reference: refTribunal,
    hearings: [{ date: '2026-01-12', type: 'جلسة', content: 'إدراج الملف بالجلسة', nextHearing: `${hearingDay}T09:30` }],
  });
  const created = await createDossier(firm, {
    idTribunal: COURT,
    refTribunal,
    refClient: 'CL-77',
    Client: [person({ nom: 'الإدريسي', prenom: 'فاطمة' })],
    adversaire: [person({ idStatutClient: 'ACS', idTypeClient: 'PM', raisonSociale: 'Atlas SARL', nom: undefined, prenom: undefined })],
  });
  dossier = { ...(created as unknown as { id: string; refCabinet: string }), refTribunal };
  const token = firm.token;
  const calls = await Promise.all([
    api('dossiers.syncCourt', { token, params: { id: dossier.id } }),
    api('dossiers.addDeadline', {
      token,
      body: { idDossier: dossier.id, idtypeecheance: 'DOC', dateecheance: deadlineDay, contenu: 'Déposer les conclusions' },
    }),
    api('dossiers.addExpense', {
      token,
      body: { idDossier: dossier.id, idTypeDepense: 'HON', dateDepense: '2026-11-02', montant: '120,50' },
    }),
    api('dossiers.addExpense', {
      token,
      body: { idDossier: dossier.id, idTypeDepense: 'HON', dateDepense: '2026-11-03', montant: '1000' },
    }),
  ]);
  expect(calls.map((call) => call.status)).toEqual([200, 201, 201, 201]);
  // A PC document's upload: its history entry is read by the admin, never printed for a USER who may not see it.
  const secret = await directUpload(
    api,
    token,
    { idDossier: dossier.id, Nom: 'Rapport secret', extension: 'pdf', IdConfidentialite: 'PC' },
    samplePdf(['x']),
    'application/pdf',
  );
  expect(secret.confirmed?.status).toBe(201);
});

describe('the dossier sheet', () => {
  it('prints in French the identification, parties, court and next hearing, open deadlines, last actions and expenses total', async () => {
    const answer = await sheet(firm.token, dossier.id, 'fr');
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/pdf');
    const lines = await linesOf(answer.bytes, 'ltr');
    const text = lines.join('\n');
    expect(lines).toContain(`Fiche dossier ${dossier.refCabinet}`);
    for (const heading of ['Identification', 'Parties', 'Juridiction', 'Échéances ouvertes', 'Dernières actions', 'Frais'])
      expect(lines).toContain(heading);
    expect(text).toContain(`Réf. cabinet ${dossier.refCabinet}`);
    expect(text).toContain('Réf. client CL-77');
    expect(text).toContain(`Réf. tribunal ${dossier.refTribunal}`);
    expect(text).toContain('Partie adverse Atlas SARL');
    expect(text).toMatch(/Client .*الإدريسي|Client .*فاطمة/);
    const day = (iso: string) => iso.split('-').reverse().join('/');
    expect(text).toContain(`Prochaine audience ${day(hearingDay)} 09:30`);
    expect(text).toContain(day(deadlineDay));
    expect(text).toContain('Déposer les conclusions');
    expect(text).toContain('Total des frais : 1 120,50 MAD (2 dépenses)');
    expect(text).toContain('Rapport secret.pdf');
    expect(text).toContain('Page 1 sur 1');
  });

  it('prints in Arabic, shaped and right to left', async () => {
    const answer = await sheet(firm.token, dossier.id, 'ar');
    expect(answer.status).toBe(200);
    const lines = await linesOf(answer.bytes, 'rtl');
    const text = lines.join('\n');
    expect(lines).toContain(asRead('الآجال المفتوحة'));
    expect(lines).toContain(asRead('آخر الإجراءات'));
    expect(text).toContain(dossier.refCabinet);
    expect(text).toContain('Atlas SARL');
    expect(text).toMatch(/(1 120,50|120,50 1) درهم|MAD/);
    expect(text).toContain(asRead('صفحة 1 من 1'));
  });

  it('refuses a client (403) and another firm (404), and prints no history entry a USER may not read', async () => {
    expect((await sheet(client.token, dossier.id, 'fr')).status).toBe(403);
    expect((await sheet(other.token, dossier.id, 'fr')).status).toBe(404);
    expect((await api('print.dossierSheetPdf', { token: firm.token, params: { id: dossier.id }, query: { lang: 'xx' } })).status).toBe(400);
    const forColleague = await sheet(colleague.token, dossier.id, 'fr');
    expect(forColleague.status).toBe(200);
    const text = (await linesOf(forColleague.bytes, 'ltr')).join('\n');
    expect(text).toContain('Déposer les conclusions');
    expect(text).not.toContain('Rapport secret');
  });
});
