import type { Language } from '@mizan/shared/roles';
import type { Caller } from '../../../services/caller';
import { dossierDocuments, getDocuments, type StoredDocument } from '../../../db/documents';
import { getDossiers, type Dossier } from '../../../db/dossiers';
import { defineHandler } from '../../../runtime/define-handler';
import { maySeeLevel } from '../../../services/document-access';
import { clientAccountDossiers, isClientCaller } from '../../../services/dossier-access';
import { byOpeningDesc } from '../../../services/dossier-pages';
import type { IndexEntry } from '../../../db/search-index';
import {
  documentsByText,
  dossiersOfClientsNamed,
  searchIndex,
  shownClients,
  shownDossiers,
  textMatches,
  type ClientShown,
  type DossierShown,
} from '../../../services/dossier-search';
import { dossierStatusLabel } from '../../../services/reference-data';

/** Results shown per group. */
const MAX_RESULTS = 20;

const dossierHit = (d: DossierShown, language: Language) => ({
  id: d.id,
  refCabinet: d.refCabinet,
  refClient: d.refClient ?? null,
  refTribunal: d.refTribunal ?? null,
  nom: d.nom ?? null,
  idStatutDossier: d.idStatutDossier,
  statut: dossierStatusLabel(d.idStatutDossier, language),
});

const clientHit = (c: ClientShown) => ({
  idClient: c.idClient,
  idTypeClient: c.idTypeClient,
  nom: c.nom ?? null,
  prenom: c.prenom ?? null,
  raisonSociale: c.raisonSociale ?? null,
  cin: c.cin ?? null,
  rc: c.rc ?? null,
});

/**
 * The documents among `found` the caller may see in these dossiers (the caller may see every one of
 * them), newest first, each with the passage of its text that matched (`passages`, by id), if any.
 */
const documentHits = (
  caller: Caller,
  found: readonly StoredDocument[],
  dossiers: readonly Dossier[],
  passages: ReadonlyMap<string, string> = new Map(),
) => {
  const byId = new Map(dossiers.map((d) => [d.id, d]));
  return found
    .flatMap((doc) => {
      const dossier = byId.get(doc.idDossier);
      return dossier && maySeeLevel(caller, dossier, doc.confidentialite) ? [{ doc, dossier }] : [];
    })
    .sort((a, b) => b.doc.dateUpload.localeCompare(a.doc.dateUpload))
    .slice(0, MAX_RESULTS)
    .map(({ doc, dossier }) => ({
      idDocument: doc.id,
      nom: doc.nom,
      extension: doc.extension,
      dateUpload: doc.dateUpload,
      idDossier: doc.idDossier,
      refCabinet: dossier.refCabinet,
      IdConfidentialite: doc.confidentialite,
      extrait: passages.get(doc.id) ?? null,
    }));
};

/** The passages of the documents found by their texts, by id. */
const passagesOf = (found: readonly IndexEntry[]) => new Map(found.map((entry) => [entry.id, entry.shown?.extrait ?? '']));

/** The documents found by their names, then those found by their texts only. */
const documentIds = (byName: readonly IndexEntry[], byText: readonly IndexEntry[]) => [
  ...new Set([...byName, ...byText].map((entry) => entry.id)),
];

/** Read for the documents found by the index (more than shown: some may be hidden from the caller). */
const DOCUMENTS_READ = 100;

/**
 * The Search page: the firm's dossiers (references, name, and their clients' names: a client's name
 * finds every dossier of that client), clients (names, CIN, RC) and documents (names), accents,
 * case and spacing aside, each word of the query starting a word. Staff search the firm's index
 * (db/search-index); a client searches their own few dossiers and their documents in memory and sees
 * no clients. Documents are those the searcher may see (their confidentiality).
 */
export const handler = defineHandler('search.query', async ({ query }, { caller, language }) => {
  const sid = caller.structureId;
  if (isClientCaller(caller)) {
    const { dossierIds } = await clientAccountDossiers(sid, caller.userId);
    const [dossiers, byText] = await Promise.all([getDossiers(sid, dossierIds), documentsByText(sid, query.q, DOCUMENTS_READ)]);
    const documents = (await Promise.all(dossiers.map((d) => dossierDocuments(sid, d.id)))).flat();
    const passages = passagesOf(byText);
    const mine = dossiers.filter(
      (d) => textMatches(query.q, [d.refCabinet, d.refClient, d.refTribunal, d.nom]) || textMatches(query.q, [d.nomClient]),
    );
    return {
      q: query.q,
      dossiers: mine
        .sort(byOpeningDesc)
        .slice(0, MAX_RESULTS)
        .map((d) => dossierHit(d, language)),
      clients: [],
      documents: documentHits(
        caller,
        documents.filter((doc) => passages.has(doc.id) || textMatches(query.q, [doc.nom])),
        dossiers,
        passages,
      ),
    };
  }
  const [found, byText] = await Promise.all([
    searchIndex(sid, query.q, { D: MAX_RESULTS, C: MAX_RESULTS, F: DOCUMENTS_READ, N: MAX_RESULTS }),
    documentsByText(sid, query.q, DOCUMENTS_READ),
  ]);
  const [byWords, byClients, clients, documents] = await Promise.all([
    shownDossiers(sid, found.D),
    dossiersOfClientsNamed(sid, query.q, found.N, new Set(found.D.map((entry) => entry.id))),
    shownClients(sid, found.C),
    getDocuments(sid, documentIds(found.F, byText)),
  ]);
  const documentDossiers = await getDossiers(sid, [...new Set(documents.map((d) => d.idDossier))]);
  return {
    q: query.q,
    dossiers: [...byWords, ...byClients]
      .sort(byOpeningDesc)
      .slice(0, MAX_RESULTS)
      .map((d) => dossierHit(d, language)),
    clients: clients.map(clientHit),
    documents: documentHits(caller, documents, documentDossiers, passagesOf(byText)),
  };
});
