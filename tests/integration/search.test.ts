import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Item } from '../../functions/src/adapters/table';
import { clientItem, type ClientRecord } from '../../functions/src/db/clients';
import { newId } from '../../functions/src/db/keys';
import { indexChanges, indexKey, pairKey, showEntries, type IndexHit } from '../../functions/src/db/search-index';
import { clientIndexing, dossierIndexing, dossierWords } from '../../functions/src/services/dossier-search';
import { api } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { getItem, putItem } from '../support/table';
import { clientWithAccount, createDossier, person, registerFirm, type Detail } from './dossiers-support';

type Results = {
  q: string;
  dossiers: { id: string; refCabinet: string; idStatutDossier: string; statut: string }[];
  clients: { idClient: string; raisonSociale: string | null; nom: string | null }[];
};
const search = (token: string, q: string) => api<Results>('search.query', { token, query: { q } });
/** Edits a dossier's name, opening date and status (its type, court and reference as created). */
const editDossier = (token: string, d: Detail, fields: { nom: string; dateOuverture: string; idStatutDossier: string }) =>
  api('dossiers.update', { token, body: { id: d.id, idTypeDossier: 'CIV', idTribunal: 'TPI-RABAT', refCabinet: d.refCabinet, ...fields } });

let firm: TestFirm;
let stranger: TestFirm;
let succession: Detail;
beforeAll(async () => {
  [firm, stranger] = await Promise.all([registerFirm(), registerFirm()]);
  succession = await createDossier(firm, {
    nom: 'Succession Élalami',
    refCabinet: 'SUC-2026/042',
    Client: [person({ nom: 'Chraïbi', prenom: 'Hélène' })],
    adversaire: [{ idTypeClient: 'PM', idStatutClient: 'ACS', rc: 'RC-99881', raisonSociale: 'Société Générale du Maroc' }],
  });
  await createDossier(stranger, { nom: 'Succession Elalami bis', refCabinet: 'SUC-OTHER' });
});

