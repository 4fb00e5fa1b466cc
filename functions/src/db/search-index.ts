import { isConditionFailure, table, type Item, type TransactItem } from '../adapters/table';
import { firmPk, sortKeyPrefix } from './keys';

/**
 * The firm's search index: one item per (term, entity). A term is a word (`{kind}#{word}`) or, for
 * a party, an ordered pair of its names' words (`{kind}2#{first} {second}`). Words are normalised
 * (db/normalise) and sharded by their first two characters: `T#{sid}#IX#{first two}` /
 * `{term}#{id}`. Each entry holds the entity's indexed words (`words`, at most 16), so that the other
 * words of a query are checked on the entries of one term without reading anything else; a word of
 * a query is read a page at a time, one kind at a time (`begins_with(sk, '{kind}#{word}')`), so a
 * word finds every entity of the kind with a word starting with it; a pair of query words
 * (`begins_with(sk, '{kind}2#{first} {second}')`) finds the parties with the first as a whole word
 * of their names and another of their names' first four words starting with the second. An entry
 * may also hold what search shows of its entity (`shown`), so that a search reads nothing else; an
 * entry without it names an entity to be read (and dropped when missing). An entity may be indexed
 * under other strings than its words (`parts`): a dossier under the parts of its references, its
 * entries then holding the references themselves as `words`.
 */
/**
 * D a dossier (by its references' words and its name), C a client (party), F a document (file);
 * N a dossier by its clients' names, R a dossier by the parts of its references (services/dossier-search);
 * X a document by the words of its text (`indexDocumentText`).
 */
export type IndexKind = 'D' | 'C' | 'F' | 'N' | 'R' | 'X';
export type IndexHit = { kind: IndexKind; id: string };
/** What search shows of an entity, as kept on its entries. */
export type IndexShown = Readonly<Record<string, string>>;
/**
 * An entity's place in the index: its words, for a party the ordered pairs of its names' words
 * (`first second`), for dossiers and parties what search shows of it, and, when it is indexed
 * under other strings than its words, those (`parts`: its entries then hold `words` as they are).
 */
export type Indexing = { words: readonly string[]; pairs?: readonly string[]; shown?: IndexShown; parts?: readonly string[] };
/** An entry read: its entity, that entity's indexed words and, when the entry holds it, what search shows of it. */
export type IndexEntry = { id: string; words: string[]; shown?: IndexShown };
/** An entity about to be created, with its place in the index. */
export type NewEntity = { hit: IndexHit; indexing: Indexing };

/** The start of the sort keys of a word's entries of a kind, and of a pair's. */
const wordTerm = (kind: IndexKind, word: string) => `${kind}#${word}`;
const pairTerm = (kind: IndexKind, pair: string) => `${kind}2#${pair}`;
/** Every term an entity is indexed under: its words (or its parts, when it has them), then its pairs. */
const termsOf = (kind: IndexKind, { words, pairs = [], parts = words }: Indexing) => [
  ...parts.map((w) => wordTerm(kind, w)),
  ...pairs.map((p) => pairTerm(kind, p)),
];

export const indexPk = (structureId: string, word: string) => `${firmPk(structureId)}#IX#${word.slice(0, 2)}`;
/** The key of a term's entry: its partition is that of the term's (first) word. */
const termKey = (structureId: string, term: string, id: string) => ({
  pk: indexPk(structureId, term.slice(term.indexOf('#') + 1)),
  sk: `${term}#${id}`,
});
export const indexKey = (structureId: string, word: string, hit: IndexHit) => termKey(structureId, wordTerm(hit.kind, word), hit.id);
export const pairKey = (structureId: string, pair: string, hit: IndexHit) => termKey(structureId, pairTerm(hit.kind, pair), hit.id);

const indexItem = (structureId: string, term: string, hit: IndexHit, { words, shown }: Indexing) => ({
  ...termKey(structureId, term, hit.id),
  type: 'SEARCH',
  kind: hit.kind,
  id: hit.id,
  words: [...words],
  ...(shown ? { shown } : {}),
});

