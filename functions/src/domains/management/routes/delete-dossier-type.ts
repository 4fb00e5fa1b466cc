import { defineHandler } from '../../../runtime/define-handler';
import { deleteType, scopeOf } from '../reference-types';

export const handler = defineHandler('management.deleteDossierType', ({ params }, context) =>
  deleteType('dossierType', params.id, scopeOf(context)),
);
