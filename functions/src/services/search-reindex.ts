import { getClients } from '../db/clients';
import { getDossiers } from '../db/dossiers';
import {
  entitiesNotShown,
  indexMissingPairs,
  partiesNotPaired,
  reindexOldEntries,
  showEntries,
  type IndexHit,
  type Indexing,
  type ScannedEntity,
} from '../db/search-index';
import { clientIndexing, dossierIndexing } from './dossier-search';

/** Entities written at once. */
const AT_ONCE = 25;

/** The entities scanned, by firm. */
const byFirm = (entities: readonly ScannedEntity[]) => {
  const firms = new Map<string, ScannedEntity[]>();
  for (const entity of entities) {
    const ofFirm = firms.get(entity.structureId) ?? [];
    ofFirm.push(entity);
    firms.set(entity.structureId, ofFirm);
  }
  return firms;
};

/** Applies `write` to each entity's indexing, `AT_ONCE` entities at a time. */
const writeInTurn = async (
  structureId: string,
  indexed: readonly { hit: IndexHit; indexing: Indexing }[],
  write: (structureId: string, hit: IndexHit, indexing: Indexing) => Promise<unknown>,
) => {
  for (let i = 0; i < indexed.length; i += AT_ONCE)
    await Promise.all(indexed.slice(i, i + AT_ONCE).map(({ hit, indexing }) => write(structureId, hit, indexing)));
};

/**
 * The dossiers' and parties' entries that do not show them get it from their records, one firm at
 * a time (those of an entity that does not exist are left: search drops them). Each entry is
 * written only if it still shows nothing (db/search-index `showEntries`), so an edit made while
 * this runs is never undone. Answers the number of entities shown.
 */
const showOldEntries = async (): Promise<number> => {
  let shown = 0;
  for (const [structureId, ofFirm] of byFirm(await entitiesNotShown())) {
    const ids = (kind: 'D' | 'C') => ofFirm.filter(({ hit }) => hit.kind === kind).map(({ hit }) => hit.id);
    const [dossiers, clients] = await Promise.all([getDossiers(structureId, ids('D')), getClients(structureId, ids('C'))]);
    const dossierById = new Map(dossiers.map((d) => [d.id, d]));
    const withRecord = ofFirm.flatMap(({ hit, words }) => {
      const dossier = hit.kind === 'D' ? dossierById.get(hit.id) : undefined;
      const client = hit.kind === 'C' ? clients.get(hit.id) : undefined;
      const indexing = dossier ? dossierIndexing(dossier) : client ? clientIndexing(client) : undefined;
      return indexing ? [{ hit, indexing: { ...indexing, words } }] : [];
    });
    await writeInTurn(structureId, withRecord, showEntries);
    shown += withRecord.length;
  }
  return shown;
};

/**
 * The parties indexed before their names were paired get their pairs' entries, from their records,
 * one firm at a time (a party with a single name word has none); an entry that exists is kept
 * (db/search-index `indexMissingPairs`). Answers the number of parties given pairs.
 */
const pairOldParties = async (): Promise<number> => {
  let paired = 0;
  for (const [structureId, parties] of byFirm(await partiesNotPaired())) {
    const clients = await getClients(
      structureId,
      parties.map(({ hit }) => hit.id),
    );
    const withRecord = parties.flatMap(({ hit, words }) => {
      const client = clients.get(hit.id);
      const indexing = client && clientIndexing(client);
      return indexing?.pairs?.length ? [{ hit, indexing: { ...indexing, words } }] : [];
    });
    await writeInTurn(structureId, withRecord, indexMissingPairs);
    paired += withRecord.length;
  }
  return paired;
};

/**
 * `npm run reindex:search` (`functions/reindex-search.ts`), once after deploying a change of the
 * index's entries (issue 16: entries that hold their entity's words, then what search shows of
 * it, then a party's names' pairs): first the entries of the layout before the words, rewritten
 * from their own words (db/search-index `reindexOldEntries`); then the dossiers and parties whose
 * entries do not show them; then the parties not paired yet. Four Scans of the table, the only ones;
 * running it again changes nothing.
 */
export const reindexSearch = async () => ({
  relaid: await reindexOldEntries(),
  shown: await showOldEntries(),
  paired: await pairOldParties(),
});