const sameTerms = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((t) => b.includes(t));
const sameShown = (a: IndexShown = {}, b: IndexShown = {}) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([field, value]) => b[field] === value);

/**
 * The writes that move an entity's entries from its old indexing to its new one, in its change's
 * transaction (none before: a new entity; none after: a removed one): the old terms' entries
 * deleted, and every new term's entry put (each holds all the words and what is shown); nothing
 * when neither the terms, the words nor what is shown changed.
 */
export const indexChanges = (
  structureId: string,
  hit: IndexHit,
  before: Indexing | undefined,
  after: Indexing | undefined,
): TransactItem[] => {
  const [old, next] = [before ? termsOf(hit.kind, before) : [], after ? termsOf(hit.kind, after) : []];
  const sameWords = sameTerms(before?.words ?? [], after?.words ?? []);
  if (sameTerms(old, next) && sameWords && sameShown(before?.shown, after?.shown)) return [];
  return [
    ...old.filter((t) => !next.includes(t)).map((t): TransactItem => ({ Delete: { Key: termKey(structureId, t, hit.id) } })),
    ...(after ? next.map((t): TransactItem => ({ Put: { Item: indexItem(structureId, t, hit, after) } })) : []),
  ];
};

/**
 * The entries of entities about to be created, written before their transaction and outside it
 * (BatchWriteItem), so that a large creation stays within a transaction's budget. They hold the
 * words only (not what is shown): until the entity exists its entries find nothing (search reads
 * the entities of entries without `shown`, and drops missing ones); once it exists, it is never
 * missing from the index.
 */
export const indexNewEntities = (structureId: string, entities: readonly NewEntity[]) =>
  table.batchWrite(
    entities.flatMap(({ hit, indexing }) =>
      termsOf(hit.kind, indexing).map((t) => ({ put: indexItem(structureId, t, hit, { words: indexing.words }) })),
    ),
  );

/**
 * Gives the entries of an entity's terms (all of them, or those named) what search shows of it,
 * each only if it still exists and shows nothing yet: an entry that an edit deleted in the meantime
 * stays deleted, and one that an edit wrote (showing the entity as that edit left it) is kept. Once
 * a creation committed (`showNewEntities`), and by the re-index (the entries it found).
 */
export const showEntries = (structureId: string, hit: IndexHit, indexing: Indexing, terms = termsOf(hit.kind, indexing)) =>
  Promise.all(
    terms.map((t) =>
      table
        .update({
          Key: termKey(structureId, t, hit.id),
          UpdateExpression: 'SET shown = :shown',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(shown)',
          ExpressionAttributeValues: { ':shown': indexing.shown },
        })
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        }),
    ),
  );

/** Once their creation committed, the entries of `indexNewEntities` get what search shows (those that show something). */
export const showNewEntities = (structureId: string, entities: readonly NewEntity[]) =>
  Promise.all(entities.filter(({ indexing }) => indexing.shown).map(({ hit, indexing }) => showEntries(structureId, hit, indexing)));

/** Removes the entries of `indexNewEntities` again when the creation failed. */
export const unindexNewEntities = (structureId: string, entities: readonly NewEntity[]) =>
  table.batchWrite(
    entities.flatMap(({ hit, indexing }) => termsOf(hit.kind, indexing).map((t) => ({ delete: termKey(structureId, t, hit.id) }))),
  );

/** A word of a document's text, and the passage around its first occurrence. */
export type TextWord = { word: string; passage: string };

/**
 * A document's text in the index (kind X): one entry per distinct word (`X#{word}#{documentId}`),
 * holding that word alone and the passage search shows (`shown.extrait`), written by
 * BatchWriteItem outside any transaction (the text-reading job, once per document: at most
 * services/document-text `MAX_TEXT_WORDS` items). The document's confidentiality is not on the
 * entries: search reads the documents found and keeps those the searcher may see.
 */
export const indexDocumentText = (structureId: string, documentId: string, words: readonly TextWord[]) =>
  table.batchWrite(documentTextEntries(structureId, documentId, words).map((put) => ({ put })));

