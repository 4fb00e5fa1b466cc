import { defineHandler } from '../../../runtime/define-handler';
import { originOf } from '../../../services/activity-log';
import { authorOf } from '../../../services/history';
import { createDossierWithParties } from '../creation';
import { dossierDetail } from '../detail';
import { openAccounts } from '../party-accounts';

/** Creates a dossier with its parties (creation.ts), then opens the accounts of its clients with an email, who are invited. */
export const handler = defineHandler('dossiers.create', async ({ body }, { caller, language, sourceIp }) => {
  const { dossier, parties } = await createDossierWithParties(caller, body, language);
  await openAccounts(originOf(caller, sourceIp), parties, authorOf(caller), language);
  return dossierDetail(caller, dossier, language);
});
