import { defineHandler } from '../../runtime/define-handler';
import { deleteType, scopeOf } from './reference-types';

export const handler = defineHandler('management.deleteCaseTypeLegacy', ({ params }, context) =>
  deleteType('caseType', params.id, scopeOf(context)),
);
