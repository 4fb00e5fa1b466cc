import { ConflictError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { log } from '../../../runtime/log';
import { CourtSyncError, syncDossier } from '../../../services/court-sync';
import { dossierFor } from '../../../services/dossier-access';
import { authorOf } from '../../../services/history';
import { courtChangeView, courtDeadlineView, courtSyncStateView, syncFailureError } from '../court';

/**
 * The Sync button: the dossier's court deadlines become what the court portal says. Each change is
 * written once with its history entry and its alert; the same record again changes nothing. A
 * portal that cannot be read changes nothing either (503, or 409 on the reference when the portal
 * does not know it); the attempt is recorded, so the screen shows when the last success was.
 */
export const handler = defineHandler('dossiers.syncCourt', async ({ params }, { caller, language }) => {
  const dossier = await dossierFor(caller, params.id, true);
  if (dossier.idStatutDossier === 'CLO') throw new ConflictError('court_sync_closed', 'idStatutDossier');
  try {
    const outcome = await syncDossier(caller.structureId, dossier, authorOf(caller));
    return {
      changements: outcome.changes.map((change) => courtChangeView(change, language)),
      echeances: outcome.deadlines.map(courtDeadlineView),
      synchronisation: courtSyncStateView(outcome.state),
    };
  } catch (error) {
    if (error instanceof CourtSyncError) {
      log.warn('court-sync: portal failure', { idDossier: dossier.id, failure: error.failure, detail: error.message, raw: error.raw });
      throw syncFailureError(error);
    }
    throw error;
  }
});
