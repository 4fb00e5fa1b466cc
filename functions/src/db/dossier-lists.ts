import { table, type Item, type TransactItem } from '../adapters/table';
import type { Dossier } from './dossiers';
import { firmPk } from './keys';

/**
 * List entries: each dossier has one small item in each list it belongs to, keyed so that every
 * combination of the list filters (lawyer, type, status) is one partition, newest opening date
 * first. A page is one Query of `limit` entries plus one BatchGet of their records: its cost
 * follows the page, not the firm's number of dossiers. 8 entries per dossier (every subset of the
 * three filters), rewritten when one of them or the opening date changes.
 */
export type ListFilter = { idUtilisateur?: string; type?: string; statut?: string };

export const listPk = (structureId: string, filter: ListFilter) => {
  const parts = [
    filter.idUtilisateur && `U#${filter.idUtilisateur}`,
    filter.type && `T#${filter.type}`,
    filter.statut && `S#${filter.statut}`,
  ].filter(Boolean);
  return `${firmPk(structureId)}#DL#${parts.length ? parts.join('#') : 'ALL'}`;
};

export const listSk = (dossier: Pick<Dossier, 'dateOuverture' | 'id'>) => `${dossier.dateOuverture}#${dossier.id}`;

/** The 8 keys of a dossier's list entries. */
export const listKeys = (structureId: string, dossier: Dossier) => {
  const { idUtilisateur, idTypeDossier: type, idStatutDossier: statut } = dossier;
  const filters: ListFilter[] = [];
  for (const u of [undefined, idUtilisateur])
    for (const t of [undefined, type]) for (const s of [undefined, statut]) filters.push({ idUtilisateur: u, type: t, statut: s });
  return filters.map((filter) => ({ pk: listPk(structureId, filter), sk: listSk(dossier) }));
};

export const listEntries = (structureId: string, dossier: Dossier): Item[] =>
  listKeys(structureId, dossier).map((key) => ({ ...key, type: 'DOSSIER_LIST', idDossier: dossier.id }));

/** The writes that move a dossier's entries from its old state to its new one (none if unchanged). */
export const listEntryChanges = (structureId: string, before: Dossier | undefined, after: Dossier): TransactItem[] => {
  const id = (key: { pk: string; sk: string }) => `${key.pk}|${key.sk}`;
  const next = new Set(listKeys(structureId, after).map(id));
  const previous = new Set(before ? listKeys(structureId, before).map(id) : []);
  return [
    ...(before
      ? listKeys(structureId, before)
          .filter((key) => !next.has(id(key)))
          .map((Key): TransactItem => ({ Delete: { Key } }))
      : []),
    ...listEntries(structureId, after)
      .filter((item) => !previous.has(id(item)))
      .map((Item): TransactItem => ({ Put: { Item } })),
  ];
};

/** One page of a list, newest opening date first; `after` is the last sort key of the previous page. */
export const queryList = async (structureId: string, filter: ListFilter, limit: number, after?: string) => {
  const pk = listPk(structureId, filter);
  const { items, next } = await table.query({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ScanIndexForward: false,
    Limit: limit,
    ExclusiveStartKey: after ? { pk, sk: after } : undefined,
  });
  return { ids: items.map((item) => item.idDossier as string), last: next ? (next.sk as string) : undefined };
};

/** Every dossier id of one list (a job's walk through a firm's open dossiers, one page of 500 at a time). */
export const allOfList = async (structureId: string, filter: ListFilter): Promise<string[]> => {
  const ids: string[] = [];
  let after: string | undefined;
  do {
    const page = await queryList(structureId, filter, 500, after);
    ids.push(...page.ids);
    after = page.last;
  } while (after);
  return ids;
};
