import { clientDossiers } from '../../../db/dossier-parties';
import { getDossiers, queryReferences, type Dossier } from '../../../db/dossiers';
import { defineHandler } from '../../../runtime/define-handler';
import { byOpeningDesc } from '../../../services/dossier-pages';
import { searchIndex } from '../../../services/dossier-search';
import { listPage, slicePage } from '../pages';

/** Candidates read at most for the reference and client filters (the rest is filtered in memory). */
const MAX_CANDIDATES = 200;

/**
 * The filtered dossier list. Type, status and lawyer alone are one list partition (db/dossier-lists):
 * a Query of one page. A reference prefix reads the firm's reference partition, a client name
 * the search index then that client's dossiers; either bounds the candidates, which are then
 * filtered on the other criteria and paged.
 */
export const handler = defineHandler('dossiers.search', async ({ query }, { caller, language }) => {
  const sid = caller.structureId;
  const filter = { idUtilisateur: query.idUtilisateur, type: query.type, statut: query.statut };
  if (!query.refDossier && !query.client) return listPage(sid, filter, query.limit, query.cursor, language);

  const byReference = query.refDossier ? await queryReferences(sid, query.refDossier, MAX_CANDIDATES) : undefined;
  const byClient = query.client ? await dossiersOfClientsNamed(sid, query.client) : undefined;
  const ids = byReference && byClient ? byReference.filter((id) => byClient.has(id)) : (byReference ?? [...(byClient ?? [])]);
  const matches = (d: Dossier) =>
    (!filter.idUtilisateur || d.idUtilisateur === filter.idUtilisateur) &&
    (!filter.type || d.idTypeDossier === filter.type) &&
    (!filter.statut || d.idStatutDossier === filter.statut);
  const dossiers = (await getDossiers(sid, ids.slice(0, MAX_CANDIDATES))).filter(matches).sort(byOpeningDesc);
  return slicePage(sid, dossiers, query.limit, query.cursor, language);
});

const dossiersOfClientsNamed = async (structureId: string, text: string) => {
  const clientIds = (await searchIndex(structureId, text, { C: 50 })).C.map((entry) => entry.id);
  const links = (await Promise.all(clientIds.map((id) => clientDossiers(structureId, id)))).flat();
  return new Set(links.filter((l) => l.role === 'CLIENT').map((l) => l.idDossier));
};