describe('GET /api/Search', () => {
  it('finds dossiers by name and reference without accents and in any case', async () => {
    expect((await search(firm.token, 'ELALAMI')).body.dossiers.map((d) => d.id)).toEqual([succession.id]);
    expect((await search(firm.token, 'succession élal')).body.dossiers.map((d) => d.id)).toEqual([succession.id]);
    expect((await search(firm.token, 'suc-2026/042')).body.dossiers.map((d) => d.id)).toEqual([succession.id]);
  });

  it('finds clients and opposing parties by name, company name and RC, grouped apart from dossiers', async () => {
    const byName = await search(firm.token, 'chraibi helene');
    expect(byName.body.clients.map((c) => c.nom)).toEqual(['Chraïbi']);
    // and the dossiers of that client
    expect(byName.body.dossiers.map((d) => d.id)).toEqual([succession.id]);
    expect((await search(firm.token, 'SOCIETE gener')).body.clients.map((c) => c.raisonSociale)).toEqual(['Société Générale du Maroc']);
    expect((await search(firm.token, 'rc-99881')).body.clients).toHaveLength(1);
  });

  it('finds Arabic names whatever the hamza, ta marbuta or diacritics typed', async () => {
    const d = await createDossier(firm, { nom: 'تَرِكَة أحمد', Client: [person({ nom: 'الإدريسي', prenom: 'فاطمة' })] });
    expect((await search(firm.token, 'تركه احمد')).body.dossiers.map((x) => x.id)).toEqual([d.id]);
    expect((await search(firm.token, 'الادريسي')).body.clients.map((c) => c.nom)).toEqual(['الإدريسي']);
  });

  it("never returns another firm's data", async () => {
    const theirs = await search(stranger.token, 'elalami');
    expect(theirs.body.dossiers.map((d) => d.refCabinet)).toEqual(['SUC-OTHER']);
    expect((await search(stranger.token, 'chraibi')).body.clients).toEqual([]);
    expect((await search(stranger.token, 'chraibi helene')).body.clients).toEqual([]);
  });

  it('lets a client find their own dossiers only, and no clients', async () => {
    const client = await clientWithAccount(firm, { nom: 'Succession', prenom: 'Propre' });
    await api('dossiers.updateClientReference', {
      token: client.token,
      params: { id: client.dossier.id },
      body: { refClient: 'Elalami-perso' },
    });
    const res = await search(client.token, 'elalami');
    expect(res.status).toBe(200);
    expect(res.body.dossiers.map((d) => d.id)).toEqual([client.dossier.id]);
    expect(res.body.clients).toEqual([]);
  });

  it('shows a dossier as it is now: its entries are rewritten with its new status and opening date', async () => {
    const d = await createDossier(firm, { nom: 'Bouzoubaa Statut' });
    const entry = await getItem(indexKey(firm.structureId, 'bouzoubaa', { kind: 'D', id: d.id }));
    expect(entry?.shown).toMatchObject({ id: d.id, refCabinet: d.refCabinet, idStatutDossier: 'ENC' });
    const update = await editDossier(firm.token, d, { nom: 'Bouzoubaa Statut', dateOuverture: '2026-03-01', idStatutDossier: 'CLO' });
    expect(update.status).toBe(200);
    const [hit] = (await search(firm.token, 'bouzoubaa')).body.dossiers;
    expect(hit).toMatchObject({ id: d.id, idStatutDossier: 'CLO' });
    expect((await getItem(indexKey(firm.structureId, 'statut', { kind: 'D', id: d.id })))?.shown).toMatchObject({
      idStatutDossier: 'CLO',
      dateOuverture: '2026-03-01',
    });
  });

  it('never undoes an edit with a late write of what was shown (after a creation, or by the re-index)', async () => {
    const d = await createDossier(firm, { nom: 'Filali Ancien', dateOuverture: '2026-02-02' });
    const hit: IndexHit = { kind: 'D', id: d.id };
    const before = dossierIndexing({
      id: d.id,
      refCabinet: d.refCabinet,
      nom: 'Filali Ancien',
      idStatutDossier: 'ENC',
      dateOuverture: '2026-02-02',
    });
    const update = await editDossier(firm.token, d, { nom: 'Filali Nouveau', dateOuverture: '2026-02-02', idStatutDossier: 'SSP' });
    expect(update.status).toBe(200);
    Object.assign(process.env, inject('env'));
    // what the creation would have shown, written late: the edit's entries stay, the word it dropped stays gone
    await showEntries(firm.structureId, hit, before);
    expect((await getItem(indexKey(firm.structureId, 'filali', hit)))?.shown).toMatchObject({
      nom: 'Filali Nouveau',
      idStatutDossier: 'SSP',
    });
    expect(await getItem(indexKey(firm.structureId, 'ancien', hit))).toBeUndefined();
    expect((await search(firm.token, 'filali')).body.dossiers.map((x) => [x.id, x.idStatutDossier])).toEqual([[d.id, 'SSP']]);
    expect((await search(firm.token, 'filali ancien')).body.dossiers).toEqual([]);
  });

  it('reads the entity of an entry that does not show it (a creation in progress or failed), and drops it when missing', async () => {
    const d = await createDossier(firm, { nom: 'Tahiri Pending' });
    const hit: IndexHit = { kind: 'D', id: d.id };
    const words = dossierWords({ refCabinet: d.refCabinet, nom: 'Tahiri Pending', refClient: undefined, refTribunal: undefined });
    // as `indexNewEntities` writes them before the creation's transaction: the words only
    for (const word of words) await putItem({ ...indexKey(firm.structureId, word, hit), type: 'SEARCH', kind: 'D', id: d.id, words });
    const ghost: IndexHit = { kind: 'D', id: 'GHOST' };
    await putItem({
      ...indexKey(firm.structureId, 'tahiri', ghost),
      type: 'SEARCH',
      kind: 'D',
      id: ghost.id,
      words: ['tahiri', 'pending'],
    });
    const res = await search(firm.token, 'tahiri pend');
    expect(res.body.dossiers.map((x) => [x.id, x.refCabinet, x.idStatutDossier])).toEqual([[d.id, d.refCabinet, 'ENC']]);
  });

  it("finds every dossier of a client by the client's name, as the client joins and leaves dossiers", async () => {
    const lahlou = person({ nom: 'Lahlou', prenom: 'Yasmine' });
    const named = await createDossier(firm, { nom: 'Lahlou — bail commercial', Client: [lahlou] });
    const recovery = await createDossier(firm, { nom: 'Recouvrement de loyers', Client: [lahlou] });
    const transfer = await createDossier(firm, { nom: 'Cession de parts', Client: [] });
    const idClient = named.clients[0]!.idClient;
    expect(recovery.clients[0]!.idClient).toBe(idClient);
    const joined = await api('dossiers.addClient', {
      token: firm.token,
      params: { id: transfer.id },
      body: { idClient, idTypeClient: 'PP', idStatutClient: 'PLG' },
    });
    expect(joined.status).toBe(200);
    const dossiersFound = async (q: string) => (await search(firm.token, q)).body.dossiers.map((d) => d.id).sort();
    const all = [named.id, recovery.id, transfer.id].sort();
    expect(await dossiersFound('lahlou')).toEqual(all);
    expect(await dossiersFound('Yasmine LAHLOU')).toEqual(all);
    expect(await dossiersFound('lahl yas')).toEqual(all);
    expect((await search(firm.token, 'lahlou')).body.clients.map((c) => c.idClient)).toEqual([idClient]);
    const left = await api('dossiers.removeClient', { token: firm.token, params: { id: transfer.id, clientId: idClient } });
    expect(left.status).toBe(200);
    expect(await dossiersFound('lahlou')).toEqual([named.id, recovery.id].sort());
  });

  it('refuses an empty query with 400', async () => {
    expect((await search(firm.token, '   ')).status).toBe(400);
  });
});

