import { assigneeTasksPage, dossierTasksPage, firmTasksPage } from '../../../db/tasks';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { pageCursor, pagePosition } from '../pages';
import { checkFirmView, taskViews } from '../tasks';

/**
 * The firm's tasks for an administrator or an assistant (a lawyer: 403), a page: of one dossier
 * (open first by due day), of one assignee (by due day, done ones after), else all, newest first;
 * a status keeps only its tasks.
 */
export const handler = defineHandler('tasks.firm', async ({ query }, { caller, language }) => {
  checkFirmView(caller);
  const sid = caller.structureId;
  const after = pagePosition(query.cursor, language);
  const { idDossier, idAssigne, statut } = query;
  if (idDossier) await dossierFor(caller, idDossier);
  const page = idDossier
    ? await dossierTasksPage(sid, idDossier, query.limit, after, { idAssigne, statut })
    : idAssigne
      ? await assigneeTasksPage(sid, idAssigne, query.limit, after, { all: true, statut })
      : await firmTasksPage(sid, query.limit, after, { statut });
  return { items: await taskViews(page.tasks, caller), cursor: pageCursor(page.last) };
});
