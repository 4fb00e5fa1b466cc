import { listTaskTemplates } from '../../../db/task-templates';
import { defineHandler } from '../../../runtime/define-handler';

/** The firm's task templates, per deadline type (Settings, and the deadline dialog's proposals). */
export const handler = defineHandler('tasks.templates', async (_input, { caller }) => listTaskTemplates(caller.structureId));
