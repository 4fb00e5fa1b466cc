import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Item } from '../../functions/src/adapters/table';
import { clientItem, type ClientRecord } from '../../functions/src/db/clients';
import { newId } from '../../functions/src/db/keys';
import { indexChanges, indexKey, reindexOldEntries } from '../../functions/src/db/search-index';
import { clientWords, dossierWords } from '../../functions/src/services/dossier-search';
import { api } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { deleteItem, putItem } from '../support/table';
import { clientWithAccount, createDossier, person, registerFirm, type Detail } from './dossiers-support';

type Results = {
  q: string;
  dossiers: { id: string; refCabinet: string }[];
  clients: { idClient: string; raisonSociale: string | null; nom: string | null }[];
};
const search = (token: string, q: string) => api<Results>('search.query', { token, query: { q } });

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
    expect(byName.body.dossiers).toEqual([]);
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

  it('refuses an empty query with 400', async () => {
    expect((await search(firm.token, '   ')).status).toBe(400);
  });
});

describe('GET /api/Search, a page at a time', () => {
  it('finds the clients holding two words that each have more than a page of entries, in the index order of the first word', async () => {
    const crowded = await registerFirm();
    const sid = crowded.structureId;
    const records: ClientRecord[] = Array.from({ length: 240 }, (_, n) => ({
      idClient: newId(),
      idTypeClient: 'PP',
      nom: 'Zerhouni',
      prenom: n < 150 ? 'Adil' : 'Amine',
      estClient: false,
      createdAt: new Date().toISOString(),
    }));
    const items: Item[] = records.flatMap((record) => [
      clientItem(sid, record),
      ...indexChanges(sid, { kind: 'C', id: record.idClient }, [], clientWords(record)).flatMap((w) =>
        'Put' in w ? [w.Put.Item as Item] : [],
      ),
    ]);
    for (let i = 0; i < items.length; i += 40) await Promise.all(items.slice(i, i + 40).map(putItem));
    const amines = records.filter((r) => r.prenom === 'Amine').map((r) => r.idClient);
    const res = await search(crowded.token, 'zerhouni amine');
    expect(res.status).toBe(200);
    expect(res.body.clients.map((c) => c.idClient)).toEqual(amines.sort().slice(0, 20));
  });

  it('finds entities indexed before the entries held their words once the re-index has run', async () => {
    const d = await createDossier(firm, { nom: 'Ancienne Zitouni', refCabinet: 'OLD-2025/7' });
    const hit = { kind: 'D' as const, id: d.id };
    const words = dossierWords({ refCabinet: d.refCabinet, nom: 'Ancienne Zitouni', refClient: undefined, refTribunal: undefined });
    // the entries as they were written before: `{word}#{kind}#{id}`, without the words
    for (const word of words) {
      const key = indexKey(firm.structureId, word, hit);
      await deleteItem(key);
      await putItem({ pk: key.pk, sk: `${word}#D#${d.id}`, type: 'SEARCH', kind: 'D', id: d.id });
    }
    expect((await search(firm.token, 'ancienne zitouni')).body.dossiers).toEqual([]);
    Object.assign(process.env, inject('env'));
    expect(await reindexOldEntries()).toBeGreaterThanOrEqual(1);
    expect((await search(firm.token, 'ancienne zitouni')).body.dossiers.map((x) => x.id)).toEqual([d.id]);
    expect((await search(firm.token, 'old-2025/7')).body.dossiers.map((x) => x.id)).toEqual([d.id]);
  });
});
