import { dossierTasksPage } from '../../../db/tasks';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { pageCursor, pagePosition } from '../pages';
import { taskViews } from '../tasks';

/** A dossier's tasks, open ones first, each by due day, a page (the dossier page's Tasks section). */
export const handler = defineHandler('tasks.ofDossier', async ({ params, query }, { caller, language }) => {
  const after = pagePosition(query.cursor, language);
  const [page] = await Promise.all([dossierTasksPage(caller.structureId, params.id, query.limit, after), dossierFor(caller, params.id)]);
  return { items: await taskViews(page.tasks, caller), cursor: pageCursor(page.last) };
});
