import { storage } from '../../../adapters/storage';
import { dropTemplate } from '../../../db/templates';
import { defineHandler } from '../../../runtime/define-handler';
import { log } from '../../../runtime/log';
import { storedTemplate } from '../library';

/** An administrator removes a template from the library; documents already generated from it stay. */
export const handler = defineHandler('templates.delete', async ({ params }, { caller }) => {
  const template = await storedTemplate(caller.structureId, params.idModele);
  await dropTemplate(caller.structureId, template.id);
  await storage
    .remove(template.path)
    .catch((error: unknown) => log.warn('template deleted, its object not removed', { path: template.path, error: (error as Error).name }));
  return { ok: true as const };
});
