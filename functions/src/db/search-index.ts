import { table, type TransactItem } from '../adapters/table';
import { firmPk } from './keys';

/**
 * The firm's search index: one item per (word, entity). Words are normalised (db/normalise)
 * and sharded by their first two characters: `T#{sid}#IX#{first two}` / `{word}#{kind}#{id}`.
 * A query word is one Query `begins_with(sk, word)` in its shard, so a word finds every entity
 * with a word starting with it. Entries hold no copy of the entity: results are read by BatchGet.
 */
/** D a dossier, C a client (party), F a document (file). */
export type IndexKind = 'D' | 'C' | 'F';
export type IndexHit = { kind: IndexKind; id: string };

export const indexPk = (structureId: string, word: string) => `${firmPk(structureId)}#IX#${word.slice(0, 2)}`;
export const indexKey = (structureId: string, word: string, hit: IndexHit) => ({
  pk: indexPk(structureId, word),
  sk: `${word}#${hit.kind}#${hit.id}`,
});

const indexItem = (structureId: string, word: string, hit: IndexHit) => ({
  ...indexKey(structureId, word, hit),
  type: 'SEARCH',
  kind: hit.kind,
  id: hit.id,
});

/** The writes that move an existing entity's entries from its old words to its new ones, in its change's transaction. */
export const indexChanges = (structureId: string, hit: IndexHit, before: readonly string[], after: readonly string[]): TransactItem[] => [
  ...before.filter((w) => !after.includes(w)).map((w): TransactItem => ({ Delete: { Key: indexKey(structureId, w, hit) } })),
  ...after.filter((w) => !before.includes(w)).map((w): TransactItem => ({ Put: { Item: indexItem(structureId, w, hit) } })),
];

/**
 * The entries of entities about to be created, written before their transaction and outside it
 * (BatchWriteItem), so that a large creation stays within a transaction's budget. Until the entity
 * exists its entries find nothing (search reads the entities they name, and drops missing ones);
 * once it exists, it is never missing from the index.
 */
export const indexNewEntities = (structureId: string, entities: readonly { hit: IndexHit; words: readonly string[] }[]) =>
  table.batchWrite(entities.flatMap(({ hit, words }) => words.map((w) => ({ put: indexItem(structureId, w, hit) }))));

/** Removes the entries of `indexNewEntities` again when the creation failed. */
export const unindexNewEntities = (structureId: string, entities: readonly { hit: IndexHit; words: readonly string[] }[]) =>
  table.batchWrite(entities.flatMap(({ hit, words }) => words.map((w) => ({ delete: indexKey(structureId, w, hit) }))));

/** Entities with a word starting with `word`, at most `limit` entries read. */
export const queryIndex = async (structureId: string, word: string, limit: number): Promise<IndexHit[]> => {
  const { items } = await table.query({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :word)',
    ExpressionAttributeValues: { ':pk': indexPk(structureId, word), ':word': word },
    Limit: limit,
  });
  return items.map((item) => ({ kind: item.kind as IndexKind, id: item.id as string }));
};
