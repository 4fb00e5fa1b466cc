import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { clientWithAccount, createDossier, getDossier, person, registerFirm, uniqueCin, type ErrorBody } from './dossiers-support';

type Client = {
  idClient: string;
  idTypeClient: string;
  cin?: string;
  nom?: string;
  prenom?: string;
  phone?: string;
  email?: string;
  rc?: string;
  raisonSociale?: string;
  ice?: string;
};
type Results = { dossiers: { id: string }[]; clients: { idClient: string; nom: string | null }[] };

const editClient = (token: string, id: string, body: Record<string, unknown>) =>
  api<Client & ErrorBody>('clients.update', { token, params: { id }, body });
const createClient = (token: string, body: Record<string, unknown>) => api<Client & ErrorBody>('clients.create', { token, body });
const search = (token: string, q: string) => api<Results>('search.query', { token, query: { q } });
/** A name no other test of the run uses (letters only: search reads words). */
const uniqueName = (base: string) =>
  `${base}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;

let firm: TestFirm;
let other: TestFirm;
beforeAll(async () => {
  [firm, other] = await Promise.all([registerFirm(), registerFirm()]);
});

describe('editing a client or party record', () => {
  it('changes the phone and the email and records the change on each of its dossiers', async () => {
    const d = await createDossier(firm, { Client: [person({ phone: '0612345678' })] });
    const id = d.clients[0]!.idClient;
    const details = { cin: d.clients[0]!.cin, nom: 'Bennani', prenom: 'Salma' };
    const res = await editClient(firm.token, id, { ...details, phone: '0698765432', email: 'salma.b@exemple.ma' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ idClient: id, phone: '0698765432', email: 'salma.b@exemple.ma' });
    expect((await api<Client>('clients.get', { token: firm.token, params: { id } })).body).toMatchObject({ phone: '0698765432' });
    const after = (await getDossier(firm.token, d.id)).body;
    expect(after.clients[0]).toMatchObject({ phone: '0698765432', email: 'salma.b@exemple.ma' });
    const entry = after.actions.find((a) => a.idTypeAction === 'PARTIE_MODIFIEE');
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: 'phone', before: '0612345678', after: '0698765432' },
        { field: 'email', before: null, after: 'salma.b@exemple.ma' },
      ]),
    );
  });

  it('refuses a CIN another record holds with the creation’s 409, and moves its own CIN claim', async () => {
    const taken = uniqueCin();
    await createDossier(firm, { Client: [person({ cin: taken })] });
    const d = await createDossier(firm);
    const id = d.clients[0]!.idClient;
    const oldCin = d.clients[0]!.cin as string;
    const refused = await editClient(firm.token, id, { cin: taken, nom: 'Bennani' });
    expect(refused.status).toBe(409);
    expect(refused.body.details).toEqual([expect.objectContaining({ field: 'cin', code: 'conflict' })]);

    const fresh = uniqueCin();
    expect((await editClient(firm.token, id, { cin: fresh, nom: 'Bennani' })).status).toBe(200);
    expect((await api<Client>('clients.get', { token: firm.token, params: { id: fresh } })).body.idClient).toBe(id);
    expect((await api('clients.get', { token: firm.token, params: { id: oldCin } })).status).toBe(404);
    // the old CIN is free again: a new record may take it
    expect((await createClient(firm.token, { idTypeClient: 'PP', cin: oldCin, nom: 'Nouveau' })).status).toBe(201);
  });

  it('renames: the top bar finds the dossier by the new name, the list shows it, the old name finds nothing', async () => {
    const [oldName, newName] = [uniqueName('Ancien'), uniqueName('Nouveau')];
    const d = await createDossier(firm, { Client: [person({ nom: oldName, prenom: 'Karim' })] });
    const second = await createDossier(firm, { Client: [{ idClient: d.clients[0]!.idClient, idTypeClient: 'PP', idStatutClient: 'PLG' }] });
    const id = d.clients[0]!.idClient;
    const res = await editClient(firm.token, id, { cin: d.clients[0]!.cin, nom: newName, prenom: 'Karim' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const found = (await search(firm.token, newName)).body;
    expect(found.dossiers.map((x) => x.id).sort()).toEqual([d.id, second.id].sort());
    expect(found.clients.map((c) => c.idClient)).toEqual([id]);
    const gone = (await search(firm.token, oldName)).body;
    expect(gone.dossiers).toEqual([]);
    expect(gone.clients).toEqual([]);

    const list = await api<{ items: { id: string; nomClient: string }[] }>('dossiers.listForUser', {
      token: firm.token,
      params: { userId: firm.userId },
      query: { limit: 50 },
    });
    expect(list.body.items.find((x) => x.id === d.id)?.nomClient).toBe(`Karim ${newName}`);
    const persons = await api<{ items: Client[] }>('clients.persons', {
      token: firm.token,
      params: { userId: firm.userId },
      query: { limit: 50 },
    });
    expect(persons.body.items.find((c) => c.idClient === id)?.nom).toBe(newName);
  });

  it('renames an opposing party: its dossiers record it, the clients’ names stay', async () => {
    const d = await createDossier(firm, { adversaire: [person({ nom: uniqueName('Adverse'), idStatutClient: 'ACS' })] });
    const adversary = d.adversaires[0]!;
    const res = await editClient(firm.token, adversary.idClient, { cin: adversary.cin, nom: 'Renomme' });
    expect(res.status).toBe(200);
    const after = (await getDossier(firm.token, d.id)).body;
    expect(after.adversaires[0]).toMatchObject({ nom: 'Renomme' });
    expect(after.actions.find((a) => a.idTypeAction === 'PARTIE_MODIFIEE')?.changes).toContainEqual(
      expect.objectContaining({ field: 'nom', after: 'Renomme' }),
    );
    const list = await api<{ items: { id: string; nomClient: string }[] }>('dossiers.listForUser', {
      token: firm.token,
      params: { userId: firm.userId },
      query: { limit: 50 },
    });
    expect(list.body.items.find((x) => x.id === d.id)?.nomClient).toBe('Salma Bennani');
  });

  it('keeps the sign-in address of a client who has an account', async () => {
    const { dossier, email } = await clientWithAccount(firm);
    const client = dossier.clients[0]!;
    const refused = await editClient(firm.token, client.idClient, { cin: client.cin, nom: 'Bennani', email: 'autre@exemple.ma' });
    expect(refused.status).toBe(409);
    expect(refused.body.details).toEqual([expect.objectContaining({ field: 'email', code: 'client_email_has_account' })]);
    const kept = await editClient(firm.token, client.idClient, { cin: client.cin, nom: 'Bennani', email, phone: '0611111111' });
    expect(kept.status).toBe(200);
  });

  it('answers 404 for another firm’s record and 403 to a client', async () => {
    const d = await createDossier(firm);
    const id = d.clients[0]!.idClient;
    expect((await editClient(other.token, id, { nom: 'Intrus' })).status).toBe(404);
    const { token } = await clientWithAccount(firm);
    expect((await editClient(token, id, { nom: 'Intrus' })).status).toBe(403);
    expect((await createClient(token, { idTypeClient: 'PP', nom: 'Intrus' })).status).toBe(403);
    expect((await api<Client>('clients.get', { token: firm.token, params: { id } })).body.nom).toBe('Bennani');
  });

  it('needs the name of the record’s type', async () => {
    const d = await createDossier(firm);
    const res = await editClient(firm.token, d.clients[0]!.idClient, { prenom: 'Seul' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ field: 'nom', code: 'required' })]);
  });
});

describe('the Clients directory', () => {
  it('creates a client without a dossier, found by name and CIN, then added to a dossier by its id', async () => {
    const [nom, cin] = [uniqueName('Annuaire'), uniqueCin()];
    const created = await createClient(firm.token, { idTypeClient: 'PP', cin, nom, prenom: 'Meryem', phone: '0522000000' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.idClient;
    expect((await search(firm.token, nom)).body.clients.map((c) => c.idClient)).toEqual([id]);
    expect((await search(firm.token, cin)).body.clients.map((c) => c.idClient)).toEqual([id]);
    const persons = await api<{ items: Client[] }>('clients.persons', {
      token: firm.token,
      params: { userId: firm.userId },
      query: { limit: 50 },
    });
    expect(persons.body.items.map((c) => c.idClient)).toContain(id);

    const d = await createDossier(firm);
    const added = await api<Client>('dossiers.addClient', {
      token: firm.token,
      params: { id: d.id },
      body: { idClient: id, idTypeClient: 'PP', idStatutClient: 'PLG' },
    });
    expect(added.status).toBe(200);
    expect((await getDossier(firm.token, d.id)).body.clients.map((c) => c.idClient)).toContain(id);
  });

  it('refuses a CIN or RC already held, and a company without its name', async () => {
    const cin = uniqueCin();
    await createDossier(firm, { Client: [person({ cin })] });
    const taken = await createClient(firm.token, { idTypeClient: 'PP', cin, nom: 'Double' });
    expect(taken.status).toBe(409);
    expect(taken.body.details).toEqual([expect.objectContaining({ field: 'cin', code: 'conflict' })]);
    const unnamed = await createClient(firm.token, { idTypeClient: 'PM', rc: `RC${uniqueCin()}` });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.details).toEqual([expect.objectContaining({ field: 'raisonSociale', code: 'required' })]);
  });
});

describe("a company client's ICE", () => {
  it("is refused unless 15 digits, in the reader's language on its field, and kept and shown once valid", async () => {
    const created = await createClient(firm.token, { idTypeClient: 'PM', raisonSociale: uniqueName('Atlas'), rc: uniqueName('RC') });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.idClient;
    const base = { raisonSociale: created.body.raisonSociale, rc: created.body.rc };
    const wrong = await api<ErrorBody>('clients.update', {
      token: firm.token,
      params: { id },
      body: { ...base, ice: '12345' },
      headers: { 'accept-language': 'ar' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([
      expect.objectContaining({ field: 'ice', code: 'ice_invalid', message: 'يتكون التعريف الموحد للمقاولة من 15 رقمًا بالضبط' }),
    ]);
    const saved = await editClient(firm.token, id, { ...base, ice: '002 345 678 000 012' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await api<Client>('clients.get', { token: firm.token, params: { id } });
    expect(read.body.ice).toBe('002345678000012');
  });
});
