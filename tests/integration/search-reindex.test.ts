import { beforeAll, describe, expect, inject, it } from 'vitest';
import { indexKey, pairKey, type IndexHit } from '../../functions/src/db/search-index';
import { reindexSearch } from '../../functions/src/services/search-reindex';
import { clientNamesIndexing, dossierWords, referencesIndexing } from '../../functions/src/services/dossier-search';
import { api } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { deleteItem, getItem, putItem } from '../support/table';
import { createDossier, person, registerFirm } from './dossiers-support';

/**
 * `npm run reindex:search` (services/search-reindex.ts) against the real local stack. The re-index reads the whole table,
 * so this file is stack-wide (vitest.config.ts): it runs alone, while the stack holds few items.
 */
const search = (token: string, q: string) =>
  api<{ dossiers: { id: string }[]; clients: { idClient: string }[] }>('search.query', { token, query: { q } });

let firm: TestFirm;
beforeAll(async () => {
  firm = await registerFirm();
  Object.assign(process.env, inject('env'));
});

describe('the search re-index', () => {
  it('gives the parties indexed before their names were paired the pair entries they lack once the re-index has run', async () => {
    const d = await createDossier(firm, { nom: 'Paire Ancienne', Client: [person({ nom: 'Lamrani', prenom: 'Ghita Sara' })] });
    const [party] = d.clients;
    const hit: IndexHit = { kind: 'C', id: party!.idClient };
    // two of its six pairs missing, as after a re-index stopped halfway
    const lacking = ['lamrani ghita', 'sara lamrani'];
    for (const pair of lacking) await deleteItem(pairKey(firm.structureId, pair, hit));
    expect((await reindexSearch()).paired).toBeGreaterThanOrEqual(1);
    for (const pair of lacking)
      expect(await getItem(pairKey(firm.structureId, pair, hit))).toMatchObject({
        id: hit.id,
        words: expect.arrayContaining(['lamrani', 'ghita', 'sara']),
        shown: { nom: 'Lamrani', prenom: 'Ghita Sara' },
      });
    // nothing is lacking any more: nothing is written again
    expect((await reindexSearch()).paired).toBe(0);
  });

  it("leaves a document's text entries as they are: they are of the current layout", async () => {
    const hit: IndexHit = { kind: 'X', id: `DOC-${Date.now().toString(36)}` };
    const key = indexKey(firm.structureId, 'nafaqa', hit);
    const entry = { ...key, type: 'SEARCH', kind: 'X', id: hit.id, words: ['nafaqa'], shown: { extrait: '… la nafaqa due …' } };
    await putItem(entry);
    await reindexSearch();
    expect(await getItem(key)).toEqual(entry);
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
    expect((await reindexSearch()).relaid).toBeGreaterThanOrEqual(1);
    expect((await search(firm.token, 'ancienne zitouni')).body.dossiers.map((x) => x.id)).toEqual([d.id]);
    expect((await search(firm.token, 'old-2025/7')).body.dossiers.map((x) => x.id)).toEqual([d.id]);
  });

  it('gives the entries that do not show their entity what search shows of it once the re-index has run', async () => {
    const d = await createDossier(firm, { nom: 'Ouahbi Ancien' });
    const hit: IndexHit = { kind: 'D', id: d.id };
    const words = dossierWords({ refCabinet: d.refCabinet, nom: 'Ouahbi Ancien', refClient: undefined, refTribunal: undefined });
    for (const word of words) await putItem({ ...indexKey(firm.structureId, word, hit), type: 'SEARCH', kind: 'D', id: d.id, words });
    expect((await reindexSearch()).shown).toBeGreaterThanOrEqual(1);
    for (const word of words)
      expect((await getItem(indexKey(firm.structureId, word, hit)))?.shown).toMatchObject({ id: d.id, refCabinet: d.refCabinet });
    expect((await search(firm.token, 'ouahbi')).body.dossiers.map((x) => x.id)).toEqual([d.id]);
  });

  it("gives the dossiers indexed before their clients' names and their references' parts those entries once the re-index has run", async () => {
    const d = await createDossier(firm, {
      nom: 'Dossier Ancien',
      refCabinet: 'ANC/7781/52',
      Client: [person({ nom: 'Sefrioui', prenom: 'Nadia' })],
    });
    const meta = (await getItem({ pk: `T#${firm.structureId}#D#${d.id}`, sk: 'META' }))!;
    const byNames = clientNamesIndexing({ nomClient: meta.nomClient as string });
    const byParts = referencesIndexing({ refCabinet: d.refCabinet });
    expect(byNames.words).toEqual(['nadia', 'sefrioui']);
    // the entries as they were before: none by the clients' names nor by the references' parts
    for (const word of byNames.words) await deleteItem(indexKey(firm.structureId, word, { kind: 'N', id: d.id }));
    for (const part of byParts.parts!) await deleteItem(indexKey(firm.structureId, part, { kind: 'R', id: d.id }));
    const listed = async (refDossier: string) =>
      (await api<{ items: { id: string }[] }>('dossiers.search', { token: firm.token, query: { refDossier } })).body.items.map((x) => x.id);
    expect(await listed('7781/5')).toEqual([]);
    expect((await search(firm.token, 'sefrioui')).body.dossiers).toEqual([]);
    expect((await reindexSearch()).dossiers).toBeGreaterThanOrEqual(1);
    expect(await listed('7781/5')).toEqual([d.id]);
    expect((await search(firm.token, 'sefrioui nad')).body.dossiers.map((x) => x.id)).toEqual([d.id]);
    expect(await getItem(indexKey(firm.structureId, '781', { kind: 'R', id: d.id }))).toMatchObject({ words: ['anc/7781/52'] });
    // nothing is lacking any more: nothing is written again
    expect((await reindexSearch()).dossiers).toBe(0);
  });
});
