import { defineHandler } from '../../../runtime/define-handler';
import { createDossierWithParties } from '../creation';
import { dossierDetail } from '../detail';

/** Creates a dossier with its parties (creation.ts), whose clients with an email are invited. */
export const handler = defineHandler('dossiers.create', async ({ body }, { caller, language, sourceIp }) =>
  dossierDetail(caller, await createDossierWithParties(caller, body, language, { sourceIp, inviteClients: true }), language),
);
