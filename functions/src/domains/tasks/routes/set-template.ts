import { getReferenceType } from '../../../db/reference-types';
import { saveTaskTemplate, type TaskTemplate } from '../../../db/task-templates';
import { NotFoundError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { resolveReferenceType } from '../../../services/reference-data';

/** Sets the tasks a deadline type of the firm (built in or its own) proposes (an administrator); an unknown type is not found. */
export const handler = defineHandler('tasks.setTemplate', async ({ params, body }, { caller }) => {
  const record = await getReferenceType(caller.structureId, 'deadlineType', params.id);
  if (!resolveReferenceType('deadlineType', params.id, record)) throw new NotFoundError();
  const template: TaskTemplate = { idTypeEcheance: params.id, taches: body.taches };
  await saveTaskTemplate(caller.structureId, template);
  return template;
});
