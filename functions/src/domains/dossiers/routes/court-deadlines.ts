import { readCourtRecord } from '../../../db/court-records';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { courtDeadlineView } from '../court';

/** A dossier's court deadlines as the last successful sync wrote them, newest step first. */
export const handler = defineHandler('dossiers.courtDeadlines', async ({ params }, { caller }) => {
  const dossier = await dossierFor(caller, params.id);
  const { deadlines } = await readCourtRecord(caller.structureId, dossier.id);
  return deadlines.map(courtDeadlineView);
});
