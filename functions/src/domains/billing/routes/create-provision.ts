import { addToBillingTotals } from '../../../db/invoices';
import { putProvision, type Provision } from '../../../db/provisions';
import { defineHandler } from '../../../runtime/define-handler';
import { activityEntry, originOf } from '../../../services/activity-log';
import { dossierFor } from '../../../services/dossier-access';
import { commit, plain } from '../../../services/guarded-transaction';
import { receipt } from '../invoices';
import { provisionView } from '../provisions';

/**
 * Staff record a provision received on a dossier (a payment on account, before the work): the
 * provision, the dossier's provisions total and the activity log, in one transaction. The
 * dossier's next drafts deduct it.
 */
export const handler = defineHandler('billing.createProvision', async ({ params, body }, { caller, sourceIp }) => {
  const sid = caller.structureId;
  const dossier = await dossierFor(caller, params.id);
  const provision: Provision = { ...receipt(body, caller), idDossier: dossier.id, resteCentimes: body.montant };
  await commit([
    plain(putProvision(sid, provision)),
    plain(addToBillingTotals(sid, dossier.id, { provisionsCentimes: provision.montantCentimes })),
    plain(
      activityEntry(originOf(caller, sourceIp), {
        kind: 'PROVISION_RECORDED',
        subject: dossier.refCabinet,
        precisions: [provision.mode],
        refs: { idDossier: dossier.id },
      }),
    ),
  ]);
  return provisionView(provision);
});