/** The index entries of a document's text (what `indexDocumentText` writes). */
export const documentTextEntries = (structureId: string, documentId: string, words: readonly TextWord[]): Item[] =>
  words.map(({ word, passage }) =>
    indexItem(structureId, wordTerm('X', word), { kind: 'X', id: documentId }, { words: [word], shown: { extrait: passage } }),
  );

/** Removes the entries of a document's text for these words (those `indexDocumentText` wrote). */
export const unindexDocumentText = (structureId: string, documentId: string, words: readonly string[]) =>
  table.batchWrite(words.map((word) => ({ delete: termKey(structureId, wordTerm('X', word), documentId) })));

/** Where the next page of an index read starts (opaque). */
export type IndexCursor = Record<string, unknown>;

/** One page of index entries: at most the limit asked, and where the next page starts (none when this was the last). */
export type IndexPage = { entries: IndexEntry[]; next?: IndexCursor };

/** One page of the entries whose term starts with `prefix` (a term's start), in key order. */
const termPage = async (structureId: string, prefix: string, limit: number, start?: IndexCursor): Promise<IndexPage> => {
  const { items, next } = await table.query({
    ...sortKeyPrefix(indexPk(structureId, prefix.slice(prefix.indexOf('#') + 1)), prefix),
    Limit: limit,
    ExclusiveStartKey: start,
  });
  return {
    entries: items.map((item) => ({ id: item.id as string, words: item.words as string[], shown: item.shown as IndexShown | undefined })),
    next,
  };
};

/**
 * One page of the entries of `kind` with a word starting with `word`, in key order (word, then
 * id; an entity appears once per such word).
 */
export const indexPage = (structureId: string, kind: IndexKind, word: string, limit: number, start?: IndexCursor) =>
  termPage(structureId, wordTerm(kind, word), limit, start);

/**
 * The first page of the entries of `kind` with the pair `first second`: the parties with `first`
 * as a whole word of their names and another of their names' first four words starting with
 * `second`, in key order (that word, then id; a party appears once per such word).
 */
export const pairPage = (structureId: string, kind: IndexKind, first: string, second: string, limit: number) =>
  termPage(structureId, pairTerm(kind, `${first} ${second}`), limit);

/** An entity found by a Scan of the index: its firm, kind and id, its words, and the terms of the entries found. */
export type ScannedEntity = { structureId: string; hit: IndexHit; words: string[]; terms: string[] };

/** The firm and entity of an entry read by a Scan. */
const entryOwner = (item: Item) => {
  const structureId = item.pk.slice(firmPk('').length, item.pk.lastIndexOf('#IX#'));
  const hit: IndexHit = { kind: item.kind as IndexKind, id: item.id as string };
  return { structureId, hit, key: `${structureId}|${hit.kind}|${hit.id}` };
};

/**
 * Re-index (one-shot, `functions/reindex-search.ts`): entries written before the index held the
 * words, `{word}#{kind}#{id}` without `words`, are replaced by entries of the current layout.
 * One Scan of the table for them (`type = SEARCH`, the sort key not starting with a kind: a word
 * is lower case, a kind upper case); an
 * entity's words are gathered from its old entries (they are exactly its indexed words); then
 * BatchWriteItem puts the new entries and deletes the old ones. Running it again finds nothing.
 * Answers the number of entities re-indexed.
 */
