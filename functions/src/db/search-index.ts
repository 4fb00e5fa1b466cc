import { table, type TransactItem } from '../adapters/table';
import { firmPk } from './keys';

/**
 * The firm's search index: one item per (word, entity). Words are normalised (db/normalise)
 * and sharded by their first two characters: `T#{sid}#IX#{first two}` / `{word}#{kind}#{id}`.
 * A query word is one Query `begins_with(sk, word)` in its shard, so a word finds every entity
 * with a word starting with it. Entries hold no copy of the entity: results are read by BatchGet.
 */
export type IndexKind = 'D' | 'C';
export type IndexHit = { kind: IndexKind; id: string };

export const indexPk = (structureId: string, word: string) => `${firmPk(structureId)}#IX#${word.slice(0, 2)}`;
export const indexKey = (structureId: string, word: string, hit: IndexHit) => ({
  pk: indexPk(structureId, word),
  sk: `${word}#${hit.kind}#${hit.id}`,
});

/** The writes that move an entity's entries from its old words to its new ones. */
export const indexChanges = (structureId: string, hit: IndexHit, before: readonly string[], after: readonly string[]): TransactItem[] => [
  ...before.filter((w) => !after.includes(w)).map((w): TransactItem => ({ Delete: { Key: indexKey(structureId, w, hit) } })),
  ...after
    .filter((w) => !before.includes(w))
    .map((w): TransactItem => ({ Put: { Item: { ...indexKey(structureId, w, hit), type: 'SEARCH', kind: hit.kind, id: hit.id } } })),
];

/** Entities with a word starting with `word`, at most `limit` entries read. */
export const queryIndex = async (structureId: string, word: string, limit: number): Promise<IndexHit[]> => {
  const { items } = await table.query({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :word)',
    ExpressionAttributeValues: { ':pk': indexPk(structureId, word), ':word': word },
    Limit: limit,
  });
  return items.map((item) => ({ kind: item.kind as IndexKind, id: item.id as string }));
};
