import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { partition } from '../support/table';
import { createDossier, dossierBody, getDossier, person, registerFirm, uniqueCin, type Detail, type ErrorBody } from './dossiers-support';

/** Fields of a request the route does not know, fields it ignores, and errors that name their field. */
let firm: TestFirm;
beforeAll(async () => {
  firm = await registerFirm();
});

const fieldsOf = (body: ErrorBody) => (body.details ?? []).map(({ field, code }) => `${field}:${code}`);

describe('a field the route does not know', () => {
  it('refuses a dossier sent with `clients` instead of `Client` with 400 naming `clients`, and writes nothing', async () => {
    const fresh = await registerFirm({ structure: 'Cabinet Strict' });
    const before = await partition(`T#${fresh.structureId}`);
    const cin = uniqueCin();
    const { Client: _documented, ...rest } = dossierBody();
    const res = await api<ErrorBody>('dossiers.create', {
      token: fresh.token,
      headers: { 'accept-language': 'fr' },
      body: { ...rest, clients: [person({ cin })] },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'clients', code: 'unknown_field', message: 'Champ inconnu' }]);
    expect(await partition(`T#${fresh.structureId}`)).toEqual(before);
    expect(await partition(`T#${fresh.structureId}#DL#ALL`)).toEqual([]);
    expect((await api('clients.get', { token: fresh.token, params: { id: cin } })).status).toBe(404);
  });

  it("names an unknown field inside a party by its path, and one of a translation's", async () => {
    const party = await api<ErrorBody>('dossiers.create', {
      token: firm.token,
      body: dossierBody({ Client: [person(), person({ telephone: '0600000000' })] }),
    });
    expect(fieldsOf(party.body)).toEqual(['Client.1.telephone:unknown_field']);
    const type = await api<ErrorBody>('management.createDossierTypeApi', {
      token: firm.token,
      body: { id: 'STRICT', label: 'Strict', traductions: [{ langue: 'fr', valeur: 'Strict', libelle: 'x' }] },
    });
    expect(fieldsOf(type.body)).toEqual(['traductions.0.libelle:unknown_field']);
  });

  it('refuses a query parameter the route does not know', async () => {
    const res = await api<ErrorBody>('dossiers.search', { token: firm.token, query: { statut: 'ENC', refdossier: 'R-1' } });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(['refdossier:unknown_field']);
  });
});

describe('fields the old client sends and the route ignores', () => {
  it('takes a message sent with an author, a date and a read flag, keeping none of them', async () => {
    const dossier = await createDossier(firm);
    const res = await api<ErrorBody>('messages.add', {
      token: firm.token,
      body: {
        idDossier: dossier.id,
        idAuteur: '01JSOMEONEELSE000000000000',
        idTypeAuteur: 'CLIENT',
        sujet: 'Audience',
        contenu: 'Bonjour',
        dateEnvoi: '2026-03-01T10:00:00.000Z',
        lu: true,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      idAuteur: firm.userId,
      idTypeAuteur: expect.not.stringMatching(/^CLIENT$/),
      sujet: 'Audience',
      contenu: 'Bonjour',
      lu: false,
    });
    expect((res.body as unknown as { dateEnvoi: string }).dateEnvoi).not.toBe('2026-03-01T10:00:00.000Z');
  });

  it("creates a dossier sent with the old form's id and a party's password, keeping neither", async () => {
    const sentId = '01JOLDCLIENT0000000000000X';
    const dossier = await createDossier(firm, { id: sentId, Client: [person({ password: 'Secret@2026' })] });
    expect(dossier.id).not.toBe(sentId);
    const read = await getDossier(firm.token, dossier.id);
    expect(read.body.clients).toHaveLength(1);
    expect(read.body.clients[0]).not.toHaveProperty('password');
    expect(JSON.stringify(await partition(`T#${firm.structureId}`))).not.toContain('Secret@2026');
  });

  it("accepts the old type form's translation ids", async () => {
    const res = await api<{ id: string }>('management.createDossierTypeApi', {
      token: firm.token,
      body: {
        id: 'OLDFORM',
        label: 'Ancien',
        actif: true,
        traductions: [{ idTDT: 7, idTypeDossier: 'OLDFORM', langue: 'ar', valeur: 'قديم', actif: true }],
      },
    });
    expect(res.status).toBe(201);
  });
});

describe('a conflict names its field', () => {
  it('a taken cabinet reference: refCabinet', async () => {
    const first = await createDossier(firm);
    const res = await api<ErrorBody>('dossiers.create', { token: firm.token, body: dossierBody({ refCabinet: first.refCabinet }) });
    expect(res.status).toBe(409);
    expect(fieldsOf(res.body)).toEqual(['refCabinet:ref_cabinet_taken']);
  });

  it('a party already in the dossier: its identifier (CIN for a person, RC for a company)', async () => {
    const dossier: Detail = await createDossier(firm, { Client: [] });
    const add = (body: Record<string, unknown>) =>
      api<ErrorBody>('dossiers.addClient', { token: firm.token, params: { id: dossier.id }, body });
    const company = { idTypeClient: 'PM', idStatutClient: 'PLG', rc: `RC${uniqueCin()}`, raisonSociale: 'Atlas SA' };
    const cin = uniqueCin();
    expect((await add(person({ cin }))).status).toBe(200);
    expect((await add(company)).status).toBe(200);
    const again = await add(person({ cin }));
    expect(again.status).toBe(409);
    expect(fieldsOf(again.body)).toEqual(['cin:party_already_linked']);
    expect(fieldsOf((await add(company)).body)).toEqual(['rc:party_already_linked']);
  });
});
