import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  QueryCommand,
  ScanCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Item } from '../../functions/src/adapters/table';
import { indexChanges, reindexOldEntries, type IndexHit, type IndexKind, type Indexing } from '../../functions/src/db/search-index';
import {
  clientIndexing,
  clientNamesIndexing,
  clientPairs,
  dossierIndexing,
  dossiersHoldingPart,
  holdsReferencePart,
  referenceParts,
  referencesIndexing,
  referenceText,
  searchIndex,
  shownDossiers,
} from '../../functions/src/services/dossier-search';
import { setTestEnv } from './support/env';

const dynamo = mockClient(DynamoDBDocumentClient);
const FIRM = 'FIRM1';

/** The index as DynamoDB keeps it: items in key order (UTF-8 bytes), Query by a range of sort keys with Limit and ExclusiveStartKey. */
let index: Item[] = [];
/** Entries answered by every Query, one number per Query sent. */
let answered: number[] = [];

const put = (hit: IndexHit, indexing: Indexing) => {
  for (const write of indexChanges(FIRM, hit, undefined, indexing)) if ('Put' in write) index.push(write.Put.Item as Item);
};
/** A party indexed as its creation does: its words and its names' pairs. */
const client = (n: number, nom: string, prenom: string) => {
  const idClient = `C${String(n).padStart(5, '0')}`;
  put({ kind: 'C', id: idClient }, clientIndexing({ idClient, idTypeClient: 'PP', nom, prenom }));
  return idClient;
};

/** The ids `searchIndex` finds, per kind. */
const searchIds = async (query: string, want: Partial<Record<IndexKind, number>>) => {
  const found = await searchIndex(FIRM, query, want);
  return { D: found.D.map((e) => e.id), C: found.C.map((e) => e.id), F: found.F.map((e) => e.id) };
};

beforeAll(setTestEnv);
beforeEach(() => {
  index = [];
  answered = [];
  dynamo.reset();
  dynamo.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    const values = input.ExpressionAttributeValues as Record<string, string>;
    const after = (input.ExclusiveStartKey?.sk as string | undefined) ?? '';
    index.sort((a, b) => Buffer.compare(Buffer.from(a.sk), Buffer.from(b.sk)));
    const range = index.filter(
      (item) =>
        item.pk === values[':pk'] &&
        Buffer.compare(Buffer.from(item.sk), Buffer.from(values[':from']!)) >= 0 &&
        Buffer.compare(Buffer.from(item.sk), Buffer.from(values[':to']!)) <= 0 &&
        Buffer.compare(Buffer.from(item.sk), Buffer.from(after)) > 0,
    );
    const Items = range.slice(0, input.Limit);
    answered.push(Items.length);
    const last = Items[Items.length - 1];
    return Promise.resolve({ Items, LastEvaluatedKey: Items.length === input.Limit && last ? { pk: last.pk, sk: last.sk } : undefined });
  });
});

