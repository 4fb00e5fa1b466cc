import { typeOptions } from '../reference-types';
import { resolveLanguage } from '../../../services/reference-data';
import { defineHandler } from '../../../runtime/define-handler';

export const handler = defineHandler('management.expenseTypeOptions', ({ params }, { caller }) =>
  typeOptions('expenseType', caller.structureId, resolveLanguage(params.language)),
);
