import { putTask } from '../../../db/tasks';
import { defineHandler } from '../../../runtime/define-handler';
import { commit, plain } from '../../../services/guarded-transaction';
import { assigneeOf, assignmentEmail, dueDay, newTask, oneTaskView, taskDossier } from '../tasks';

/**
 * Creates a task, alone, on a dossier, or for a deadline (its dossier then the deadline's), for the
 * caller or a colleague, due on the day asked or the next working day. One transaction: the task
 * and, when a colleague gave it, the email to its assignee in their language. A retry with the
 * same Idempotency-Key answers the first task again.
 */
export const handler = defineHandler('tasks.create', async ({ body }, { caller, language }) => {
  const [assignee, dossier, due] = await Promise.all([
    assigneeOf(caller, body.idAssigne, language),
    taskDossier(caller, body, language),
    dueDay(caller.structureId, body.dateEcheance),
  ]);
  const task = newTask(caller, assignee, {
    titre: body.titre,
    ...(body.description && { description: body.description }),
    ...(dossier && { idDossier: dossier.id }),
    ...(body.idEcheance && { idEcheance: body.idEcheance }),
    ...due,
    priorite: body.priorite,
  });
  await commit([plain(putTask(caller.structureId, task)), ...assignmentEmail(caller, task, assignee, dossier)]);
  return oneTaskView(task, caller);
});
