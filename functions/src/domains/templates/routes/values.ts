import { TEMPLATE_FIELDS, TEMPLATE_LISTS } from '@mizan/shared/templates';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { previewOf, templateValues } from '../values';

const EVERY_FIELD = [...TEMPLATE_FIELDS, ...Object.keys(TEMPLATE_LISTS)];

/** What the dossier gives every field and list, dates in `langue`: the generate dialog shows those its template uses. */
export const handler = defineHandler('templates.values', async ({ query }, { caller }) => {
  const dossier = await dossierFor(caller, query.idDossier);
  return { valeurs: previewOf(EVERY_FIELD, await templateValues(caller.structureId, dossier, query.langue)) };
});
