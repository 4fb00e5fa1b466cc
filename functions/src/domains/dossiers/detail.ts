import type { Language } from '@mizan/shared/roles';
import type { Caller } from '../../adapters/token-verifier';
import { getClients, type ClientRecord } from '../../db/clients';
import { dossierParties, type PartyLink } from '../../db/dossier-parties';
import type { Dossier } from '../../db/dossiers';
import { visibleDocuments } from '../../services/document-access';
import { isClientCaller } from '../../services/dossier-access';
import { userNames } from '../../services/dossier-pages';
import { loadReferenceLabels } from '../../services/reference-data';
import { actionsFeed } from './actions';
import { notesFeed } from './notes';

/** A party as the detail shows it: the firm's record and its legal status in this dossier. */
const partyView = (record: ClientRecord, link: PartyLink, forClient: boolean) => ({
  idClient: record.idClient,
  idTypeClient: record.idTypeClient,
  idStatutClient: link.idStatutClient,
  cin: record.cin,
  nom: record.nom,
  prenom: record.prenom,
  email: record.email,
  phone: record.phone,
  rc: record.rc,
  raisonSociale: record.raisonSociale,
  representantLegal: record.representantLegal,
  adresse: record.adresse,
  ...(forClient ? {} : { idUtilisateur: record.idUtilisateur }),
});

/** The first page of the history of actions and of the notes; the detail's lists continue by their own routes. */
const FIRST_PAGE = 10;
const NO_PAGE = { items: [], cursor: null };

/**
 * The dossier detail (specification section 3, dossier read): identification with labels and its
 * version, clients, opposing parties, the first page of the history of actions and of the
 * notes, newest first, and the documents the reader may see (their confidentiality), newest first. A client reading their dossier gets neither (the firm's internal work,
 * naming its staff).
 *
 * Parties, client records and the pages are read consistently: the detail answers a create or an
 * update just committed, and the Folder screen reads it again right after a change of the parties.
 */
export const dossierDetail = async (caller: Caller, dossier: Dossier, language: Language) => {
  const sid = caller.structureId;
  const forClient = isClientCaller(caller);
  const [links, history, notes, labels, lawyers, documents] = await Promise.all([
    dossierParties(sid, dossier.id),
    forClient ? NO_PAGE : actionsFeed(sid, dossier.id, FIRST_PAGE, undefined, language),
    forClient ? NO_PAGE : notesFeed(caller, dossier.id, FIRST_PAGE, undefined, language),
    loadReferenceLabels(sid, language),
    userNames(sid, [dossier.idUtilisateur]),
    visibleDocuments(caller, dossier),
  ]);
  const records = await getClients(
    sid,
    links.map((l) => l.idClient),
    { consistent: true },
  );
  const side = (role: PartyLink['role']) =>
    links
      .filter((l) => l.role === role)
      .sort((a, b) => a.addedAt.localeCompare(b.addedAt))
      .flatMap((l) => {
        const record = records.get(l.idClient);
        return record ? [partyView(record, l, forClient)] : [];
      });
  return {
    id: dossier.id,
    idTypeDossier: dossier.idTypeDossier,
    typeDossier: labels.dossierType(dossier.idTypeDossier),
    idTribunal: dossier.idTribunal,
    tribunal: labels.court(dossier.idTribunal),
    idUtilisateur: dossier.idUtilisateur,
    avocat: lawyers.get(dossier.idUtilisateur) ?? '',
    idStatutDossier: dossier.idStatutDossier,
    statut: labels.dossierStatus(dossier.idStatutDossier),
    nom: dossier.nom ?? null,
    refCabinet: dossier.refCabinet,
    refClient: dossier.refClient ?? null,
    refTribunal: dossier.refTribunal ?? null,
    dateOuverture: dossier.dateOuverture,
    alerte: dossier.alerte,
    version: dossier.version,
    clients: side('CLIENT'),
    adversaires: side('ADVERSAIRE'),
    actions: history.items,
    actionsCursor: history.cursor,
    notes: notes.items,
    notesCursor: notes.cursor,
    documents,
  };
};
