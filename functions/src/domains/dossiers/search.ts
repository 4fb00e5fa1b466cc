import type { Language } from '@mizan/shared/roles';
import { clientDossiers } from '../../db/dossier-parties';
import { getDossiers, type Dossier } from '../../db/dossiers';
import { byOpeningDesc } from '../../services/dossier-pages';
import { dossiersHoldingPart, holdsReferencePart, referenceText, searchIndex } from '../../services/dossier-search';
import { listPage, slicePage } from './pages';

/** Candidates read at most for the reference and client filters (the rest is filtered in memory). */
const MAX_CANDIDATES = 200;

export type DossierSearch = { refDossier?: string; client?: string; type?: string; statut?: string; idUtilisateur?: string };

/**
 * A page of the filtered dossier list. Type, status and lawyer alone are one list partition
 * (db/dossier-lists): a Query of one page. A reference filter finds the dossiers with any part of
 * one of their references (the firm's, the court's, the client's: `145` finds `2026/1201/145`)
 * through the index's reference parts, a client name the search index then that client's
 * dossiers; either bounds the candidates, which are then read, checked, filtered on the other
 * criteria, sorted newest opening first and paged. A reference that is nothing once normalised
 * filters nothing.
 */
export const searchPage = async (
  structureId: string,
  search: DossierSearch,
  limit: number,
  cursor: string | undefined,
  language: Language,
) => {
  const filter = { idUtilisateur: search.idUtilisateur, type: search.type, statut: search.statut };
  const part = search.refDossier ? referenceText(search.refDossier) : '';
  if (!part && !search.client) return listPage(structureId, filter, limit, cursor, language);

  const [byReference, byClient] = await Promise.all([
    part ? dossiersHoldingPart(structureId, part, MAX_CANDIDATES) : undefined,
    search.client ? dossiersOfClientsCalled(structureId, search.client) : undefined,
  ]);
  const ids = byReference && byClient ? byReference.filter((id) => byClient.has(id)) : (byReference ?? [...(byClient ?? [])]);
  const matches = (d: Dossier) =>
    (!part || holdsReferencePart(d, part)) &&
    (!filter.idUtilisateur || d.idUtilisateur === filter.idUtilisateur) &&
    (!filter.type || d.idTypeDossier === filter.type) &&
    (!filter.statut || d.idStatutDossier === filter.statut);
  const dossiers = (await getDossiers(structureId, ids.slice(0, MAX_CANDIDATES))).filter(matches).sort(byOpeningDesc);
  return slicePage(structureId, dossiers, limit, cursor, language);
};

/** The dossiers of the clients (not the opposing parties) the search index finds by `text`. */
const dossiersOfClientsCalled = async (structureId: string, text: string) => {
  const clientIds = (await searchIndex(structureId, text, { C: 50 })).C.map((entry) => entry.id);
  const links = (await Promise.all(clientIds.map((id) => clientDossiers(structureId, id)))).flat();
  return new Set(links.filter((l) => l.role === 'CLIENT').map((l) => l.idDossier));
};