describe('searchIndex', () => {
  it('reads the first word on, a page at a time, when no word is rare, and answers the matches in that word’s order', async () => {
    // the first 100 Zerhouni (by id) are no Amine: the matches are on the second page of 'zerhou'
    const amines: { id: string; nom: string }[] = [];
    for (let n = 0; n < 260; n++) {
      const nom = n % 3 ? 'Zerhouni' : 'Zerhounia';
      const id = client(n, nom, n < 150 ? 'Adil' : 'Amine');
      if (n >= 150) amines.push({ id, nom });
    }
    const found = await searchIds('zerhou amine', { C: 20 });
    // zerhouni#… before zerhounia#… in the index, then by id
    const expected = [...amines.filter((a) => a.nom === 'Zerhouni'), ...amines.filter((a) => a.nom === 'Zerhounia')].map((a) => a.id);
    expect(found).toEqual({ D: [], C: expected.slice(0, 20), F: [] });
    // the pair (the first word typed in part: none), then one page of each word at once, then the
    // first word's next page; enough found: no read of the whole query
    expect(answered).toEqual([0, 25, 25, 100]);
  });

  it('takes the candidates from a word whose first page is its last, and still orders them by the first word', async () => {
    const a = client(1, 'Zerhounia', 'Amina');
    const b = client(2, 'Zerhouni', 'Amina');
    for (let n = 3; n < 200; n++) client(n, 'Zerhouni', 'Adil');
    expect((await searchIds('zerhou amina', { C: 20 })).C).toEqual([b, a]);
    // the pair (none), then one page of each word, then the whole query ('zerhouamina': nothing)
    expect(answered).toEqual([0, 25, 2, 0]);
  });

  it('reads a bounded number of entries however many share the query’s words', async () => {
    for (let n = 0; n < 1500; n++) client(n, 'Alami', 'Nadia');
    for (let n = 1500; n < 3000; n++) client(n, 'Tazi', 'Karim');
    expect((await searchIds('alami karim', { C: 20 })).C).toEqual([]);
    // the pair (none), 500 entries of the first word, the first page of the other, nothing for the whole query
    expect(answered.reduce((sum, n) => sum + n, 0)).toBe(525);
  });

  it('adds what the whole reference finds after the entities that hold every word', async () => {
    put({ kind: 'D', id: 'D1' }, { words: ['2024', 'civ', '12', '2024civ12'] });
    put({ kind: 'D', id: 'D2' }, { words: ['2024civ123'] });
    put({ kind: 'D', id: 'D3' }, { words: ['2024', 'civ'] });
    expect((await searchIds('2024/CIV-12', { D: 20 })).D).toEqual(['D1', 'D2']);
  });

  it('finds the whole reference among the first word’s entries when they were all read', async () => {
    const c1 = client(1, 'Benjelloun', 'Karim');
    const c2 = client(2, 'Ben', 'Jelloun');
    expect((await searchIds('Ben Jelloun', { C: 20 })).C).toEqual([c2, c1]);
    // the pair holds one party of the 20 wanted: then the words' first pages answer, and the whole query's
    expect(answered).toEqual([1, 2, 1]);
  });

  it('answers a name and a first name from one page of their pair when it holds every party wanted, in the pair’s order', async () => {
    // 300 Alami, one in five a Karim or Karima: the first word's entries hold a match in every five
    const karims: string[] = [];
    for (let n = 0; n < 300; n++) {
      const prenom = ['Karima', 'Salma', 'Omar', 'Nadia', 'Imane'][n % 5]!;
      const id = client(n, 'Alami', n % 10 === 0 ? 'Karim' : prenom);
      if (n % 5 === 0) karims.push(id);
    }
    const found = await searchIds('alami kar', { C: 20 });
    // the pair's order: 'karim' before 'karima', then by id
    const karim = karims.filter((_, i) => i % 2 === 0);
    expect(found.C).toEqual([...karim, ...karims.filter((_, i) => i % 2 === 1)].slice(0, 20));
    // one page of the pair (20), and nothing more
    expect(answered).toEqual([20]);
  });

  it('checks the other words on the pair’s entries, and reads the words as before when its page holds too few', async () => {
    const wanted: string[] = [];
    const salmas: string[] = [];
    for (let n = 0; n < 200; n++) {
      const id = client(n, n % 2 ? 'El Idrissi' : 'Idrissi', n % 4 < 2 ? 'Fatima' : 'Salma');
      if (n % 4 === 1) wanted.push(id);
      if (n % 4 > 1) salmas.push(id);
    }
    // the pair of the last two words ('idrissi fat') holds every Idrissi Fatima, half of them an El Idrissi:
    // its page of 20 holds 10; then, as before, every word's first page and the rest of the first word ('el': 100)
    expect((await searchIds('el idrissi fat', { C: 20 })).C).toEqual(wanted.slice(0, 20));
    expect(answered).toEqual([20, 25, 25, 25, 75]);
    // every Idrissi Salma holds the query: the pair's page answers
    answered = [];
    expect((await searchIds('idrissi sal', { C: 20 })).C).toEqual(salmas.slice(0, 20));
    expect(answered).toEqual([20]);
    // a first word typed in part is in no pair: the words are read as before, in the first word's order
    answered = [];
    expect((await searchIds('el idris fat', { C: 20 })).C).toEqual(wanted.slice(0, 20));
    expect(answered).toEqual([0, 25, 25, 25, 75]);
  });

  it('reads only the kinds asked for', async () => {
    put({ kind: 'D', id: 'D1' }, { words: ['alami'] });
    put({ kind: 'C', id: 'C1' }, { words: ['alami'] });
    expect(await searchIds('alami', { C: 50 })).toEqual({ D: [], C: ['C1'], F: [] });
    expect(answered).toHaveLength(1);
  });
});

