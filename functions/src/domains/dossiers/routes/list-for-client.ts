import { getDossiers } from '../../../db/dossiers';
import { clientUnread, getReadMarkers } from '../../../db/messages';
import { defineHandler } from '../../../runtime/define-handler';
import { clientAccountDossiers, userInScope } from '../../../services/dossier-access';
import { byOpeningDesc, dossierListItem, userNames } from '../../../services/dossier-pages';
import { loadReferenceLabels } from '../../../services/reference-data';

/**
 * A client's dossiers (their portal): the dossiers in which one of their client records is a
 * client, with their own reference, the court, the lawyer and the staff messages this account has
 * not read. A client has few dossiers: the whole list is answered at once.
 */
export const handler = defineHandler('dossiers.listForClient', async ({ params }, { caller, language }) => {
  const sid = caller.structureId;
  await userInScope(caller, params.userId);
  const { dossierIds } = await clientAccountDossiers(sid, params.userId);
  const dossiers = (await getDossiers(sid, dossierIds)).sort(byOpeningDesc);
  const [labels, lawyers, markers] = await Promise.all([
    loadReferenceLabels(sid, language),
    userNames(
      sid,
      dossiers.map((d) => d.idUtilisateur),
    ),
    getReadMarkers(sid, params.userId, dossierIds),
  ]);
  return dossiers.map((d) => ({
    ...dossierListItem(d, labels, language),
    refClient: d.refClient ?? null,
    refTribunal: d.refTribunal ?? null,
    tribunal: labels.court(d.idTribunal),
    avocat: lawyers.get(d.idUtilisateur) ?? '',
    messagesNonLus: clientUnread(d, markers.get(d.id)),
  }));
});
