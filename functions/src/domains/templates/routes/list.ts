import { listTemplates } from '../../../db/templates';
import { defineHandler } from '../../../runtime/define-handler';
import { templateView } from '../library';

/** The firm's template library, by name (staff pick from it; administrators manage it). */
export const handler = defineHandler('templates.list', async (_input, { caller }) => ({
  modeles: (await listTemplates(caller.structureId)).map(templateView),
}));