describe('clientPairs', () => {
  it('pairs the first four words of a party’s names, in both orders', () => {
    expect(clientPairs({ nom: 'El Idrissi', prenom: 'Fatima' })).toEqual([
      'el idrissi',
      'el fatima',
      'idrissi el',
      'idrissi fatima',
      'fatima el',
      'fatima idrissi',
    ]);
    expect(clientPairs({ nom: 'Ben Abdellah El Alaoui', prenom: 'Mohamed Amine' })).toHaveLength(12);
    expect(clientPairs({ raisonSociale: 'Atlas' })).toEqual([]);
  });
});

describe('indexChanges', () => {
  const hit: IndexHit = { kind: 'D', id: 'D1' };
  const entry = (word: string, words: readonly string[], shown?: Record<string, string>) => ({
    Put: {
      Item: {
        pk: `T#${FIRM}#IX#${word.slice(0, 2)}`,
        sk: `D#${word}#D1`,
        type: 'SEARCH',
        kind: 'D',
        id: 'D1',
        words,
        ...(shown ? { shown } : {}),
      },
    },
  });

  it('puts every entry again with the new words, deletes the dropped ones, and writes nothing when the words did not change', () => {
    const writes = indexChanges(FIRM, hit, { words: ['alami', 'cab'] }, { words: ['cab', 'tazi'] });
    expect(writes).toEqual([
      { Delete: { Key: { pk: `T#${FIRM}#IX#al`, sk: 'D#alami#D1' } } },
      entry('cab', ['cab', 'tazi']),
      entry('tazi', ['cab', 'tazi']),
    ]);
    expect(indexChanges(FIRM, hit, { words: ['alami', 'cab'] }, { words: ['cab', 'alami'] })).toEqual([]);
  });

  it('puts every entry again when only what search shows changed (a new status), and nothing when neither changed', () => {
    const dossier = { id: 'D1', refCabinet: 'CAB-7', nom: 'Tazi', idStatutDossier: 'ENC' as const, dateOuverture: '2026-01-05' };
    const closed = { ...dossier, idStatutDossier: 'CLO' as const };
    const { words } = dossierIndexing(closed);
    expect(indexChanges(FIRM, hit, dossierIndexing(dossier), dossierIndexing(closed))).toEqual(
      words.map((w) =>
        entry(w, words, { id: 'D1', refCabinet: 'CAB-7', nom: 'Tazi', idStatutDossier: 'CLO', dateOuverture: '2026-01-05' }),
      ),
    );
    expect(indexChanges(FIRM, hit, dossierIndexing(closed), dossierIndexing({ ...closed }))).toEqual([]);
    // removed: every entry deleted
    expect(indexChanges(FIRM, hit, dossierIndexing(closed), undefined)).toEqual(
      words.map((w) => ({ Delete: { Key: { pk: `T#${FIRM}#IX#${w.slice(0, 2)}`, sk: `D#${w}#D1` } } })),
    );
  });
});

describe('indexChanges of a party', () => {
  it('puts an entry per word and per pair, each pair in its first word’s shard, and deletes them all when it is removed', () => {
    const hit: IndexHit = { kind: 'C', id: 'C1' };
    const indexing = clientIndexing({ idClient: 'C1', idTypeClient: 'PP', nom: 'Alami', prenom: 'Karim', cin: 'BK1' });
    const keys = indexChanges(FIRM, hit, undefined, indexing).map((write) => {
      const { pk, sk, words, shown } = (write as { Put: { Item: Item } }).Put.Item;
      expect({ words, shown }).toEqual({
        words: ['alami', 'karim', 'bk1'],
        shown: { idClient: 'C1', idTypeClient: 'PP', nom: 'Alami', prenom: 'Karim', cin: 'BK1' },
      });
      return { pk, sk };
    });
    const key = (shard: string, sk: string) => ({ pk: `T#${FIRM}#IX#${shard}`, sk });
    expect(keys).toEqual([
      key('al', 'C#alami#C1'),
      key('ka', 'C#karim#C1'),
      key('bk', 'C#bk1#C1'),
      key('al', 'C2#alami karim#C1'),
      key('ka', 'C2#karim alami#C1'),
    ]);
    expect(indexChanges(FIRM, hit, indexing, undefined)).toEqual(keys.map((Key) => ({ Delete: { Key } })));
  });
});

