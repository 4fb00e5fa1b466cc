import type { Language } from '@mizan/shared/roles';
import type { Caller } from '../../services/caller';
import { getClients, type ClientRecord } from '../../db/clients';
import { getCourtState } from '../../db/court-records';
import { dossierParties, type PartyLink } from '../../db/dossier-parties';
import type { Dossier } from '../../db/dossiers';
import { accountClientIds } from '../../db/client-accounts';
import { fullName, getUsers } from '../../db/users';
import { historyReader, visibleDocuments } from '../../services/document-access';
import { isClientCaller } from '../../services/dossier-access';
import { loadReferenceLabels } from '../../services/reference-data';
import { appealCourtOf } from '../../reference/courts';
import { actionsFeed } from './actions';
import { courtSyncStateView } from './court';
import { notesFeed } from './notes';

/**
 * A party as the detail shows it: the firm's record and its legal status in this dossier. A client
 * reading their dossier gets their own records whole and every other person (co-clients included:
 * each is a person of their own, and the firm is who may share their details) by name only: never
 * another person's CIN, RC, email, phone or address.
 */
const partyView = (record: ClientRecord, link: PartyLink, reader: 'staff' | 'owner' | 'client') => {
  const named = {
    idClient: record.idClient,
    idTypeClient: record.idTypeClient,
    idStatutClient: link.idStatutClient,
    nom: record.nom,
    prenom: record.prenom,
    raisonSociale: record.raisonSociale,
  };
  if (reader === 'client') return named;
  return {
    ...named,
    cin: record.cin,
    email: record.email,
    phone: record.phone,
    rc: record.rc,
    ice: record.ice,
    representantLegal: record.representantLegal,
    adresse: record.adresse,
    ...(reader === 'staff' ? { idUtilisateur: record.idUtilisateur } : {}),
  };
};

/** The first page of the history of actions and of the notes; the detail's lists continue by their own routes. */
const FIRST_PAGE = 10;
const NO_PAGE = { items: [], cursor: null };

/**
 * The dossier detail (specification section 3, dossier read): identification with labels and its
 * version, clients, opposing parties, the first page of the history of actions and of the notes,
 * newest first, the lawyer's contact, the documents the reader may see (their
 * confidentiality), newest first, and the court sync's state. A client reading their dossier gets neither page (the firm's
 * internal work, naming its staff), and other persons by name only (`partyView`).
 *
 * Parties, client records and the pages are read consistently: the detail answers a create or an
 * update just committed, and the Folder screen reads it again right after a change of the parties.
 */
export const dossierDetail = async (caller: Caller, dossier: Dossier, language: Language) => {
  const sid = caller.structureId;
  const forClient = isClientCaller(caller);
  const [links, history, notes, labels, [lawyer], ownRecords, documents, courtState] = await Promise.all([
    dossierParties(sid, dossier.id),
    forClient ? NO_PAGE : actionsFeed(sid, dossier.id, FIRST_PAGE, undefined, language, historyReader(caller, dossier)),
    forClient ? NO_PAGE : notesFeed(caller, dossier.id, FIRST_PAGE, undefined, language),
    loadReferenceLabels(sid, language),
    getUsers(sid, [dossier.idUtilisateur]),
    forClient ? accountClientIds(sid, caller.userId) : Promise.resolve<string[]>([]),
    visibleDocuments(caller, dossier),
    getCourtState(sid, dossier.id),
  ]);
  const readerOf = (record: ClientRecord) => (!forClient ? 'staff' : ownRecords.includes(record.idClient) ? 'owner' : 'client');
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
        return record ? [partyView(record, l, readerOf(record))] : [];
      });
  const idCourAppel = appealCourtOf(dossier.idTribunal)?.code ?? null;
  return {
    id: dossier.id,
    idTypeDossier: dossier.idTypeDossier,
    typeDossier: labels.dossierType(dossier.idTypeDossier),
    idTribunal: dossier.idTribunal,
    tribunal: labels.court(dossier.idTribunal),
    /** The court of appeal of the dossier's court (itself for a court of appeal): the form offers its first-instance courts. */
    idCourAppel,
    courAppel: idCourAppel && labels.court(idCourAppel),
    idUtilisateur: dossier.idUtilisateur,
    avocat: lawyer ? fullName(lawyer) : '',
    /** How to reach the lawyer (the client's dossier screen shows them). */
    avocatEmail: lawyer?.email ?? null,
    avocatPhone: lawyer?.phone ?? null,
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
    synchronisation: courtSyncStateView(courtState),
  };
};
