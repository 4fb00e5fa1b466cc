import { getClients } from '../db/clients';
import { getDossiers } from '../db/dossiers';
import { entitiesNotShown, reindexOldEntries, rewriteEntries } from '../db/search-index';
import { clientIndexing, dossierIndexing } from './dossier-search';

/**
 * The dossiers' and parties' entries that do not show them, rewritten from their records, one firm
 * at a time (those of an entity that does not exist are left: search drops them). Answers the
 * number of entities rewritten.
 */
const showOldEntries = async (): Promise<number> => {
  const entities = await entitiesNotShown();
  let rewritten = 0;
  const byFirm = new Map<string, typeof entities>();
  for (const entity of entities) byFirm.set(entity.structureId, [...(byFirm.get(entity.structureId) ?? []), entity]);
  for (const [structureId, ofFirm] of byFirm) {
    const ids = (kind: 'D' | 'C') => ofFirm.filter(({ hit }) => hit.kind === kind).map(({ hit }) => hit.id);
    const [dossiers, clients] = await Promise.all([getDossiers(structureId, ids('D')), getClients(structureId, ids('C'))]);
    const dossierById = new Map(dossiers.map((d) => [d.id, d]));
    for (const { hit, words } of ofFirm) {
      const dossier = hit.kind === 'D' ? dossierById.get(hit.id) : undefined;
      const client = hit.kind === 'C' ? clients.get(hit.id) : undefined;
      const indexing = dossier ? dossierIndexing(dossier) : client ? clientIndexing(client) : undefined;
      if (!indexing) continue;
      await rewriteEntries(structureId, hit, { words }, indexing);
      rewritten++;
    }
  }
  return rewritten;
};

/**
 * `npm run reindex:search` (`functions/reindex-search.ts`), once after deploying a change of the
 * index's entries: first the entries of the layout before they held the words, rewritten from
 * their own words (db/search-index `reindexOldEntries`); then the dossiers and parties whose entries
 * do not show them. Two Scans of the table, the only ones; running it again changes nothing.
 */
export const reindexSearch = async () => ({ relaid: await reindexOldEntries(), shown: await showOldEntries() });