describe('a dossier by its clients’ names (kind N)', () => {
  it('finds the dossiers whose clients’ names hold every word, in the first word’s order, without reading the whole query', async () => {
    put({ kind: 'N', id: 'D1' }, clientNamesIndexing({ nomClient: 'Yasmine Lahlou, Atlas Textile SARL' }));
    put({ kind: 'N', id: 'D2' }, clientNamesIndexing({ nomClient: 'Yasmine Lahlou' }));
    put({ kind: 'N', id: 'D3' }, clientNamesIndexing({ nomClient: 'Karim Lahlou' }));
    put(
      { kind: 'D', id: 'D4' },
      dossierIndexing({ id: 'D4', refCabinet: 'LAHLOU-1', idStatutDossier: 'ENC', dateOuverture: '2026-01-05' }),
    );
    const found = await searchIndex(FIRM, 'lahlou yasm', { N: 20 });
    expect(found.N.map((entry) => entry.id)).toEqual(['D1', 'D2']);
    expect(found.D).toEqual([]);
    // one page of each word; no read of the whole query ('lahlouyasm'), which no client's name is
    expect(answered).toEqual([3, 2]);
  });
});

describe('a dossier by the parts of its references (kind R)', () => {
  const dossier = (id: string, refCabinet: string, refTribunal?: string, refClient?: string) =>
    put({ kind: 'R', id }, referencesIndexing({ refCabinet, refTribunal, refClient }));

  it('indexes the segments of its references and their endings, the whole segments first, at most 16', () => {
    expect(referenceText(' 2026 - 1201 / 145 ')).toBe('2026/1201/145');
    expect(referenceText('Réf. CIV_12')).toBe('ref/civ/12');
    expect(referenceParts(['2026/1201/145'])).toEqual(['2026', '1201', '145', '026', '26', '201', '01', '45']);
    expect(referenceParts(['c/7'])).toEqual([]);
    const long = referenceParts(['abcdefgh/ijklmnop', 'qrstuvwx']);
    expect(long).toHaveLength(16);
    expect(long.slice(0, 4)).toEqual(['abcdefgh', 'ijklmnop', 'qrstuvwx', 'bcdefgh']);
    // its entries hold the references, the firm's, the court's then the client's
    expect(referencesIndexing({ refCabinet: '2026/1201/145', refClient: 'AT-7', refTribunal: '8201' })).toEqual({
      words: ['2026/1201/145', '8201', 'at/7'],
      parts: ['2026', '1201', '145', '8201', 'at', '026', '26', '201', '01', '45'],
    });
    expect(holdsReferencePart({ refCabinet: '2026/1201/145', refClient: 'AT-7' }, 'at/7')).toBe(true);
    expect(holdsReferencePart({ refCabinet: '2026/1201/145' }, '12/145')).toBe(false);
  });

  it('finds the dossiers whose references hold a part typed, the whole part checked on each entry', async () => {
    dossier('D1', '2026/1201/145', '2026/8201/3377', 'AT-2026-07');
    dossier('D2', '2025/0412/118');
    dossier('D3', '2026/12/145');
    expect(await dossiersHoldingPart(FIRM, '145', 200)).toEqual(['D1', 'D3']);
    expect(await dossiersHoldingPart(FIRM, '201/14', 200)).toEqual(['D1']);
    expect(await dossiersHoldingPart(FIRM, '12/145', 200)).toEqual(['D3']);
    expect(await dossiersHoldingPart(FIRM, '3377', 200)).toEqual(['D1']);
    expect(await dossiersHoldingPart(FIRM, 'at/2026', 200)).toEqual(['D1']);
    expect(await dossiersHoldingPart(FIRM, '41', 200)).toEqual(['D2']);
    // no segment of two characters: nothing (and nothing read)
    answered = [];
    expect(await dossiersHoldingPart(FIRM, 'c/7', 200)).toEqual([]);
    expect(answered).toEqual([]);
  });

  it('reads on the longest segment when no segment’s first page is its last, until the number wanted', async () => {
    const ids = Array.from({ length: 300 }, (_, n) => `D${String(n).padStart(4, '0')}`);
    ids.forEach((id, n) => dossier(id, `2026/${n % 3 ? '1201' : '1202'}/${100 + n}`));
    const found = await dossiersHoldingPart(FIRM, '2026/1202', 50);
    expect(found).toEqual(ids.filter((_, n) => n % 3 === 0).slice(0, 50));
    // the first page of each segment, then the next page (the rest of its 100) of the last of the longest, '1202'
    const reads = dynamo
      .commandCalls(QueryCommand)
      .map((call) => (call.args[0].input.ExpressionAttributeValues as Record<string, string>)[':from']);
    expect(reads).toEqual(['R#2026', 'R#1202', 'R#1202']);
    expect(answered).toEqual([25, 25, 75]);
  });
});

