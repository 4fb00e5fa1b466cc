import { defineHandler } from '../../../runtime/define-handler';
import { historyReader } from '../../../services/document-access';
import { dossierFor } from '../../../services/dossier-access';
import { actionsFeed } from '../actions';

/** The history of actions (events and manual actions) the caller may read, newest first, a page at a time. */
export const handler = defineHandler('dossiers.actions', async ({ params, query }, { caller, language }) => {
  const dossier = await dossierFor(caller, params.id);
  return actionsFeed(caller.structureId, dossier.id, query.limit, query.cursor, language, historyReader(caller, dossier));
});
