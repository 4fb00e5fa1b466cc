import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { dossierDetail } from '../detail';

/** The detail, read consistently: the Folder screen reads it right after its own changes, and to reload after a 409. */
export const handler = defineHandler('dossiers.get', async ({ params }, { caller, language }) =>
  dossierDetail(caller, await dossierFor(caller, params.id, true), language),
);
