import { beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../../infra/local/sample-files';
import { directUpload } from '../../infra/local/upload';
import { api } from '../support/api';
import { dossierBody, type ErrorBody } from './dossiers-support';
import { call, newFirm, newStaff, type Firm } from './identity-helpers';

/**
 * Who may be a dossier's lawyer, and who may change it (decisions: an active AVOCAT of the firm;
 * only a firm ADMIN or the current lawyer changes it). The dossier's lawyer reads its
 * client-private (PC) documents, so no other member of the firm may make themself its lawyer.
 */
type Detail = { id: string; version: number; refCabinet: string; idUtilisateur: string; idTribunal: string; idTypeDossier: string };
type Person = Awaited<ReturnType<typeof newStaff>>;

let firm: Firm;
let lawyer: Person;
let colleague: Person;
let assistant: Person;
let inactive: Person;

/** The identification the screen sends, with the lawyer given. */
const edit = (d: Detail, idUtilisateur: string, token: string) =>
  call('dossiers.update', {
    token,
    body: {
      id: d.id,
      version: d.version,
      idTypeDossier: d.idTypeDossier,
      idTribunal: d.idTribunal,
      refCabinet: d.refCabinet,
      dateOuverture: '2026-03-01',
      idUtilisateur,
    },
  });

const current = async (id: string) => (await api<Detail>('dossiers.get', { token: firm.admin, params: { id } })).body;

/** A dossier of `lawyer` holding a client-private document. */
const dossierWithPrivateDocument = async () => {
  const created = await call('dossiers.create', { token: lawyer.token, body: dossierBody() });
  expect(created.status).toBe(201);
  const d = created.body as unknown as Detail;
  const pdf = samplePdf(['Piece du client']);
  const { confirmed } = await directUpload(
    api,
    lawyer.token,
    { idDossier: d.id, Nom: 'Piece client', extension: 'pdf', IdConfidentialite: 'PC' },
    pdf,
    'application/pdf',
  );
  expect(confirmed?.status).toBe(201);
  return { dossier: await current(d.id), documentId: (confirmed?.body as { idDocument: string }).idDocument };
};

beforeAll(async () => {
  firm = await newFirm();
  [lawyer, colleague, assistant, inactive] = await Promise.all([
    newStaff(firm, { prenom: 'Salma' }),
    newStaff(firm, { prenom: 'Karim' }),
    newStaff(firm, { prenom: 'Khadija', idTypeUtilisateur: 'ASSISTANT' }),
    newStaff(firm, { prenom: 'Omar' }),
  ]);
  const off = await call('users.update', {
    token: firm.admin,
    params: { idUtilisateur: inactive.id },
    body: { ...inactive.form, actif: false },
  });
  expect(off.status).toBe(200);
});

describe("changing a dossier's lawyer", () => {
  it('refuses an assistant or another lawyer who names themself, and the private document stays out of reach', async () => {
    const { dossier, documentId } = await dossierWithPrivateDocument();
    expect((await call('documents.download', { token: lawyer.token, params: { idDocument: documentId } })).status).toBe(200);
    for (const person of [assistant, colleague]) {
      const refused = await edit(dossier, person.id, person.token);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        error: 'forbidden',
        message: "Seuls un administrateur et l'avocat du dossier peuvent en changer l'avocat",
      });
      expect((await current(dossier.id)).idUtilisateur).toBe(lawyer.id);
      expect((await call('documents.download', { token: person.token, params: { idDocument: documentId } })).status).toBe(404);
    }
  });

  it('lets an assistant edit the identification when the lawyer stays', async () => {
    const { dossier } = await dossierWithPrivateDocument();
    const kept = await edit(dossier, lawyer.id, assistant.token);
    expect(kept.status).toBe(200);
  });

  it('lets the current lawyer hand the dossier to an active lawyer of the firm, never to an assistant', async () => {
    const { dossier } = await dossierWithPrivateDocument();
    const toAssistant = await edit(dossier, assistant.id, lawyer.token);
    expect(toAssistant.status).toBe(400);
    expect((toAssistant.body as unknown as ErrorBody).details).toContainEqual(
      expect.objectContaining({ field: 'idUtilisateur', code: 'lawyer_not_avocat' }),
    );
    const toInactive = await edit(dossier, inactive.id, lawyer.token);
    expect((toInactive.body as unknown as ErrorBody).details).toContainEqual(
      expect.objectContaining({ field: 'idUtilisateur', code: 'lawyer_not_avocat' }),
    );
    const handed = await edit(dossier, colleague.id, lawyer.token);
    expect(handed.status).toBe(200);
    expect((await current(dossier.id)).idUtilisateur).toBe(colleague.id);
    // The former lawyer is now like any colleague: they cannot take it back.
    expect((await edit(await current(dossier.id), lawyer.id, lawyer.token)).status).toBe(403);
  });

  it("lets a firm ADMIN change it, and records the change in the firm's activity log", async () => {
    const { dossier } = await dossierWithPrivateDocument();
    expect((await edit(dossier, colleague.id, firm.admin)).status).toBe(200);
    const log = await call('activity.list', { token: firm.admin, query: { type: 'DOSSIER_LAWYER_CHANGED' } });
    expect(log.status).toBe(200);
    expect((log.body as unknown as { items: unknown[] }).items).toContainEqual(
      expect.objectContaining({
        type: 'DOSSIER_LAWYER_CHANGED',
        idUtilisateur: firm.adminId,
        objet: dossier.refCabinet,
        precisions: ['Salma Idrissi', 'Karim Idrissi'],
      }),
    );
  });
});

describe("a new dossier's lawyer", () => {
  it('is an active lawyer of the firm: not an assistant, named or by default', async () => {
    const named = await call('dossiers.create', { token: firm.admin, body: dossierBody({ idUtilisateur: assistant.id }) });
    expect(named.status).toBe(400);
    expect((named.body as unknown as ErrorBody).details).toContainEqual(
      expect.objectContaining({ field: 'idUtilisateur', code: 'lawyer_not_avocat' }),
    );
    const byDefault = await call('dossiers.create', { token: assistant.token, body: dossierBody() });
    expect(byDefault.status).toBe(400);
    const forLawyer = await call('dossiers.create', { token: assistant.token, body: dossierBody({ idUtilisateur: lawyer.id }) });
    expect(forLawyer.status).toBe(201);
    expect(forLawyer.body).toMatchObject({ idUtilisateur: lawyer.id });
  });
});
