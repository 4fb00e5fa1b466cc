import { clock } from '../../../adapters/clock';
import { listClosureDays } from '../../../db/closure-days';
import { findDeadline } from '../../../db/deadlines';
import { getTaskTemplate } from '../../../db/task-templates';
import { putTask } from '../../../db/tasks';
import { NotFoundError, ValidationError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { fieldError } from '../../../services/field-error';
import { commit, plain } from '../../../services/guarded-transaction';
import { casablancaToday, workingDaysBefore } from '../../../services/working-days';
import { assigneeOf, assignmentEmail, newTask, taskViews } from '../tasks';

/**
 * Creates the tasks the lawyer kept of those the deadline's type proposes (`titres`, each one of
 * its template's; none creates nothing): for the dossier's lawyer, on the dossier and for the
 * deadline, each due its template's working days before the deadline (today at the earliest).
 * One transaction: the tasks and, when the lawyer is not the caller, their emails. A retry with
 * the same Idempotency-Key answers the first tasks again.
 */
export const handler = defineHandler('tasks.fromDeadline', async ({ params, body }, { caller, language }) => {
  const deadline = await findDeadline(caller.structureId, params.id);
  if (!deadline) throw new NotFoundError();
  const [dossier, template, closures] = await Promise.all([
    dossierFor(caller, deadline.idDossier),
    getTaskTemplate(caller.structureId, deadline.idTypeEcheance),
    listClosureDays(caller.structureId),
  ]);
  const proposed = template?.taches ?? [];
  const unknown = body.titres.flatMap((titre, i) =>
    proposed.some((p) => p.titre === titre) ? [] : [fieldError(`titres.${i}`, 'task_template_unknown', language)],
  );
  if (unknown.length) throw new ValidationError(unknown);
  const assignee = await assigneeOf(caller, dossier.idUtilisateur, language);
  const today = casablancaToday(clock.now());
  const closed = closures.map((day) => day.date);
  const tasks = proposed
    .filter((p) => body.titres.includes(p.titre))
    .map((p) => {
      const due = workingDaysBefore(deadline.day, p.joursAvant, closed);
      return newTask(caller, assignee, {
        titre: p.titre,
        idDossier: dossier.id,
        idEcheance: deadline.id,
        dateEcheance: due < today ? today : due,
        priorite: 'normale',
      });
    });
  if (tasks.length)
    await commit([
      ...tasks.map((task) => plain(putTask(caller.structureId, task))),
      ...tasks.flatMap((task) => assignmentEmail(caller, task, assignee, dossier)),
    ]);
  return taskViews(tasks, caller);
});
