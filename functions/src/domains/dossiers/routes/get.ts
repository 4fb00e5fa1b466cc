import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { dossierDetail } from '../detail';

export const handler = defineHandler('dossiers.get', async ({ params }, { caller, language }) =>
  dossierDetail(caller, await dossierFor(caller, params.id), language),
);
