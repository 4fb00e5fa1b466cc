import { defineHandler } from '../../../runtime/define-handler';
import { createType, scopeOf } from '../reference-types';

export const handler = defineHandler('management.createDossierTypeApi', ({ body }, context) =>
  createType('dossierType', body, scopeOf(context)),
);
