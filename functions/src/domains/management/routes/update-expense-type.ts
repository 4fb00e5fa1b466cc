import { defineHandler } from '../../../runtime/define-handler';
import { updateType, scopeOf } from '../reference-types';

export const handler = defineHandler('management.updateExpenseType', ({ params, body }, context) =>
  updateType('expenseType', params.id, body, scopeOf(context)),
);
