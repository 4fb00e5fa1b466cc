import { getClients } from '../db/clients';
import { getDossiers } from '../db/dossiers';
import { entitiesNotShown, reindexOldEntries, showEntries, type ScannedEntity } from '../db/search-index';
import { clientIndexing, dossierIndexing } from './dossier-search';

/** Entities shown at once. */
const AT_ONCE = 25;

/**
 * The dossiers' and parties' entries that do not show them get it from their records, one firm at
 * a time (those of an entity that does not exist are left: search drops them). Each entry is
 * written only if it still shows nothing (db/search-index `showEntries`), so an edit made while
 * this runs is never undone. Answers the number of entities shown.
 */
const showOldEntries = async (): Promise<number> => {
  const byFirm = new Map<string, ScannedEntity[]>();
  for (const entity of await entitiesNotShown()) {
    const ofFirm = byFirm.get(entity.structureId) ?? [];
    ofFirm.push(entity);
    byFirm.set(entity.structureId, ofFirm);
  }
  let shown = 0;
  for (const [structureId, ofFirm] of byFirm) {
    const ids = (kind: 'D' | 'C') => ofFirm.filter(({ hit }) => hit.kind === kind).map(({ hit }) => hit.id);
    const [dossiers, clients] = await Promise.all([getDossiers(structureId, ids('D')), getClients(structureId, ids('C'))]);
    const dossierById = new Map(dossiers.map((d) => [d.id, d]));
    const withRecord = ofFirm.flatMap(({ hit, words }) => {
      const dossier = hit.kind === 'D' ? dossierById.get(hit.id) : undefined;
      const client = hit.kind === 'C' ? clients.get(hit.id) : undefined;
      const indexing = dossier ? dossierIndexing(dossier) : client ? clientIndexing(client) : undefined;
      return indexing ? [{ hit, indexing: { words, shown: indexing.shown } }] : [];
    });
    for (let i = 0; i < withRecord.length; i += AT_ONCE)
      await Promise.all(withRecord.slice(i, i + AT_ONCE).map(({ hit, indexing }) => showEntries(structureId, hit, indexing)));
    shown += withRecord.length;
  }
  return shown;
};

/**
 * `npm run reindex:search` (`functions/reindex-search.ts`), once after deploying the entries that
 * hold their entity's words, then what search shows of it (issue 16): first the entries of the
 * layout before the words, rewritten from their own words (db/search-index `reindexOldEntries`);
 * then the dossiers and parties whose entries do not show them. Two Scans of the table, the only
 * ones; running it again changes nothing.
 */
export const reindexSearch = async () => ({ relaid: await reindexOldEntries(), shown: await showOldEntries() });
