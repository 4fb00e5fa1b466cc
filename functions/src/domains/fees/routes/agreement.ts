import { getAgreement } from '../../../db/fee-agreements';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { agreementView } from '../agreement';

/** A dossier's fee agreement, for its firm's staff and its clients (who get no rate). */
export const handler = defineHandler('fees.agreement', async ({ params }, { caller }) => {
  const [agreement] = await Promise.all([getAgreement(caller.structureId, params.id), dossierFor(caller, params.id)]);
  return agreementView(caller.structureId, params.id, agreement, caller);
});
