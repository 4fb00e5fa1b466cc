import { message } from '@mizan/shared/messages';
import { latestAlerts } from '../../../db/alerts';
import { defineHandler } from '../../../runtime/define-handler';
import { userInScope } from '../../../services/dossier-access';

const SHOWN = 50;

/** The person's notifications, newest first (the 50 latest), worded in the reader's language. */
export const handler = defineHandler('dashboard.alerts', async ({ params }, { caller, language }) => {
  const user = await userInScope(caller, params.userId);
  const alerts = await latestAlerts(caller.structureId, user.idUtilisateur, SHOWN);
  return alerts.map((a) => ({
    id: a.id,
    label: a.texte ? `${message(a.code, language)} — ${a.texte}` : message(a.code, language),
    source: a.source,
    refCabinet: a.idDossier && a.refCabinet ? { id: a.idDossier, label: a.refCabinet } : null,
    refTribunal: a.idDossier && a.refTribunal ? { id: a.idDossier, label: a.refTribunal } : null,
    dateAlert: a.dateAlert,
    clients: a.clients.map((nom) => ({ nom })),
    lu: a.lu,
  }));
});
