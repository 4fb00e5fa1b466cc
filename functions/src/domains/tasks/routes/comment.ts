import { clock } from '../../../adapters/clock';
import { appendTaskComment } from '../../../db/tasks';
import { newId } from '../../../db/keys';
import { ConflictError, NotFoundError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { oneTaskView } from '../tasks';

/** Any staff member comments on a task of the firm; the answer is the task with its comments. */
export const handler = defineHandler('tasks.comment', async ({ params, body }, { caller }) => {
  const comment = { id: newId(), idAuteur: caller.userId, auteur: caller.name, date: clock.nowIso(), texte: body.texte };
  const task = await appendTaskComment(caller.structureId, params.id, comment);
  if (!task) throw new NotFoundError();
  if (task === 'full') throw new ConflictError('task_comments_full', 'texte');
  return oneTaskView(task, caller);
});
