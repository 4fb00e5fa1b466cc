import { defineHandler } from '../../../runtime/define-handler';
import { updateType, scopeOf } from '../reference-types';

export const handler = defineHandler('management.updateDossierType', ({ params, body }, context) =>
  updateType('dossierType', params.id, body, scopeOf(context)),
);
