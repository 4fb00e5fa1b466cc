import { getDossiers } from '../../../db/dossiers';
import { defineHandler } from '../../../runtime/define-handler';
import { clientAccountDossiers, userInScope } from '../../../services/dossier-access';
import { byOpeningDesc, dossierListItem, userNames } from '../../../services/dossier-pages';
import { loadReferenceLabels } from '../../../services/reference-data';

/**
 * A client's dossiers (their portal): the dossiers in which one of their client records is a
 * client, with their own reference, the court, the lawyer and the unread messages. A client has
 * few dossiers: the whole list is answered at once.
 */
export const handler = defineHandler('dossiers.listForClient', async ({ params }, { caller, language }) => {
  const sid = caller.structureId;
  await userInScope(caller, params.userId);
  const { dossierIds } = await clientAccountDossiers(sid, params.userId);
  const dossiers = (await getDossiers(sid, dossierIds)).sort(byOpeningDesc);
  const [labels, lawyers] = await Promise.all([
    loadReferenceLabels(sid, language),
    userNames(
      sid,
      dossiers.map((d) => d.idUtilisateur),
    ),
  ]);
  return dossiers.map((d) => ({
    ...dossierListItem(d, labels, language),
    refClient: d.refClient ?? null,
    refTribunal: d.refTribunal ?? null,
    tribunal: labels.court(d.idTribunal),
    avocat: lawyers.get(d.idUtilisateur) ?? '',
    messagesNonLus: d.messagesNonLus ?? 0,
  }));
});