describe('GET /api/Search, a page at a time', () => {
  it('finds the clients holding two words that each have more than a page of entries, by their pair or by the words', async () => {
    const crowded = await registerFirm();
    const sid = crowded.structureId;
    const records: ClientRecord[] = Array.from({ length: 240 }, (_, n) => ({
      idClient: newId(),
      idTypeClient: 'PP',
      nom: 'Zerhouni',
      prenom: n < 150 ? 'Adil' : n % 2 ? 'Amine' : 'Amina',
      isClient: false,
      createdAt: new Date().toISOString(),
    }));
    const items: Item[] = records.flatMap((record) => [
      clientItem(sid, record),
      ...indexChanges(sid, { kind: 'C', id: record.idClient }, undefined, clientIndexing(record)).flatMap((w) =>
        'Put' in w ? [w.Put.Item as Item] : [],
      ),
    ]);
    for (let i = 0; i < items.length; i += 40) await Promise.all(items.slice(i, i + 40).map(putItem));
    const named = (...prenoms: string[]) =>
      records
        .filter((r) => prenoms.includes(r.prenom!))
        .map((r) => r.idClient)
        .sort();
    const found = async (query: string) => {
      const res = await search(crowded.token, query);
      expect(res.status).toBe(200);
      return res.body.clients.map((c) => c.idClient);
    };
    // by the pair 'zerhouni amin', in its order: the Aminas (45) before the Amines, each by id
    expect(await found('zerhouni amin')).toEqual(named('Amina').slice(0, 20));
    // by the words, the first typed in part (no pair holds it), in the first word's order: by id
    expect(await found('zerhou amin')).toEqual(named('Amina', 'Amine').slice(0, 20));
  });

  it('indexes a new party by the pairs of its names, showing it, and finds it by a name and a first name begun', async () => {
    const d = await createDossier(firm, { nom: 'Paire Nouvelle', Client: [person({ nom: 'Benkirane', prenom: 'Zineb' })] });
    const [party] = d.clients;
    const hit: IndexHit = { kind: 'C', id: party!.idClient };
    for (const pair of ['benkirane zineb', 'zineb benkirane'])
      expect(await getItem(pairKey(firm.structureId, pair, hit))).toMatchObject({
        words: expect.arrayContaining(['benkirane', 'zineb']),
        shown: { nom: 'Benkirane', prenom: 'Zineb' },
      });
    expect((await search(firm.token, 'zineb benk')).body.clients.map((c) => c.idClient)).toEqual([hit.id]);
  });
});
