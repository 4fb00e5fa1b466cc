import type { Language } from '@mizan/shared/roles';
import { getClients, type ClientRecord } from '../../../db/clients';
import { getDossiers, type Dossier } from '../../../db/dossiers';
import { defineHandler } from '../../../runtime/define-handler';
import { clientAccountDossiers, isClientCaller } from '../../../services/dossier-access';
import { byOpeningDesc } from '../../../services/dossier-pages';
import { searchIndex, textMatches } from '../../../services/dossier-search';
import { dossierStatusLabel } from '../../../services/reference-data';

/** Results shown per group. */
const MAX_RESULTS = 20;

const dossierHit = (d: Dossier, language: Language) => ({
  id: d.id,
  refCabinet: d.refCabinet,
  refClient: d.refClient ?? null,
  refTribunal: d.refTribunal ?? null,
  nom: d.nom ?? null,
  idStatutDossier: d.idStatutDossier,
  statut: dossierStatusLabel(d.idStatutDossier, language),
});

const clientHit = (c: ClientRecord) => ({
  idClient: c.idClient,
  idTypeClient: c.idTypeClient,
  nom: c.nom ?? null,
  prenom: c.prenom ?? null,
  raisonSociale: c.raisonSociale ?? null,
  cin: c.cin ?? null,
  rc: c.rc ?? null,
});

/**
 * The Search page: the firm's dossiers (references, name) and clients (names, CIN, RC), accents,
 * case and spacing aside, each word of the query starting a word. Staff search the firm's index
 * (db/search-index); a client searches their own few dossiers in memory and sees no clients.
 */
export const handler = defineHandler('search.query', async ({ query }, { caller, language }) => {
  const sid = caller.structureId;
  if (isClientCaller(caller)) {
    const { dossierIds } = await clientAccountDossiers(sid, caller.userId);
    const mine = (await getDossiers(sid, dossierIds)).filter((d) =>
      textMatches(query.q, [d.refCabinet, d.refClient, d.refTribunal, d.nom]),
    );
    return {
      q: query.q,
      dossiers: mine
        .sort(byOpeningDesc)
        .slice(0, MAX_RESULTS)
        .map((d) => dossierHit(d, language)),
      clients: [],
    };
  }
  const { D: dossierIds, C: clientIds } = await searchIndex(sid, query.q);
  const [dossiers, clients] = await Promise.all([
    getDossiers(sid, dossierIds.slice(0, MAX_RESULTS)),
    getClients(sid, clientIds.slice(0, MAX_RESULTS)),
  ]);
  return {
    q: query.q,
    dossiers: dossiers.sort(byOpeningDesc).map((d) => dossierHit(d, language)),
    clients: clientIds.flatMap((id) => clients.get(id) ?? []).map(clientHit),
  };
});
