import { clock } from '../../../adapters/clock';
import { getDossier } from '../../../db/dossiers';
import { replaceTask, type Task } from '../../../db/tasks';
import { defineHandler } from '../../../runtime/define-handler';
import { commit } from '../../../services/guarded-transaction';
import { assigneeOf, assignmentEmail, dueDay, oneTaskView, taskChanged, taskOf } from '../tasks';

/**
 * Any staff member edits a task at the version they read (409 `task_changed` otherwise): its
 * title, description, assignee, due day, priority and status. A new assignee other than the
 * editor is emailed, in the same transaction.
 */
export const handler = defineHandler('tasks.update', async ({ params, body }, { caller, language }) => {
  const before = await taskOf(caller, params.id);
  if (body.version !== before.version) throw taskChanged();
  const [assignee, due, dossier] = await Promise.all([
    assigneeOf(caller, body.idAssigne ?? before.idAssigne, language),
    body.dateEcheance === before.dateEcheance
      ? { dateEcheance: before.dateEcheance, dateDemandee: before.dateDemandee }
      : dueDay(caller.structureId, body.dateEcheance),
    before.idDossier ? getDossier(caller.structureId, before.idDossier) : undefined,
  ]);
  const { description: _description, dateDemandee: _asked, ...kept } = before;
  const after: Task = {
    ...kept,
    titre: body.titre,
    ...(body.description && { description: body.description }),
    idAssigne: assignee.idUtilisateur,
    nomAssigne: `${assignee.prenom} ${assignee.nom}`,
    dateEcheance: due.dateEcheance,
    ...(due.dateDemandee && { dateDemandee: due.dateDemandee }),
    priorite: body.priorite,
    statut: body.statut,
    version: before.version + 1,
    updatedAt: clock.nowIso(),
  };
  const newAssignee = assignee.idUtilisateur !== before.idAssigne;
  await commit([
    { write: replaceTask(caller.structureId, before, after), onConditionFailure: taskChanged },
    ...(newAssignee ? assignmentEmail(caller, after, assignee, dossier) : []),
  ]);
  return oneTaskView(after, caller);
});
