import { defineHandler } from '../../../runtime/define-handler';
import { log } from '../../../runtime/log';
import { originOf } from '../../../services/activity-log';
import { createDossierWithParties } from '../../../services/dossier-creation';
import { authorOf } from '../../../services/history';
import { dossierDetail } from '../detail';
import { openAccounts } from '../party-accounts';

/** Creates a dossier with its parties (services/dossier-creation.ts), then opens the accounts of its clients with an email, who are invited. */
export const handler = defineHandler('dossiers.create', async ({ body }, { caller, language, sourceIp }) => {
  const { dossier, parties } = await createDossierWithParties(caller, body, language, log);
  await openAccounts(originOf(caller, sourceIp), parties, authorOf(caller), language);
  return dossierDetail(caller, dossier, language);
});
