import { defineHandler } from '../../../runtime/define-handler';
import { userInScope } from '../../../services/dossier-access';
import { listPage } from '../pages';

/** The dossiers a lawyer is responsible for, newest opening date first, a page at a time. */
export const handler = defineHandler('dossiers.listForUser', async ({ params, query }, { caller, language }) => {
  await userInScope(caller, params.userId);
  return listPage(caller.structureId, { idUtilisateur: params.userId }, query.limit, query.cursor, language);
});
