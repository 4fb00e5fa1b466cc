import { typeOptions } from '../reference-types';
import { resolveLanguage } from '../../../services/reference-data';
import { defineHandler } from '../../../runtime/define-handler';

export const handler = defineHandler('management.dossierTypeOptions', ({ params }, { caller }) =>
  typeOptions('dossierType', caller.structureId, resolveLanguage(params.language)),
);