describe('shownDossiers', () => {
  it('answers what the entries show with no read, reads the entities of entries without it, and drops the missing ones, in order', async () => {
    const shown = { id: 'D1', refCabinet: 'CAB-1', idStatutDossier: 'ENC', dateOuverture: '2026-01-05' };
    const read = {
      pk: `T#${FIRM}#D#D2`,
      sk: 'META',
      type: 'DOSSIER',
      id: 'D2',
      refCabinet: 'CAB-2',
      idStatutDossier: 'ATT',
      dateOuverture: '2026-02-01',
    };
    dynamo.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: { pk: string }[] }> }) =>
      Promise.resolve({
        Responses: Object.fromEntries(
          Object.entries(input.RequestItems).map(([name, { Keys }]) => [name, Keys.some((k) => k.pk === read.pk) ? [read] : []]),
        ),
      }),
    );
    const found = await shownDossiers(FIRM, [
      { id: 'D3', words: ['gone'] },
      { id: 'D2', words: ['tazi'] },
      { id: 'D1', words: ['tazi'], shown },
    ]);
    expect(found.map((d) => [d.id, d.refCabinet, d.idStatutDossier])).toEqual([
      ['D2', 'CAB-2', 'ATT'],
      ['D1', 'CAB-1', 'ENC'],
    ]);
    const keys = dynamo
      .commandCalls(BatchGetCommand)
      .flatMap((call) => Object.values(call.args[0].input.RequestItems!).flatMap((r) => r.Keys));
    expect(keys.map((k) => k!.pk)).toEqual([`T#${FIRM}#D#D3`, `T#${FIRM}#D#D2`]);
  });

  it('sends no read when every entry shows its dossier', async () => {
    const shown = { id: 'D1', refCabinet: 'CAB-1', idStatutDossier: 'ENC', dateOuverture: '2026-01-05' };
    expect(await shownDossiers(FIRM, [{ id: 'D1', words: ['tazi'], shown }])).toEqual([shown]);
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(0);
  });
});

describe('reindexOldEntries', () => {
  it('replaces the entries without words by entries of the current layout holding the entity’s words', async () => {
    const old = [
      { pk: `T#${FIRM}#IX#al`, sk: 'alami#C#C1', type: 'SEARCH', kind: 'C', id: 'C1' },
      { pk: `T#${FIRM}#IX#ka`, sk: 'karim#C#C1', type: 'SEARCH', kind: 'C', id: 'C1' },
      { pk: 'T#FIRM2#IX#al', sk: 'alami#D#D9', type: 'SEARCH', kind: 'D', id: 'D9' },
    ];
    dynamo
      .on(ScanCommand)
      .resolvesOnce({ Items: old.slice(0, 2), LastEvaluatedKey: { pk: old[1]!.pk, sk: old[1]!.sk } })
      .resolvesOnce({ Items: old.slice(2) });
    dynamo.on(BatchWriteCommand).resolves({});
    expect(await reindexOldEntries()).toBe(2);
    const requests = dynamo.commandCalls(BatchWriteCommand).flatMap((call) => Object.values(call.args[0].input.RequestItems!).flat());
    expect(requests).toEqual([
      { PutRequest: { Item: { pk: `T#${FIRM}#IX#al`, sk: 'C#alami#C1', type: 'SEARCH', kind: 'C', id: 'C1', words: ['alami', 'karim'] } } },
      { PutRequest: { Item: { pk: `T#${FIRM}#IX#ka`, sk: 'C#karim#C1', type: 'SEARCH', kind: 'C', id: 'C1', words: ['alami', 'karim'] } } },
      { PutRequest: { Item: { pk: 'T#FIRM2#IX#al', sk: 'D#alami#D9', type: 'SEARCH', kind: 'D', id: 'D9', words: ['alami'] } } },
      ...old.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })),
    ]);
    expect(dynamo.commandCalls(ScanCommand)[1]!.args[0].input.ExclusiveStartKey).toEqual({ pk: old[1]!.pk, sk: old[1]!.sk });
    // the entries of every current kind are not of the old layout: a dossier's by its clients' names and references' parts neither
    expect(dynamo.commandCalls(ScanCommand)[0]!.args[0].input.ExpressionAttributeValues).toMatchObject({
      ':d': 'D#',
      ':c': 'C#',
      ':f': 'F#',
      ':pairs': 'C2#',
      ':n': 'N#',
      ':r': 'R#',
    });
  });
});
