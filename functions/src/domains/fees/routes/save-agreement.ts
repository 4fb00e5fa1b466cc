import { clock } from '../../../adapters/clock';
import { getAgreement, putAgreement } from '../../../db/fee-agreements';
import { appendDossierEvent } from '../../../db/history';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { commit, plain } from '../../../services/guarded-transaction';
import { authorOf, describeChanges, historyEntry } from '../../../services/history';
import { agreementChanged, agreementChanges, agreementFrom, agreementView, checkRatePeople } from '../agreement';

/**
 * Staff save a dossier's fee agreement at the version they read (0 before the first save; 409
 * `agreement_changed` otherwise), in one transaction with a history entry holding each changed
 * part before and after. The same agreement again changes nothing.
 */
export const handler = defineHandler('fees.saveAgreement', async ({ params, body }, { caller, language }) => {
  const sid = caller.structureId;
  const [before] = await Promise.all([getAgreement(sid, params.id, true), dossierFor(caller, params.id)]);
  if (body.version !== (before?.version ?? 0)) throw agreementChanged();
  const after = agreementFrom(params.id, body, caller, clock.nowIso());
  await checkRatePeople(sid, after, language);
  const changes = agreementChanges(before, after);
  if (!changes.length) return agreementView(sid, params.id, before, caller);
  const entry = historyEntry(params.id, authorOf(caller), {
    idTypeAction: 'CONVENTION_HONORAIRES',
    valeur: describeChanges(changes),
    changes,
  });
  await commit([
    { write: putAgreement(sid, after, body.version), onConditionFailure: agreementChanged },
    ...appendDossierEvent(sid, entry).map(plain),
  ]);
  return agreementView(sid, params.id, after, caller);
});
