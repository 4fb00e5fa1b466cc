import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { notesFeed } from '../notes';

/** A dossier's notes, newest first, a page at a time. */
export const handler = defineHandler('dossiers.notes', async ({ params, query }, { caller, language }) => {
  const [feed] = await Promise.all([notesFeed(caller, params.id, query.limit, query.cursor, language), dossierFor(caller, params.id)]);
  return feed;
});
