import { getClients } from '../db/clients';
import { getDossiers, scanDossiers, type Dossier } from '../db/dossiers';
import {
  entitiesNotShown,
  indexMissingPairs,
  indexMissingTerms,
  partiesIndexed,
  reindexOldEntries,
  showEntries,
  type ScannedEntity,
} from '../db/search-index';
import { clientIndexing, clientNamesIndexing, dossierIndexing, referencesIndexing } from './dossier-search';

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

/** `write` applied to each item, `AT_ONCE` at a time, answering what each answered. */
const inTurn = async <T, R>(items: readonly T[], write: (item: T) => Promise<R>) => {
  const answers: R[] = [];
  for (let i = 0; i < items.length; i += AT_ONCE) answers.push(...(await Promise.all(items.slice(i, i + AT_ONCE).map(write))));
  return answers;
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
    const withRecord = ofFirm.flatMap((entity) => {
      const { hit } = entity;
      const dossier = hit.kind === 'D' ? dossierById.get(hit.id) : undefined;
      const client = hit.kind === 'C' ? clients.get(hit.id) : undefined;
      const indexing = dossier ? dossierIndexing(dossier) : client ? clientIndexing(client) : undefined;
      return indexing ? [{ entity, indexing }] : [];
    });
    await inTurn(withRecord, ({ entity: { hit, terms }, indexing }) => showEntries(structureId, hit, indexing, terms));
    shown += withRecord.length;
  }
  return shown;
};

/**
 * The parties indexed before their names were paired get the entries of their pairs that they
 * lack, from their records, one firm at a time (db/search-index `indexMissingPairs`). Answers the
 * number of parties given pairs.
 */
const pairOldParties = async (): Promise<number> => {
  let paired = 0;
  for (const [structureId, parties] of byFirm(await partiesIndexed())) {
    const clients = await getClients(
      structureId,
      parties.map(({ hit }) => hit.id),
    );
    const written = await inTurn(parties, ({ hit, words, terms }) => {
      const client = clients.get(hit.id);
      return client ? indexMissingPairs(structureId, hit, { ...clientIndexing(client), words }, terms) : Promise.resolve(0);
    });
    paired += written.filter((count) => count > 0).length;
  }
  return paired;
};

/**
 * The dossiers indexed before their references' parts (the list's filter) and their clients' names
 * (search) were, issue 29, get the entries they lack from their records (db/dossiers
 * `scanDossiers`), `AT_ONCE` dossiers at a time, each entry only where none exists (db/search-index
 * `indexMissingTerms`): an edit made meanwhile is never undone. An entry an edit removed meanwhile
 * may come back: the list's filter and search check the dossier's record, so it finds nothing.
 * Answers the number of dossiers given entries.
 */
const indexDossierPlaces = async (): Promise<number> => {
  let indexed = 0;
  const index = async (batch: readonly { structureId: string; dossier: Dossier }[]) => {
    const written = await Promise.all(
      batch.map(async ({ structureId, dossier }) => {
        const [byNames, byParts] = await Promise.all([
          indexMissingTerms(structureId, { kind: 'N', id: dossier.id }, clientNamesIndexing(dossier)),
          indexMissingTerms(structureId, { kind: 'R', id: dossier.id }, referencesIndexing(dossier)),
        ]);
        return byNames + byParts;
      }),
    );
    indexed += written.filter((count) => count > 0).length;
  };
  let batch: { structureId: string; dossier: Dossier }[] = [];
  for await (const found of scanDossiers()) {
    batch.push(found);
    if (batch.length >= AT_ONCE) {
      await index(batch);
      batch = [];
    }
  }
  await index(batch);
  return indexed;
};

/**
 * `npm run reindex:search` (`functions/reindex-search.ts`), once after deploying a change of the
 * index's entries (issue 16: entries that hold their entity's words, then what search shows of
 * it, then a party's names' pairs; issue 29: a dossier's entries by its clients' names and by its
 * references' parts): first the entries of the layout before the words, rewritten from their own
 * words (db/search-index `reindexOldEntries`); then the entries of dossiers and parties that do
 * not show them; then the pairs that parties lack; then the dossiers' entries by their clients'
 * names and references' parts that they lack. Four Scans of the table, the only ones; running it
 * again changes nothing.
 */
export const reindexSearch = async () => ({
  relaid: await reindexOldEntries(),
  shown: await showOldEntries(),
  paired: await pairOldParties(),
  dossiers: await indexDossierPlaces(),
});
