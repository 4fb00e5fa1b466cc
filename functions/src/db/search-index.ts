import { isConditionFailure, table, type Item, type TransactItem } from '../adapters/table';
import { firmPk } from './keys';

/**
 * The firm's search index: one item per (word, entity). Words are normalised (db/normalise) and
 * sharded by their first two characters: `T#{sid}#IX#{first two}` / `{kind}#{word}#{id}`. Each
 * entry holds the entity's indexed words (`words`, at most 16), so that the other words of a query
 * are checked on the entries of one word without reading anything else; a word of a query is read
 * a page at a time, one kind at a time (`begins_with(sk, '{kind}#{word}')`), so a word finds every
 * entity of the kind with a word starting with it. An entry may also hold what search shows of its
 * entity (`shown`), so that a search reads nothing else; an entry without it names an entity to be
 * read (and dropped when missing).
 */
/** D a dossier, C a client (party), F a document (file). */
export type IndexKind = 'D' | 'C' | 'F';
export type IndexHit = { kind: IndexKind; id: string };
/** What search shows of an entity, as kept on its entries. */
export type IndexShown = Readonly<Record<string, string>>;
/** An entity's place in the index: its words and, for dossiers and parties, what search shows of it. */
export type Indexing = { words: readonly string[]; shown?: IndexShown };
/** An entry read: its entity, that entity's indexed words and, when the entry holds it, what search shows of it. */
export type IndexEntry = { id: string; words: string[]; shown?: IndexShown };
/** An entity about to be created, with its place in the index. */
export type NewEntity = { hit: IndexHit; indexing: Indexing };

export const indexPk = (structureId: string, word: string) => `${firmPk(structureId)}#IX#${word.slice(0, 2)}`;
export const indexKey = (structureId: string, word: string, hit: IndexHit) => ({
  pk: indexPk(structureId, word),
  sk: `${hit.kind}#${word}#${hit.id}`,
});

const indexItem = (structureId: string, word: string, hit: IndexHit, { words, shown }: Indexing) => ({
  ...indexKey(structureId, word, hit),
  type: 'SEARCH',
  kind: hit.kind,
  id: hit.id,
  words: [...words],
  ...(shown ? { shown } : {}),
});

const sameWords = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((w) => b.includes(w));
const sameShown = (a: IndexShown = {}, b: IndexShown = {}) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([field, value]) => b[field] === value);

/**
 * The writes that move an entity's entries from its old indexing to its new one, in its change's
 * transaction (none before: a new entity; none after: a removed one): the old words' entries
 * deleted, and every new word's entry put (each holds all the words and what is shown); nothing
 * when neither changed.
 */
export const indexChanges = (
  structureId: string,
  hit: IndexHit,
  before: Indexing | undefined,
  after: Indexing | undefined,
): TransactItem[] => {
  const [old, next] = [before?.words ?? [], after?.words ?? []];
  if (sameWords(old, next) && sameShown(before?.shown, after?.shown)) return [];
  return [
    ...old.filter((w) => !next.includes(w)).map((w): TransactItem => ({ Delete: { Key: indexKey(structureId, w, hit) } })),
    ...(after ? next.map((w): TransactItem => ({ Put: { Item: indexItem(structureId, w, hit, after) } })) : []),
  ];
};

/**
 * The entries of entities about to be created, written before their transaction and outside it
 * (BatchWriteItem), so that a large creation stays within a transaction's budget. They hold the
 * words only: until the entity exists its entries find nothing (search reads the entities of
 * entries without `shown`, and drops missing ones); once it exists, it is never missing from the
 * index.
 */
export const indexNewEntities = (structureId: string, entities: readonly NewEntity[]) =>
  table.batchWrite(
    entities.flatMap(({ hit, indexing }) =>
      indexing.words.map((w) => ({ put: indexItem(structureId, w, hit, { words: indexing.words }) })),
    ),
  );

/**
 * Gives the entries of an entity's words what search shows of it, each only if it still exists and
 * shows nothing yet: an entry that an edit deleted in the meantime stays deleted, and one that an
 * edit wrote (showing the entity as that edit left it) is kept. Once a creation committed
 * (`showNewEntities`), and by the re-index.
 */
export const showEntries = (structureId: string, hit: IndexHit, { words, shown }: Indexing) =>
  Promise.all(
    words.map((w) =>
      table
        .update({
          Key: indexKey(structureId, w, hit),
          UpdateExpression: 'SET shown = :shown',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(shown)',
          ExpressionAttributeValues: { ':shown': shown },
        })
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        }),
    ),
  );

