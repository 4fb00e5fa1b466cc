import { isolate } from '@mizan/shared/bidi';
import { message } from '@mizan/shared/messages';
import { latestAlerts } from '../../../db/alerts';
import { defineHandler } from '../../../runtime/define-handler';
import { courtEventText, storedCourtEvent } from '../../../services/court-events';
import { deadlineEventText, deadlineEventView } from '../../../services/deadline-events';
import { userInScope } from '../../../services/dossier-access';
import { loadReferenceLabels } from '../../../services/reference-data';

const SHOWN = 50;

/**
 * The person's notifications, newest first (the 50 latest), worded in the reader's language: the
 * code's title (`titre`), what it is about (`texte`, as stored; a court change's event as data,
 * `evenement`, an old alert's sentence read back when it can be; a deadline's, `echeance`, its
 * type labelled in the reader's language), and both in one `label`, each value isolated.
 */
export const handler = defineHandler('dashboard.alerts', async ({ params }, { caller, language }) => {
  const user = await userInScope(caller, params.userId);
  const alerts = await latestAlerts(caller.structureId, user.idUtilisateur, SHOWN);
  const labels = alerts.some((a) => a.echeance) ? await loadReferenceLabels(caller.structureId, language) : undefined;
  return alerts.map((a) => {
    const titre = message(a.code, language);
    const event = a.source === 'court' ? storedCourtEvent(a.code, { evenement: a.evenement, text: a.texte }) : undefined;
    const deadline = a.echeance && labels ? deadlineEventView(a.echeance, labels) : undefined;
    const detail = event ? courtEventText(event, language) : deadline ? deadlineEventText(deadline, language) : isolate(a.texte);
    return {
      id: a.id,
      label: detail ? `${titre} — ${detail}` : titre,
      titre,
      texte: a.texte,
      evenement: event ?? null,
      echeance: deadline ?? null,
      source: a.source,
      refCabinet: a.idDossier && a.refCabinet ? { id: a.idDossier, label: a.refCabinet } : null,
      refTribunal: a.idDossier && a.refTribunal ? { id: a.idDossier, label: a.refTribunal } : null,
      dateAlert: a.dateAlert,
      clients: a.clients.map((nom) => ({ nom })),
      lu: a.lu,
    };
  });
});
