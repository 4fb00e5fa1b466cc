import { assigneeTasksPage } from '../../../db/tasks';
import { defineHandler } from '../../../runtime/define-handler';
import { taskViews } from '../tasks';
import { pagePosition, pageCursor } from '../pages';

/** "Mes tâches": the caller's open tasks by due day, so the overdue ones come first, a page. */
export const handler = defineHandler('tasks.mine', async ({ query }, { caller, language }) => {
  const page = await assigneeTasksPage(caller.structureId, caller.userId, query.limit, pagePosition(query.cursor, language));
  return { items: await taskViews(page.tasks, caller), cursor: pageCursor(page.last) };
});
