import { clock } from '../../../adapters/clock';
import { getClients, partyName } from '../../../db/clients';
import { readCourtRecord } from '../../../db/court-records';
import { listDeadlines } from '../../../db/deadlines';
import { dossierParties, type PartyRole } from '../../../db/dossier-parties';
import { expenseTotals } from '../../../db/expenses';
import { getFirm } from '../../../db/firms';
import { fullName, getUsers } from '../../../db/users';
import { defineHandler } from '../../../runtime/define-handler';
import { renderPdf } from '../../../print/pdf';
import { historyReader } from '../../../services/document-access';
import { dossierFor } from '../../../services/dossier-access';
import { readableHistory } from '../../../services/history-feed';
import { loadReferenceLabels } from '../../../services/reference-data';
import { casablancaToday } from '../../../services/working-days';
import { dossierSheetDocument } from '../dossier-sheet-document';

/** The sheet prints the first open deadlines (in date order) and the last actions. */
const DEADLINES = 15;
const ACTIONS = 10;

/**
 * The dossier sheet as an A4 PDF in the language asked: staff who may see the dossier (a client
 * 403: the sheet is the firm's working paper, with its history and its lawyer's deadlines; their
 * dossier screen shows them what is theirs). The last actions are those the reader may read (an
 * entry about a document they may not see is left out, as on the screen). Base64 body, as the
 * hearing list: a sheet is tens of kilobytes.
 */
export const handler = defineHandler('print.dossierSheetPdf', async ({ params, query }, { caller }) => {
  const sid = caller.structureId;
  const language = query.lang;
  const dossier = await dossierFor(caller, params.id);
  const [links, labels, [lawyer], deadlines, court, frais, history, firm] = await Promise.all([
    dossierParties(sid, dossier.id),
    loadReferenceLabels(sid, language),
    getUsers(sid, [dossier.idUtilisateur]),
    listDeadlines(sid, dossier.id, DEADLINES),
    readCourtRecord(sid, dossier.id),
    expenseTotals(sid, dossier.id),
    readableHistory(sid, dossier.id, ACTIONS, undefined, language, historyReader(caller, dossier)),
    getFirm(sid),
  ]);
  const records = await getClients(
    sid,
    links.map((link) => link.idClient),
  );
  const names = (role: PartyRole) =>
    links
      .filter((link) => link.role === role)
      .sort((a, b) => a.addedAt.localeCompare(b.addedAt))
      .flatMap((link) => {
        const record = records.get(link.idClient);
        return record ? [partyName(record)] : [];
      });
  const today = casablancaToday(clock.now());
  const hearings = court.deadlines.flatMap((d) => (d.prochaineAudience && d.prochaineAudience >= today ? [d.prochaineAudience] : []));
  const sheet = {
    refCabinet: dossier.refCabinet,
    refClient: dossier.refClient,
    nom: dossier.nom,
    type: labels.dossierType(dossier.idTypeDossier),
    tribunal: labels.court(dossier.idTribunal),
    refTribunal: dossier.refTribunal,
    avocat: lawyer ? fullName(lawyer) : '',
    statut: labels.dossierStatus(dossier.idStatutDossier),
    dateOuverture: dossier.dateOuverture,
    clients: names('CLIENT'),
    adversaires: names('ADVERSAIRE'),
    prochaineAudience: hearings.sort()[0],
    echeances: deadlines.deadlines
      .filter((d) => !d.dateRealisation)
      .map((d) => ({ date: d.time ? `${d.day}T${d.time}` : d.day, type: labels.deadlineType(d.idTypeEcheance), contenu: d.contenu })),
    actions: history.items.map((a) => ({
      day: casablancaToday(new Date(a.dateAction)),
      label: a.labelActionDossier,
      valeur: a.valeur,
      auteur: a.auteur,
    })),
    frais: { centimes: frais.centimes, nombre: frais.nombre },
  };
  return (await renderPdf(dossierSheetDocument(sheet, firm, language))).toString('base64');
});
