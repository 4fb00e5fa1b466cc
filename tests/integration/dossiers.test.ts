import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { emailsTo } from '../support/mailbox';
import { getItem, partition } from '../support/table';
import { asFirm, newStaff } from './identity-helpers';
import {
  clientWithAccount,
  createDossier,
  dossierBody,
  getDossier,
  person,
  registerFirm,
  uniqueCin,
  uniqueRef,
  type Detail,
  type ErrorBody,
} from './dossiers-support';

let firm: TestFirm;
let other: TestFirm;
beforeAll(async () => {
  [firm, other] = await Promise.all([registerFirm(), registerFirm({ structure: 'Cabinet Autre' })]);
});

const clientByCin = (token: string, cin: string) => api<{ idClient: string }>('clients.get', { token, params: { id: cin } });
const dossierCount = async (f: TestFirm) => (await partition(`T#${f.structureId}#DL#ALL`)).length;

describe('create: one transaction, all or nothing', () => {
  it('creates the dossier with its clients and opposing parties, labelled, with a creation entry', async () => {
    const d = await createDossier(firm, {
      nom: 'Succession Alami',
      Client: [person({ nom: 'Alami', prenom: 'Karim' })],
      adversaire: [
        {
          idTypeClient: 'PM',
          idStatutClient: 'ACS',
          rc: `RC${uniqueCin()}`,
          raisonSociale: 'Banque Atlas',
          representantLegal: 'M. Idrissi',
        },
      ],
    });
    expect(d).toMatchObject({ typeDossier: 'Civil', idStatutDossier: 'ENC', idUtilisateur: firm.userId, nom: 'Succession Alami' });
    // A first-instance court answers with its court of appeal, for the form to offer its area's courts.
    expect(d).toMatchObject({ idTribunal: 'TPI-RABAT', idCourAppel: 'CA-RABAT', courAppel: expect.stringContaining('Rabat') });
    expect(d.clients).toHaveLength(1);
    expect(d.adversaires[0]).toMatchObject({ raisonSociale: 'Banque Atlas', idStatutClient: 'ACS' });
    expect(d.actions.map((a) => a.idTypeAction)).toEqual(['CREATION']);
  });

  it('answers 409 for a reference already used in the firm (case and accents aside) and writes none of the parties', async () => {
    const ref = uniqueRef('Réf');
    await createDossier(firm, { refCabinet: ref });
    const before = await dossierCount(firm);
    const cin = uniqueCin();
    const res = await api<ErrorBody>('dossiers.create', {
      token: firm.token,
      body: dossierBody({ refCabinet: ref.toUpperCase().replace('É', 'E'), Client: [person({ cin })] }),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/reference|référence/i);
    expect((await clientByCin(firm.token, cin)).status).toBe(404);
    expect(await dossierCount(firm)).toBe(before);
    // the same reference is free in another firm
    expect((await api('dossiers.create', { token: other.token, body: dossierBody({ refCabinet: ref }) })).status).toBe(201);
  });

  it('writes nothing when a condition fails mid-transaction (unknown dossier type) or a CIN appears twice', async () => {
    const before = await dossierCount(firm);
    const [cin, ref] = [uniqueCin(), uniqueRef()];
    const unknownType = await api<ErrorBody>('dossiers.create', {
      token: firm.token,
      body: dossierBody({ refCabinet: ref, idTypeDossier: 'NOPE', Client: [person({ cin })] }),
    });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.details).toContainEqual(expect.objectContaining({ field: 'idTypeDossier' }));
    const twice = await api<ErrorBody>('dossiers.create', {
      token: firm.token,
      body: dossierBody({ refCabinet: ref, Client: [person({ cin })], adversaire: [person({ cin, idStatutClient: 'ACS' })] }),
    });
    expect(twice.status).toBe(400);
    expect(twice.body.details).toContainEqual(expect.objectContaining({ field: 'adversaire.0', code: 'party_duplicate' }));
    expect((await clientByCin(firm.token, cin)).status).toBe(404);
    expect(await dossierCount(firm)).toBe(before);
    // the reference was never claimed
    expect((await api('dossiers.create', { token: firm.token, body: dossierBody({ refCabinet: ref }) })).status).toBe(201);
  });

  it('refuses a party without type or legal status with the specified message in the caller’s language', async () => {
    const res = await api<ErrorBody>('dossiers.create', {
      token: firm.token,
      headers: { 'accept-language': 'fr' },
      body: dossierBody({ Client: [{ cin: uniqueCin(), nom: 'Sans Type' }] }),
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual(
      expect.objectContaining({
        field: 'Client.0.idTypeClient',
        message: 'Veuillez remplir les champs obligatoires ( Type Client, Statut Client).',
      }),
    );
  });
});

describe('conflict of interest', () => {
  it('detects a new client who is an opposing party elsewhere (by CIN), and creates once confirmed, in the history', async () => {
    const cin = uniqueCin();
    const first = await createDossier(firm, { adversaire: [person({ cin, idStatutClient: 'ACS' })] });
    const body = dossierBody({ Client: [person({ cin: cin.toLowerCase() })] });
    const refused = await api<ErrorBody>('dossiers.create', { token: firm.token, body });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('conflict');
    expect(refused.body.details).toContainEqual(
      expect.objectContaining({ field: 'Client.0', idDossier: first.id, refCabinet: first.refCabinet, role: 'ADVERSAIRE' }),
    );
    const confirmed = await api<Detail>('dossiers.create', { token: firm.token, body: { ...body, confirmConflict: true } });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.actions.find((a) => a.idTypeAction === 'CONFLIT_CONFIRME')?.conflits).toContainEqual(
      expect.objectContaining({ idDossier: first.id }),
    );
  });

  it('detects the reverse (an opposing party who is a client elsewhere) by normalised name when no CIN is known', async () => {
    const name = `Tazi${Date.now().toString(36)}`;
    const first = await createDossier(firm, { Client: [person({ cin: undefined, nom: name, prenom: 'Karîm' })] });
    const second = await createDossier(firm);
    const party = { idTypeClient: 'PP', idStatutClient: 'ACS', nom: `  ${name.toUpperCase()} `, prenom: 'karim' };
    const refused = await api<ErrorBody>('dossiers.addAdversaire', { token: firm.token, params: { id: second.id }, body: party });
    expect(refused.status).toBe(409);
    expect(refused.body.details).toContainEqual(expect.objectContaining({ idDossier: first.id, role: 'CLIENT' }));
    expect((await getDossier(firm.token, second.id)).body.adversaires).toHaveLength(0);
    const added = await api('dossiers.addAdversaire', {
      token: firm.token,
      params: { id: second.id },
      body: { ...party, confirmConflict: true },
    });
    expect(added.status).toBe(200);
    const detail = (await getDossier(firm.token, second.id)).body;
    expect(detail.adversaires).toHaveLength(1);
    expect(
      detail.actions
        .slice(0, 2)
        .map((a) => a.idTypeAction)
        .sort(),
    ).toEqual(['AJOUT_ADVERSAIRE', 'CONFLIT_CONFIRME']);
  });

  it('does not see a conflict between different known CINs with the same name', async () => {
    await createDossier(firm, { adversaire: [person({ nom: 'Homonyme', prenom: 'Ali', idStatutClient: 'ACS' })] });
    const res = await api('dossiers.create', {
      token: firm.token,
      body: dossierBody({ Client: [person({ nom: 'Homonyme', prenom: 'Ali' })] }),
    });
    expect(res.status).toBe(201);
  });
});

describe('update and history', () => {
  it('records identification and status changes with before/after values and author, newest first', async () => {
    const d = await createDossier(firm);
    const res = await api<Detail>('dossiers.update', {
      token: firm.token,
      body: {
        id: d.id,
        idTypeDossier: 'COM',
        idTribunal: 'CA-CASABLANCA',
        refCabinet: d.refCabinet,
        dateOuverture: '2026-03-01',
        nom: 'Renommé',
        idStatutDossier: 'CLO',
      },
    });
    expect(res.status).toBe(200);
    // A court of appeal is its own.
    expect(res.body).toMatchObject({ idTribunal: 'CA-CASABLANCA', idCourAppel: 'CA-CASABLANCA' });
    const [status, identification, creation] = res.body.actions;
    expect(creation?.idTypeAction).toBe('CREATION');
    expect(status).toMatchObject({
      idTypeAction: 'STATUT',
      changes: [{ field: 'idStatutDossier', before: 'ENC', after: 'CLO' }],
      auteur: 'Salma Alaoui',
    });
    expect(identification?.changes).toEqual(
      expect.arrayContaining([
        { field: 'nom', before: null, after: 'Renommé' },
        { field: 'idTypeDossier', before: 'CIV', after: 'COM', labels: { before: 'Civil', after: 'Commercial' } },
        {
          field: 'idTribunal',
          before: 'TPI-RABAT',
          after: 'CA-CASABLANCA',
          labels: { before: 'Court of First Instance of Rabat', after: 'Court of Appeal of Casablanca' },
        },
      ]),
    );
    const list = await api<{ items: { id: string; derniereAction: string }[] }>('dossiers.search', {
      token: firm.token,
      query: { statut: 'CLO', type: 'COM' },
    });
    expect(list.body.items.map((i) => i.id)).toContain(d.id);
    expect(
      (
        await api<{ items: { id: string }[] }>('dossiers.search', { token: firm.token, query: { statut: 'ENC', type: 'CIV' } })
      ).body.items.map((i) => i.id),
    ).not.toContain(d.id);
  });

  it('moves the unique reference: the old one is free again, a taken one answers 409', async () => {
    const [a, b] = [await createDossier(firm), await createDossier(firm)];
    const base = { idTypeDossier: 'CIV', idTribunal: 'TPI-RABAT', dateOuverture: '2026-03-01' };
    expect((await api('dossiers.update', { token: firm.token, body: { ...base, id: a.id, refCabinet: b.refCabinet } })).status).toBe(409);
    const renamed = uniqueRef('NEW');
    expect((await api('dossiers.update', { token: firm.token, body: { ...base, id: a.id, refCabinet: renamed } })).status).toBe(200);
    expect((await api('dossiers.create', { token: firm.token, body: dossierBody({ refCabinet: a.refCabinet }) })).status).toBe(201);
  });
});

describe('the dossier aggregate: identification edits carry the version read, events do not touch it', () => {
  type Versioned = Detail & { version: number; refCabinet: string };
  const identification = (d: Versioned, over: Record<string, unknown> = {}) => ({
    id: d.id,
    idTypeDossier: 'CIV',
    idTribunal: 'TPI-RABAT',
    refCabinet: d.refCabinet,
    dateOuverture: '2026-03-01',
    nom: d.nom ?? undefined,
    version: d.version,
    ...over,
  });
  const read = async (token: string, id: string) => (await getDossier(token, id)).body as Versioned;

  it('an event between the read and the save does not make the save fail, and the save keeps what the event wrote', async () => {
    const d = await createDossier(firm);
    const seen = await read(firm.token, d.id);
    const added = await api('dossiers.addClient', {
      token: firm.token,
      params: { id: d.id },
      body: person({ nom: 'Idrissi', prenom: 'Omar' }),
    });
    expect(added.status).toBe(200);
    expect((await read(firm.token, d.id)).version).toBe(seen.version);

    const saved = await api<Versioned>('dossiers.update', { token: firm.token, body: identification(seen, { nom: 'Après un événement' }) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ nom: 'Après un événement', version: seen.version + 1 });
    expect(saved.body.clients.map((c) => c.nom)).toEqual(['Bennani', 'Idrissi']);
    const meta = await getItem({ pk: `T#${firm.structureId}#D#${d.id}`, sk: 'META' });
    expect(meta).toMatchObject({ nomClient: 'Salma Bennani, Omar Idrissi', derniereAction: 'IDENTIFICATION', partiesVersion: 1 });
  });

  it('of two people who read the same version, the second save answers 409 dossier_changed naming the first, and writes nothing', async () => {
    const d = await createDossier(firm);
    const colleague = await newStaff(asFirm(firm), { nom: 'Amrani', prenom: 'Khadija' });
    const [mine, theirs] = await Promise.all([read(firm.token, d.id), read(colleague.token, d.id)]);
    expect(theirs.version).toBe(mine.version);

    const first = await api<Versioned>('dossiers.update', { token: firm.token, body: identification(mine, { nom: 'Version de Salma' }) });
    expect(first.status).toBe(200);
    const takenRef = uniqueRef('KHADIJA');
    const second = await api<ErrorBody>('dossiers.update', {
      token: colleague.token,
      headers: { 'accept-language': 'en' },
      body: identification(theirs, { nom: 'Version de Khadija', refCabinet: takenRef, idStatutDossier: 'CLO' }),
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: 'dossier_changed', message: 'The case was changed meanwhile. Reload it and try again.' });
    expect(second.body.details).toEqual([
      expect.objectContaining({ field: 'version', code: 'dossier_changed', by: 'Salma Alaoui', at: expect.any(String) }),
    ]);
    const detail = second.body.details![0]!;
    expect(Math.abs(Date.parse(String(detail.at)) - Date.now())).toBeLessThan(60_000);
    expect(detail.message).toMatch(/^Salma Alaoui changed the case on \d{2}\/\d{2}\/\d{4} at \d{2}:\d{2}\.$/);

    // nothing of the second save: the first one's values, one identification entry, the reference free, the lists as they were
    const now = await read(colleague.token, d.id);
    expect(now).toMatchObject({ nom: 'Version de Salma', idStatutDossier: 'ENC', refCabinet: d.refCabinet, version: mine.version + 1 });
    expect(now.actions.filter((a) => a.idTypeAction !== 'CREATION').map((a) => [a.idTypeAction, a.auteur])).toEqual([
      ['IDENTIFICATION', 'Salma Alaoui'],
    ]);
    const closed = await api<{ items: { id: string }[] }>('dossiers.search', { token: firm.token, query: { statut: 'CLO' } });
    expect(closed.body.items.map((i) => i.id)).not.toContain(d.id);
    expect((await api('dossiers.create', { token: firm.token, body: dossierBody({ refCabinet: takenRef }) })).status).toBe(201);

    // reloaded, the colleague saves on the new version
    const retried = await api<Versioned>('dossiers.update', {
      token: colleague.token,
      body: identification(now, { nom: 'Version de Khadija' }),
    });
    expect(retried.status).toBe(200);
    expect(retried.body.version).toBe(mine.version + 2);
  });
});

describe('parties', () => {
  it('adds and removes clients and opposing parties; the all-zero id is ignored', async () => {
    const d = await createDossier(firm, { Client: [] });
    const added = await api<{ idClient: string }>('dossiers.addClient', {
      token: firm.token,
      params: { id: d.id },
      body: person({ nom: 'Ajout' }),
    });
    expect(added.status).toBe(200);
    const again = await api('dossiers.addClient', {
      token: firm.token,
      params: { id: d.id },
      body: { idClient: added.body.idClient, idTypeClient: 'PP', idStatutClient: 'PLG' },
    });
    expect(again.status).toBe(409);
    const zero = await api('dossiers.removeClient', {
      token: firm.token,
      params: { id: d.id, clientId: '00000000-0000-0000-0000-000000000000' },
    });
    expect(zero.status).toBe(200);
    expect(
      (await api('dossiers.removeAdversaire', { token: firm.token, params: { id: d.id, clientId: added.body.idClient } })).status,
    ).toBe(404);
    expect((await api('dossiers.removeClient', { token: firm.token, params: { id: d.id, clientId: added.body.idClient } })).status).toBe(
      200,
    );
    const detail = (await getDossier(firm.token, d.id)).body;
    expect(detail.clients).toHaveLength(0);
    expect(detail.actions.map((a) => a.idTypeAction).slice(0, 2)).toEqual(['RETRAIT_CLIENT', 'AJOUT_CLIENT']);
  });
});

describe('access', () => {
  it('a client sees their own dossiers only; other dossiers are 404 and staff routes 403', async () => {
    const client = await clientWithAccount(firm);
    const foreign = await createDossier(firm);
    const mine = await api<{ id: string; avocat: string; messagesNonLus: number }[]>('dossiers.listForClient', {
      token: client.token,
      params: { userId: client.session.id },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.map((d) => d.id)).toEqual([client.dossier.id]);
    expect(mine.body[0]).toMatchObject({ avocat: 'Salma Alaoui', messagesNonLus: 0 });
    expect((await getDossier(client.token, client.dossier.id)).status).toBe(200);
    expect((await getDossier(client.token, client.dossier.id)).body.actions).toEqual([]);
    expect((await getDossier(client.token, foreign.id)).status).toBe(404);
    expect((await api('dossiers.listForClient', { token: client.token, params: { userId: firm.userId } })).status).toBe(404);
    expect((await api('dossiers.create', { token: client.token, body: dossierBody() })).status).toBe(403);
    const saved = await api('dossiers.updateClientReference', {
      token: client.token,
      params: { id: client.dossier.id },
      body: { refClient: 'MA-REF-1' },
    });
    expect(saved.status).toBe(200);
    expect(
      (await api('dossiers.updateClientReference', { token: client.token, params: { id: foreign.id }, body: { refClient: 'X' } })).status,
    ).toBe(404);
    const staffView = (await getDossier(firm.token, client.dossier.id)).body as Detail & { refClient: string };
    expect(staffView.refClient).toBe('MA-REF-1');
    expect(staffView.actions[0]).toMatchObject({
      idTypeAction: 'REFERENCE_CLIENT',
      changes: [{ field: 'refClient', before: null, after: 'MA-REF-1' }],
    });
  });

  it('a client added to a second dossier is not invited again and sees both', async () => {
    const client = await clientWithAccount(firm);
    const cin = client.dossier.clients[0]!.cin as string;
    const second = await createDossier(firm, { Client: [person({ cin, email: client.email })] });
    expect(second.clients[0]!.idClient).toBe(client.dossier.clients[0]!.idClient);
    expect(await emailsTo(client.email)).toHaveLength(1);
    const mine = await api<{ id: string }[]>('dossiers.listForClient', { token: client.token, params: { userId: client.session.id } });
    expect(mine.body.map((d) => d.id).sort()).toEqual([client.dossier.id, second.id].sort());
  });

  it("answers 404 on every dossier and client route for another firm's ids", async () => {
    const d = await createDossier(firm);
    const clientId = d.clients[0]!.idClient;
    const cin = d.clients[0]!.cin as string;
    const t = other.token;
    const base = { idTypeDossier: 'CIV', idTribunal: 'TPI-RABAT', refCabinet: uniqueRef(), dateOuverture: '2026-03-01' };
    const calls = [
      api('dossiers.get', { token: t, params: { id: d.id } }),
      api('dossiers.update', { token: t, body: { ...base, id: d.id } }),
      api('dossiers.addClient', { token: t, params: { id: d.id }, body: person() }),
      api('dossiers.addAdversaire', { token: t, params: { id: d.id }, body: person() }),
      api('dossiers.removeClient', { token: t, params: { id: d.id, clientId } }),
      api('dossiers.removeAdversaire', { token: t, params: { id: d.id, clientId } }),
      api('dossiers.listForUser', { token: t, params: { userId: firm.userId } }),
      api('dossiers.listForClient', { token: t, params: { userId: firm.userId } }),
      api('dossiers.addClient', {
        token: t,
        params: { id: (await createDossier(other)).id },
        body: { idClient: clientId, idTypeClient: 'PP', idStatutClient: 'PLG' },
      }),
      api('clients.get', { token: t, params: { id: clientId } }),
      api('clients.get', { token: t, params: { id: cin } }),
      api('clients.dossiersFor', { token: t, params: { id: clientId, userId: other.userId } }),
      api('clients.persons', { token: t, params: { userId: firm.userId } }),
      api('clients.companies', { token: t, params: { userId: firm.userId } }),
    ];
    expect((await Promise.all(calls)).map((r) => r.status)).toEqual(calls.map(() => 404));
    expect((await getDossier(firm.token, d.id)).body.clients).toHaveLength(1);
  });
});

describe('lists', () => {
  it("pages a lawyer's dossiers, newest opening date first, with a cursor", async () => {
    const lawyer = await registerFirm();
    for (const date of ['2026-01-01', '2026-02-01', '2026-03-01']) await createDossier(lawyer, { dateOuverture: date });
    const first = await api<{ items: { dateOuverture: string; nomClient: string }[]; cursor: string | null }>('dossiers.listForUser', {
      token: lawyer.token,
      params: { userId: lawyer.userId },
      query: { limit: 2 },
    });
    expect(first.body.items.map((i) => i.dateOuverture)).toEqual(['2026-03-01', '2026-02-01']);
    expect(first.body.items[0]!.nomClient).toBe('Salma Bennani');
    const second = await api<{ items: { dateOuverture: string }[]; cursor: string | null }>('dossiers.listForUser', {
      token: lawyer.token,
      params: { userId: lawyer.userId },
      query: { limit: 2, cursor: first.body.cursor ?? '' },
    });
    expect(second.body.items.map((i) => i.dateOuverture)).toEqual(['2026-01-01']);
    expect(second.body.cursor).toBeNull();
  });

  it('filters by reference prefix and by client name, accents and case aside', async () => {
    const lawyer = await registerFirm();
    const d = await createDossier(lawyer, { refCabinet: 'PRX-2026/77', Client: [person({ nom: 'Chraïbi', prenom: 'Omar' })] });
    await createDossier(lawyer, { refCabinet: 'OTHER-1' });
    const byRef = await api<{ items: { id: string }[] }>('dossiers.search', { token: lawyer.token, query: { refDossier: 'prx-2026' } });
    expect(byRef.body.items.map((i) => i.id)).toEqual([d.id]);
    // a reference that is nothing once normalised (an Arabic vowel mark alone) filters nothing
    const byMark = await api<{ items: { id: string }[] }>('dossiers.search', { token: lawyer.token, query: { refDossier: '\u064E' } });
    expect(byMark.status).toBe(200);
    expect(byMark.body.items).toHaveLength(2);
    const byClient = await api<{ items: { id: string }[] }>('dossiers.search', { token: lawyer.token, query: { client: 'CHRAIBI' } });
    expect(byClient.body.items.map((i) => i.id)).toEqual([d.id]);
  });

  it("filters by any part of the firm's, the court's or the client's reference, and shows each dossier's name", async () => {
    const lawyer = await registerFirm();
    const recovery = await createDossier(lawyer, {
      nom: 'Atlas Textile c/ Bennani',
      refCabinet: '2026/1201/145',
      refTribunal: '2026/8201/3377',
      refClient: 'AT-2026-07',
      dateOuverture: '2026-09-14',
    });
    const sale = await createDossier(lawyer, { nom: 'Vente Témara', refCabinet: '2025/0412/118', dateOuverture: '2025-04-10' });
    type Row = { id: string; refCabinet: string; nom: string | null };
    const rows = async (query: Record<string, string>) => {
      const res = await api<{ items: Row[] }>('dossiers.search', { token: lawyer.token, query });
      expect(res.status).toBe(200);
      return res.body.items;
    };
    const ids = async (refDossier: string, more: Record<string, string> = {}) => (await rows({ refDossier, ...more })).map((r) => r.id);
    // the end of the firm's reference, and a part of it across its separators
    expect(await ids('145')).toEqual([recovery.id]);
    expect(await ids('201/14')).toEqual([recovery.id]);
    // the court's reference, typed with another separator
    expect(await ids('3377')).toEqual([recovery.id]);
    expect(await ids('8201-33')).toEqual([recovery.id]);
    // the client's reference, in any case
    expect(await ids('at-2026')).toEqual([recovery.id]);
    // the middle of a segment; a part of both, newest opening first, and with the other filters
    expect(await ids('41')).toEqual([sale.id]);
    expect(await ids('12')).toEqual([recovery.id, sale.id]);
    expect(await ids('12', { type: 'CIV', statut: 'ENC' })).toEqual([recovery.id, sale.id]);
    expect(await ids('12', { statut: 'CLO' })).toEqual([]);
    expect(await ids('999')).toEqual([]);
    // each row shows the dossier's name
    expect(await rows({ refDossier: '145' })).toEqual([
      expect.objectContaining({ refCabinet: '2026/1201/145', nom: 'Atlas Textile c/ Bennani' }),
    ]);
    expect((await rows({ refDossier: '118' }))[0]).toMatchObject({ nom: 'Vente Témara' });

    // an edit of the court's reference: its old part finds nothing, its new one finds the dossier
    const edited = await api('dossiers.update', {
      token: lawyer.token,
      body: {
        id: recovery.id,
        idTypeDossier: 'CIV',
        idTribunal: 'TPI-RABAT',
        nom: 'Atlas Textile c/ Bennani',
        refCabinet: '2026/1201/145',
        refTribunal: '2026/8201/4488',
        refClient: 'AT-2026-07',
        dateOuverture: '2026-09-14',
      },
    });
    expect(edited.status).toBe(200);
    expect(await ids('3377')).toEqual([]);
    expect(await ids('448')).toEqual([recovery.id]);
    // the client's own reference, saved by the client
    const client = await clientWithAccount(lawyer);
    const saved = await api('dossiers.updateClientReference', {
      token: client.token,
      params: { id: client.dossier.id },
      body: { refClient: 'VT/55-90' },
    });
    expect(saved.status).toBe(200);
    expect(await ids('55-9')).toEqual([client.dossier.id]);
  });
});
