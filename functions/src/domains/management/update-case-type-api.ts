import { defineHandler } from '../../runtime/define-handler';
import { updateType, scopeOf } from './reference-types';

export const handler = defineHandler('management.updateCaseTypeApi', ({ params, body }, context) =>
  updateType('caseType', params.id, body, scopeOf(context)),
);