export const reindexOldEntries = async (): Promise<number> => {
  const entities = new Map<string, { structureId: string; hit: IndexHit; words: string[] }>();
  const old: Item[] = [];
  for await (const item of table.scan({
    FilterExpression:
      '#type = :search AND NOT (begins_with(sk, :d) OR begins_with(sk, :c) OR begins_with(sk, :f) OR begins_with(sk, :pairs) OR begins_with(sk, :n) OR begins_with(sk, :r) OR begins_with(sk, :x))',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: {
      ':search': 'SEARCH',
      ':d': 'D#',
      ':c': 'C#',
      ':f': 'F#',
      ':pairs': 'C2#',
      ':n': 'N#',
      ':r': 'R#',
      ':x': 'X#',
    },
  })) {
    old.push(item);
    const { structureId, hit, key } = entryOwner(item);
    const entity = entities.get(key) ?? { structureId, hit, words: [] };
    entity.words.push(item.sk.slice(0, item.sk.indexOf('#')));
    entities.set(key, entity);
  }
  await table.batchWrite([
    ...[...entities.values()].flatMap(({ structureId, hit, words }) =>
      words.map((w) => ({ put: indexItem(structureId, wordTerm(hit.kind, w), hit, { words }) })),
    ),
    ...old.map((item) => ({ delete: { pk: item.pk, sk: item.sk } })),
  ]);
  return entities.size;
};

/**
 * The entities of the entries a consistent Scan of the index finds (it sees what an earlier step
 * wrote), each once, with the words its entries hold and the terms of those found.
 */
const scannedEntities = async (filter: string, values: Record<string, string>): Promise<ScannedEntity[]> => {
  const entities = new Map<string, ScannedEntity>();
  for await (const item of table.scan({
    FilterExpression: `#type = :search AND ${filter}`,
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':search': 'SEARCH', ...values },
    ConsistentRead: true,
  })) {
    const { structureId, hit, key } = entryOwner(item);
    const entity = entities.get(key) ?? { structureId, hit, words: item.words as string[], terms: [] };
    entity.terms.push(item.sk.slice(0, item.sk.lastIndexOf('#')));
    entities.set(key, entity);
  }
  return [...entities.values()];
};

/**
 * Re-index, second step: the dossiers and parties with entries that do not show them (written
 * before entries held `shown`, or whose creation failed to show them), with those entries' terms.
 */
export const entitiesNotShown = () =>
  scannedEntities('(begins_with(sk, :d) OR begins_with(sk, :c) OR begins_with(sk, :pairs)) AND attribute_not_exists(shown)', {
    ':d': 'D#',
    ':c': 'C#',
    ':pairs': 'C2#',
  });

/** Re-index, third step: every party in the index, with the terms of its entries, its words' and its pairs'. */
export const partiesIndexed = () => scannedEntities('begins_with(sk, :party)', { ':party': 'C' });

/** Puts the entries of `terms` where none exists (PutItem, `attribute_not_exists`); answers how many were written. */
const putWhereMissing = async (structureId: string, hit: IndexHit, indexing: Indexing, terms: readonly string[]) => {
  const written = await Promise.all(
    terms.map((term) =>
      table.put(indexItem(structureId, term, hit, indexing), 'attribute_not_exists(pk)').then(
        () => true,
        (error: unknown) => {
          if (!isConditionFailure(error)) throw error;
          return false;
        },
      ),
    ),
  );
  return written.filter(Boolean).length;
};

/**
 * Writes the entries of a party's pairs that are not among the terms it has (`present`), each
 * holding its words and what is shown, and only where none exists (a creation's, written
 * meanwhile, is the same: kept); the re-index's third step. Sound because a party's names never
 * change and its record is never deleted (db/clients): the entries written from its record are
 * those it has. Answers how many were written.
 */
export const indexMissingPairs = (structureId: string, hit: IndexHit, indexing: Indexing, present: readonly string[]) =>
  putWhereMissing(
    structureId,
    hit,
    indexing,
    (indexing.pairs ?? []).map((pair) => pairTerm(hit.kind, pair)).filter((term) => !present.includes(term)),
  );

/**
 * Writes the entries of an entity's terms where none exists, each holding its words (and what is
 * shown, if any); the re-index's fourth step, for the dossiers indexed before their references'
 * parts and their clients' names were. An entry present (written by an edit meanwhile, or by an
 * earlier run) is kept. Answers how many were written.
 */
export const indexMissingTerms = (structureId: string, hit: IndexHit, indexing: Indexing) =>
  putWhereMissing(structureId, hit, indexing, termsOf(hit.kind, indexing));
