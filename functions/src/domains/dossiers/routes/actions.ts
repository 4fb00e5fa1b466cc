import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { actionsFeed } from '../actions';

/** The history of actions (events and manual actions), newest first, a page at a time. */
export const handler = defineHandler('dossiers.actions', async ({ params, query }, { caller, language }) => {
  const [feed] = await Promise.all([
    actionsFeed(caller.structureId, params.id, query.limit, query.cursor, language),
    dossierFor(caller, params.id),
  ]);
  return feed;
});