/** Once their creation committed, the entries of `indexNewEntities` get what search shows. */
export const showNewEntities = (structureId: string, entities: readonly NewEntity[]) =>
  Promise.all(entities.map(({ hit, indexing }) => showEntries(structureId, hit, indexing)));

/** Removes the entries of `indexNewEntities` again when the creation failed. */
export const unindexNewEntities = (structureId: string, entities: readonly NewEntity[]) =>
  table.batchWrite(entities.flatMap(({ hit, indexing }) => indexing.words.map((w) => ({ delete: indexKey(structureId, w, hit) }))));

/** Where the next page of an index read starts (opaque). */
export type IndexCursor = Record<string, unknown>;

/**
 * One page of the entries of `kind` with a word starting with `word`, in key order (word, then
 * id; an entity appears once per such word): at most `limit` entries, and where the next page
 * starts (none when this was the last).
 */
export const indexPage = async (
  structureId: string,
  kind: IndexKind,
  word: string,
  limit: number,
  start?: IndexCursor,
): Promise<{ entries: IndexEntry[]; next?: IndexCursor }> => {
  const { items, next } = await table.query({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': indexPk(structureId, word), ':prefix': `${kind}#${word}` },
    Limit: limit,
    ExclusiveStartKey: start,
  });
  return {
    entries: items.map((item) => ({ id: item.id as string, words: item.words as string[], shown: item.shown as IndexShown | undefined })),
    next,
  };
};

/** An entity found by a Scan of the index: its firm, kind and id, and its words. */
export type ScannedEntity = { structureId: string; hit: IndexHit; words: string[] };

/** The firm and entity of an entry read by a Scan. */
const entryOwner = (item: Item) => {
  const structureId = item.pk.slice(firmPk('').length, item.pk.lastIndexOf('#IX#'));
  const hit: IndexHit = { kind: item.kind as IndexKind, id: item.id as string };
  return { structureId, hit, key: `${structureId}|${hit.kind}|${hit.id}` };
};

/**
 * Re-index (one-shot, `functions/reindex-search.ts`): entries written before the index held the
 * words, `{word}#{kind}#{id}` without `words`, are replaced by entries of the current layout.
 * One Scan of the table for them (`type = SEARCH`, the sort key not starting with a kind); an
 * entity's words are gathered from its old entries (they are exactly its indexed words); then
 * BatchWriteItem puts the new entries and deletes the old ones. Running it again finds nothing.
 * Answers the number of entities re-indexed.
 */
export const reindexOldEntries = async (): Promise<number> => {
  const entities = new Map<string, ScannedEntity>();
  const old: Item[] = [];
  for await (const item of table.scan({
    FilterExpression: '#type = :search AND NOT (begins_with(sk, :d) OR begins_with(sk, :c) OR begins_with(sk, :f))',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':search': 'SEARCH', ':d': 'D#', ':c': 'C#', ':f': 'F#' },
  })) {
    old.push(item);
    const { structureId, hit, key } = entryOwner(item);
    const entity = entities.get(key) ?? { structureId, hit, words: [] };
    entity.words.push(item.sk.slice(0, item.sk.indexOf('#')));
    entities.set(key, entity);
  }
  await table.batchWrite([
    ...[...entities.values()].flatMap(({ structureId, hit, words }) =>
      words.map((w) => ({ put: indexItem(structureId, w, hit, { words }) })),
    ),
    ...old.map((item) => ({ delete: { pk: item.pk, sk: item.sk } })),
  ]);
  return entities.size;
};

/**
 * Re-index, second step: the dossiers and parties with entries that do not show them (written
 * before entries held `shown`), each once, with the words its entries hold. One consistent Scan
 * (it sees what the first step wrote).
 */
export const entitiesNotShown = async (): Promise<ScannedEntity[]> => {
  const entities = new Map<string, ScannedEntity>();
  for await (const item of table.scan({
    FilterExpression: '#type = :search AND (begins_with(sk, :d) OR begins_with(sk, :c)) AND attribute_not_exists(shown)',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':search': 'SEARCH', ':d': 'D#', ':c': 'C#' },
    ConsistentRead: true,
  })) {
    const { structureId, hit, key } = entryOwner(item);
    if (!entities.has(key)) entities.set(key, { structureId, hit, words: item.words as string[] });
  }
  return [...entities.values()];
};
