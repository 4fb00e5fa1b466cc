import { getCourtState } from '../../../db/court-records';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { courtSyncStateView } from '../court';

/** When the dossier last synchronised with the court portal, and the last attempt's failure. */
export const handler = defineHandler('dossiers.courtSyncState', async ({ params }, { caller }) => {
  const dossier = await dossierFor(caller, params.id);
  return courtSyncStateView(await getCourtState(caller.structureId, dossier.id));
});
